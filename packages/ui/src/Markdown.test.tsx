import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown.tsx';
import { ENGINE_REPLY } from './test-fixtures.ts';

const PHONE = '(617) 555-0142';

describe('Markdown', () => {
  it('renders formatting, keeps allowed links safe and turns others into text', () => {
    const { container } = render(
      <Markdown phone={PHONE}>
        {
          '**Tip:** see [IRS](https://www.irs.gov/ira) or [this](https://evil.example/) or call [us](tel:+16175550142).'
        }
      </Markdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Tip:');
    const irs = screen.getByRole('link', { name: /IRS/ });
    expect(irs.getAttribute('target')).toBe('_blank');
    expect(irs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText('this').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'us' }).getAttribute('href')).toBe('tel:+16175550142');
  });

  it("dials only the firm's number, which never breaks across lines, written as a link or not", () => {
    const { container } = render(
      <Markdown phone={PHONE}>
        {`Call [us](tel:+16175550142), [a stranger](tel:+19005550100) or ${PHONE} today.`}
      </Markdown>,
    );
    const calls = screen.getAllByRole('link');
    expect(calls.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['us', 'tel:+16175550142'],
      [PHONE, 'tel:+16175550142'],
    ]);
    for (const link of calls) expect(link.className).toContain('whitespace-nowrap');
    expect(screen.getByText('a stranger').tagName).toBe('SPAN');
    expect(container.querySelector('a[href="tel:+19005550100"]')).toBeNull();
  });

  it('shows no tel: link at all without the firm’s number', () => {
    render(<Markdown>{'Call [us](tel:+16175550142).'}</Markdown>);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("closes the sources into one line that opens in place, each named by its issuer's host", async () => {
    const user = userEvent.setup();
    const { container } = render(<Markdown phone={PHONE}>{ENGINE_REPLY}</Markdown>);
    expect(screen.queryByRole('heading', { name: 'Sources' })).toBeNull();
    const details = container.querySelector('details') as HTMLDetailsElement;
    const summary = within(details).getByText('Sources (3)');
    expect(summary.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    const sources = within(details).getAllByRole('listitem');
    expect(sources.map((item) => item.textContent?.replace(/,.*/, ''))).toEqual([
      'SSA',
      'SSA',
      'Investor.gov',
    ]);
    const [first] = within(details).getAllByRole('link');
    expect(first?.getAttribute('href')).toBe(
      'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
    );
    // The page's title is there for screen readers, not on screen.
    expect(first?.querySelector('.sr-only')?.textContent).toBe(
      ', SSA: Retirement age and benefit reduction',
    );
    // A host the site does not link to: its name, as text.
    expect(within(details).getAllByRole('link')).toHaveLength(2);
    expect(within(details).getByText('Investor.gov').tagName).toBe('SPAN');
  });

  it('shows the closing general-information line in small type, after the sources', () => {
    const { container } = render(<Markdown phone={PHONE}>{ENGINE_REPLY}</Markdown>);
    const note = screen.getByText(/^This is general information/);
    expect(note.tagName).toBe('EM');
    expect(note.closest('.text-base')).not.toBeNull();
    expect(container.lastElementChild?.contains(note)).toBe(true);
    expect(screen.getByText(/^You can claim/).closest('.text-base')).toBeNull();
  });

  it('shows a reply on its way without raw marks', () => {
    for (let end = 1; end <= ENGINE_REPLY.length; end += 3) {
      const { container, unmount } = render(
        <Markdown phone={PHONE} arriving>
          {ENGINE_REPLY.slice(0, end)}
        </Markdown>,
      );
      const text = container.textContent ?? '';
      expect(text, ENGINE_REPLY.slice(0, end)).not.toMatch(/\*\*|#|\]\(|\[/);
      unmount();
    }
  });

  it('never renders raw HTML or images', () => {
    const { container } = render(
      <Markdown>
        {'<img src=x onerror="alert(1)"> <script>alert(1)</script> ![pic](https://irs.gov/a.png)'}
      </Markdown>,
    );
    expect(container.querySelector('img, script')).toBeNull();
  });
});
