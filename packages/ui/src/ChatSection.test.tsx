import { ChatError, type ChatReply, createChat, MESSAGES, type Transport } from '@firm/chat-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
import { ChatSection } from './ChatSection.tsx';
import { loadConversation } from './LazyConversation.tsx';
import { CHAT_TEXT, SUGGESTIONS } from './text.ts';

const PHONE = '(617) 555-0142';

/** A transport whose replies the test settles by hand. */
function manualTransport() {
  const pending: Array<{
    message: string;
    resolve: (reply: ChatReply) => void;
    reject: (e: unknown) => void;
  }> = [];
  const transport: Transport = {
    send: (request) =>
      new Promise((resolve, reject) => pending.push({ message: request.message, resolve, reject })),
  };
  return { transport, pending };
}

function setup(options: Partial<ChatPanelProps> = {}) {
  const { transport, pending } = manualTransport();
  const chat = createChat({ transport, retries: 0, onError: () => {} });
  const user = userEvent.setup();
  render(
    <ChatSection>
      <ChatPanel chat={chat} phone={PHONE} {...options} />
    </ChatSection>,
  );
  return { chat, pending, user };
}

describe('ChatSection', () => {
  it('starts with the first-question view: hint, box, Ask, tip, chips and footnote', () => {
    setup();
    expect(screen.getByRole('heading', { name: CHAT_TEXT.title })).toBeTruthy();
    expect(screen.getByText(CHAT_TEXT.hint)).toBeTruthy();
    expect(screen.getByPlaceholderText(CHAT_TEXT.firstPlaceholder)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
    expect(screen.getByText(CHAT_TEXT.tip)).toBeTruthy();
    expect(screen.getByText(CHAT_TEXT.footnote)).toBeTruthy();
    for (const text of SUGGESTIONS) expect(screen.getByRole('button', { name: text })).toBeTruthy();
    expect(screen.queryByPlaceholderText(CHAT_TEXT.placeholder)).toBeNull();
    expect(screen.queryByRole('log')).toBeNull();
    const call = screen.getByRole('link', { name: `Call ${PHONE}` });
    expect(call.closest('p')?.textContent).toBe(
      `Answers in plain language, any time. Prefer a person? Call ${PHONE}.`,
    );
    expect(call.getAttribute('href')).toBe('tel:+16175550142');
  });

  it('does not send blank text; Shift+Enter adds a line and Enter sends it trimmed', async () => {
    const { pending, user } = setup();
    const box = screen.getByPlaceholderText(CHAT_TEXT.firstPlaceholder);
    await user.type(box, '   {Enter}');
    expect(pending).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect(pending).toHaveLength(0);
    expect((box as HTMLTextAreaElement).value).toBe('  Hello\nthere  ');

    await user.keyboard('{Enter}');
    expect(pending.map((p) => p.message)).toEqual(['Hello\nthere']);
  });

  it('while busy shows the typing dots, disables sending and offers Stop; then shows the answer', async () => {
    const { pending, user } = setup();
    await user.type(screen.getByPlaceholderText(CHAT_TEXT.firstPlaceholder), 'What is an IRA?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    const input = await screen.findByPlaceholderText(CHAT_TEXT.placeholder);
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByPlaceholderText(CHAT_TEXT.firstPlaceholder)).toBeNull();
    const log = await screen.findByRole('log');
    expect(within(log).getByText('What is an IRA?')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('replying');
    await user.type(input, 'next');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: SUGGESTIONS[0] }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    // No Copy on the visitor's own message.
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();

    await act(async () => pending[0]?.resolve({ response: 'An **IRA** is a retirement account.' }));
    expect(await within(log).findByText('IRA')).toBeTruthy();
    expect(screen.queryByTestId('typing')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Copy this answer' })).toHaveLength(1);
    for (const time of log.querySelectorAll('time')) {
      expect(time.textContent).toMatch(/^\d{1,2}:\d{2}(\s?[AP]M)?$/);
    }
  });

  it('offers Copy only once a reply is complete, and shows it arriving without raw marks', async () => {
    let finish: (reply: ChatReply) => void = () => {};
    const transport: Transport = {
      send: (_request, { onDelta }) =>
        new Promise((resolve) => {
          onDelta?.('**Yes, from 62 to 70');
          finish = resolve;
        }),
    };
    const chat = createChat({ transport, retries: 0, onError: () => {} });
    const user = userEvent.setup();
    render(
      <ChatSection>
        <ChatPanel chat={chat} phone={PHONE} />
      </ChatSection>,
    );
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[0] }));
    const arriving = await screen.findByText('Yes, from 62 to 70');
    expect(arriving.tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: 'Copy this answer' })).toBeNull();
    await act(async () => finish({ response: '**Yes, from 62 to 70.** It depends.' }));
    expect(screen.getAllByRole('button', { name: 'Copy this answer' })).toHaveLength(1);
  });

  it('copies an answer to the clipboard', async () => {
    const { pending, user } = setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[1] }));
    await act(async () =>
      pending[0]?.resolve({ response: 'It depends on who controls the work.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy this answer' }));
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('It depends on who controls the work.'),
    );
  });

  it('a chip sends its text directly', async () => {
    const { pending, user } = setup();
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[3] }));
    expect(pending.map((p) => p.message)).toEqual([SUGGESTIONS[3]]);
  });

  it('a failure becomes an assistant message with a way to call', async () => {
    const { pending, user } = setup();
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[0] }));
    await act(async () => pending[0]?.reject(new TypeError('Failed to fetch')));
    const log = await screen.findByRole('log');
    expect(within(log).getByText(MESSAGES.unreachable)).toBeTruthy();
    const call = within(log).getByRole('link', { name: `call ${PHONE}` });
    expect(call.closest('p')?.textContent).toBe(`If it is urgent, you can always call ${PHONE}.`);
  });

  it('warns when the draft holds a personal number', async () => {
    const { user } = setup({
      findSensitive: (text) => (/\d{3}-\d{2}-\d{4}/.test(text) ? ['ssn'] : []),
    });
    const box = screen.getByPlaceholderText(CHAT_TEXT.firstPlaceholder);
    await user.type(box, 'my number is 123-45');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box, '-6789');
    expect(screen.getByRole('alert').textContent).toContain('personal number');
  });

  it("loads the page's check for personal data when the chat is first used, and warns with it", async () => {
    let loads = 0;
    const { user } = setup({
      loadFindSensitive: async () => {
        loads++;
        return (text) => (/\d{3}-\d{2}-\d{4}/.test(text) ? ['ssn'] : []);
      },
    });
    expect(loads).toBe(0);
    const box = screen.getByPlaceholderText(CHAT_TEXT.firstPlaceholder);
    await user.type(box, 'I am 62 and retiring in 2027');
    expect(loads).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box, ', my SSN is 123-45-6789');
    expect((await screen.findByRole('alert')).textContent).toContain('personal number');
    expect(loads).toBe(1);
  });

  it('without a check for personal data, shows no warning', async () => {
    const { user } = setup();
    await user.type(screen.getByPlaceholderText(CHAT_TEXT.firstPlaceholder), 'SSN 123-45-6789');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Stop ends the pending turn and sending works again', async () => {
    const { pending, user } = setup();
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[2] }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByTestId('typing')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: SUGGESTIONS[0] }).hasAttribute('disabled')).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[0] }));
    expect(pending.map((p) => p.message)).toEqual([SUGGESTIONS[2], SUGGESTIONS[0]]);
  });
});

describe('ChatSection while retrying', () => {
  // The conversation view loads lazily, by a real import: loaded before the clock is faked, so
  // no test waits on it while only the fake clock moves. Only the timers the retry schedule uses
  // are faked: the view's scrolling runs on animation frames, which a fake clock would spin.
  beforeAll(() => loadConversation());
  afterEach(() => vi.useRealTimers());

  /** The chat on the default retry schedule (1 s, 2 s, 3 s), on a fake clock. */
  function retrying() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { transport, pending } = manualTransport();
    const chat = createChat({ transport, onError: () => {} });
    render(
      <ChatSection>
        <ChatPanel chat={chat} phone={PHONE} />
      </ChatSection>,
    );
    const ask = (text: string) =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: text })));
    const unavailable = () => new ChatError('Service unavailable', { kind: 'http', status: 503 });
    return { pending, ask, unavailable };
  }

  it("shows 'Still trying… n of 3' once per retry, and removes it when the turn fails", async () => {
    const { pending, ask, unavailable } = retrying();
    await ask(SUGGESTIONS[0]);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('The assistant is replying…');
    // Each change of the live region is one announcement: record them all.
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(note.textContent ?? ''));
    observer.observe(note, { childList: true, characterData: true, subtree: true });

    for (const [retry, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 3000],
    ] as const) {
      await act(async () => pending.at(-1)?.reject(unavailable()));
      expect(note.textContent).toBe(`Still trying… ${retry} of 3`);
      expect(screen.getByTestId('typing')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(wait - 1));
      expect(pending).toHaveLength(retry);
      await act(async () => vi.advanceTimersByTime(1));
      expect(pending).toHaveLength(retry + 1);
      expect(note.textContent).toBe(`Still trying… ${retry} of 3`);
    }
    await act(async () => pending.at(-1)?.reject(unavailable()));
    expect(note.textContent).toBe('');
    expect(screen.queryByTestId('typing')).toBeNull();
    expect(within(screen.getByRole('log')).getByText(MESSAGES.unreachable)).toBeTruthy();
    await act(async () => {}); // let the observer report
    observer.disconnect();
    expect(announced).toEqual([
      'Still trying… 1 of 3',
      'Still trying… 2 of 3',
      'Still trying… 3 of 3',
      '',
    ]);
  });

  it('removes the note when the answer begins', async () => {
    const { pending, ask, unavailable } = retrying();
    await ask(SUGGESTIONS[1]);
    await act(async () => pending[0]?.reject(unavailable()));
    expect(screen.getByRole('status').textContent).toBe('Still trying… 1 of 3');
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () =>
      pending[1]?.resolve({ response: 'It depends on who controls the work.' }),
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('It depends on who controls the work.')).toBeTruthy();
  });
});
