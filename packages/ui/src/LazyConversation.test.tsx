import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Fallback } from './Fallback.tsx';
import { LazyConversation } from './LazyConversation.tsx';

const PHONE = '(617) 555-0142';
const chunk = vi.hoisted(() => ({ fails: true }));

// The view's code, as a tab left open across a deploy finds it: gone, until it is back.
vi.mock('./Conversation.tsx', async (original) => {
  if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

const messages = [{ id: '1', role: 'user' as const, content: 'Hello there', timestamp: 0 }];

// React reports each caught error on the console; the tests check what the visitor sees.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('LazyConversation', () => {
  it('shows a plain failure with the number when the view cannot load, and Try again loads it', async () => {
    const user = userEvent.setup();
    render(
      <LazyConversation
        messages={messages}
        streaming={false}
        busy={false}
        phone={PHONE}
        area={createRef()}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, the chat couldn’t load.');
    expect(alert.textContent).toContain(`If it is urgent, you can always call ${PHONE}.`);
    expect(screen.getByRole('link', { name: `call ${PHONE}` }).getAttribute('href')).toBe(
      'tel:+16175550142',
    );

    chunk.fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves any other failure to the page', async () => {
    chunk.fails = false;
    const broken = [{ ...messages[0], timestamp: Number.NaN }] as typeof messages;
    render(
      <Fallback fallback={<p>The page failed</p>}>
        <LazyConversation
          messages={broken}
          streaming={false}
          busy={false}
          phone={PHONE}
          area={createRef()}
        />
      </Fallback>,
    );
    expect(await screen.findByText('The page failed')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
