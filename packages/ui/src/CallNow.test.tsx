import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallNow } from './CallNow.tsx';
import { enhance } from './enhance.ts';
import { telHref } from './text.ts';

const PHONE = '(617) 555-0142';

/** Makes `(max-width: …)` queries match as they would at `width` pixels. */
function setWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width,
        media: query,
      }) as MediaQueryList,
  );
}

/** Clicks the link and reports whether the browser would have followed it. */
const click = (link: HTMLElement) => fireEvent.click(link);

// The taps come from the page's one listener, as on the built page.
beforeAll(() => enhance(document));
afterEach(() => vi.restoreAllMocks());

describe('telHref', () => {
  it('turns a printed US number into an E.164 tel: URI', () => {
    expect(telHref(PHONE)).toBe('tel:+16175550142');
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
  });
});

describe('CallNow', () => {
  it('says what it does and links to the number', () => {
    setWidth(1280);
    render(<CallNow phone={PHONE} />);
    const link = screen.getByRole('link', { name: `Call Now, ${PHONE}` });
    expect(link.getAttribute('href')).toBe('tel:+16175550142');
  });

  it('under 768 px reveals the number on the first tap and dials on the second', () => {
    setWidth(375);
    render(<CallNow phone={PHONE} />);
    const link = screen.getByRole('link');
    expect(link.dataset.revealed).toBeUndefined();

    expect(click(link)).toBe(false); // default prevented: no call yet
    expect(link.dataset.revealed).toBe('');
    // The revealed flag swaps the two labels, which share one grid cell.
    expect(screen.getByText(PHONE).className).toContain('group-data-revealed:visible');
    expect(screen.getByText('Call Now').className).toContain('group-data-revealed:invisible');

    expect(click(link)).toBe(true); // the tel: link is followed
  });

  it("keeps each button's flag its own: revealing one leaves the others as they were", () => {
    setWidth(375);
    render(
      <>
        <CallNow phone={PHONE} />
        <CallNow phone={PHONE} variant="inverse" />
      </>,
    );
    const [first, second] = screen.getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(click(first)).toBe(false);
    expect(second.dataset.revealed).toBeUndefined();
    expect(click(second)).toBe(false);
    expect(click(first)).toBe(true);
  });

  it('reveals on a tap on the icon or a label inside the button too', () => {
    setWidth(375);
    render(<CallNow phone={PHONE} />);
    expect(fireEvent.click(screen.getByText('Call Now'))).toBe(false);
    expect(screen.getByRole('link').dataset.revealed).toBe('');
  });

  it('at exactly 768 px dials at once, like wider screens', () => {
    setWidth(768);
    render(<CallNow phone={PHONE} />);
    const link = screen.getByRole('link');
    expect(click(link)).toBe(true);
    expect(link.dataset.revealed).toBeUndefined();
  });

  it('on wide screens dials at once and shows the number on hover or focus', () => {
    setWidth(1280);
    render(<CallNow phone={PHONE} />);
    const link = screen.getByRole('link');
    expect(click(link)).toBe(true);
    expect(link.dataset.revealed).toBeUndefined();
    const number = screen.getByText(PHONE);
    expect(number.className).toContain('md:group-hover:visible');
    expect(number.className).toContain('md:group-focus-visible:visible');
  });

  it('compact: a round phone button with the same name; the first tap shows the number under it', () => {
    setWidth(320);
    render(<CallNow phone={PHONE} compact />);
    const link = screen.getByRole('link', { name: `Call Now, ${PHONE}` });
    expect(link.getAttribute('href')).toBe('tel:+16175550142');
    expect(link.className).toContain('size-12'); // 48 px, above the 44 px target
    const number = screen.getByText(PHONE);
    expect(number.className).toMatch(/(^| )hidden .*group-data-revealed:block/);

    expect(click(link)).toBe(false);
    expect(link.dataset.revealed).toBe('');
    expect(click(link)).toBe(true);
  });
});
