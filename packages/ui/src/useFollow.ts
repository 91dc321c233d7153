import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type GetTargetScrollTop, useStickToBottom } from 'use-stick-to-bottom';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Room left above the bubble the view lands on, px. */
const ROOM = 8;

/**
 * The bottom of the conversation as a visitor reads it: the newest turn from its start. The
 * question shows above its reply when both it and the reply's first part (the direct answer) fit
 * in the area; else the reply shows from its first line. A turn shorter than the area shows whole,
 * at the true bottom (`bottom`).
 */
export const landing: GetTargetScrollTop = (bottom, { scrollElement }) => {
  const bubbles = [...scrollElement.querySelectorAll<HTMLElement>('[data-role]')];
  const asked = bubbles.map((bubble) => bubble.dataset.role).lastIndexOf('user');
  const question = bubbles[asked];
  if (!question) return bottom;
  const reply = bubbles[asked + 1];
  const lead = reply?.querySelector('.chat-prose > *');
  const { top } = question.getBoundingClientRect();
  const fits =
    !lead || lead.getBoundingClientRect().bottom - top <= scrollElement.clientHeight - ROOM;
  const start = reply && !fits ? reply : question;
  const offset = start.getBoundingClientRect().top - scrollElement.getBoundingClientRect().top;
  return Math.min(bottom, scrollElement.scrollTop + offset - ROOM);
};

/**
 * Scrolls the page, if the message area is partly out of view, to show it whole below the
 * sticky header (its scroll-margin-top).
 */
function bringIntoView(area: HTMLElement) {
  const { top, bottom } = area.getBoundingClientRect();
  const header = Number.parseFloat(getComputedStyle(area).scrollMarginTop) || 0;
  if (top >= header && bottom <= window.innerHeight) return;
  area.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'instant' : 'smooth' });
}

/** Keys that scroll the page when pressed outside a control. */
const SCROLL_KEYS = new Set([' ', 'PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown']);

/**
 * Whether the visitor has taken charge of the page since the flag was last cleared: a wheel, a
 * touch, a press (a scrollbar dragged) or a scrolling key; moves made by the page (a glide,
 * layout settling) do not count.
 */
function useVisitorScrolled() {
  const scrolled = useRef(false);
  useEffect(() => {
    const mark = () => {
      scrolled.current = true;
    };
    const key = (event: KeyboardEvent) => {
      const control =
        event.target instanceof Element &&
        event.target.closest('input, textarea, select, button, summary, [contenteditable]');
      if (SCROLL_KEYS.has(event.key) && !control) mark();
    };
    const options = { capture: true, passive: true };
    window.addEventListener('wheel', mark, options);
    window.addEventListener('touchmove', mark, options);
    window.addEventListener('pointerdown', mark, options);
    window.addEventListener('keydown', key, options);
    return () => {
      window.removeEventListener('wheel', mark, options);
      window.removeEventListener('touchmove', mark, options);
      window.removeEventListener('pointerdown', mark, options);
      window.removeEventListener('keydown', key, options);
    };
  }, []);
  return scrolled;
}

export interface Follow {
  /** For the element that holds the messages, whose growth the view follows. */
  contentRef: (element: HTMLElement | null) => void;
  /** The view shows the newest turn (or below it): not scrolled up by the visitor. */
  atLatest: boolean;
  /** Back to the newest turn, following it again. */
  jumpToLatest: () => void;
}

/** How long a move the visitor asked for may glide before the view settles at once. */
const GLIDE_MS = 800;

/**
 * Keeps the message area (`area`, which scrolls) on the newest turn: when the visitor asks, the
 * page shows the area and the area glides to the new turn; a reply that grows is followed while
 * the visitor stays there, and no longer once they scroll up. Glides use the browser's smooth
 * scrolling, which stops exactly where it is sent (a spring can run past a target that is not
 * the very bottom), and none for a visitor who prefers reduced motion; following is immediate.
 */
export function useFollow(
  area: RefObject<HTMLElement | null>,
  lastQuestion: string | undefined,
  busy: boolean,
): Follow {
  const { scrollRef, contentRef, isAtBottom, scrollToBottom, state } = useStickToBottom({
    initial: 'instant',
    resize: 'instant',
    targetScrollTop: landing,
  });

  useLayoutEffect(() => {
    scrollRef(area.current);
    return () => {
      scrollRef(null);
    };
  }, [area, scrollRef]);

  /** Following again, gliding to the newest turn; settled there at once when the glide is over. */
  const glide = useCallback(() => {
    const smooth = !reducedMotion();
    void scrollToBottom({ animation: 'instant', wait: smooth && GLIDE_MS });
    area.current?.scrollTo({
      top: state.calculatedTargetScrollTop,
      behavior: smooth ? 'smooth' : 'instant',
    });
  }, [area, scrollToBottom, state]);

  const visitorScrolled = useVisitorScrolled();

  // A question sent: the page shows the area, and the area goes to the new turn.
  useEffect(() => {
    if (!lastQuestion || !area.current) return;
    visitorScrolled.current = false;
    bringIntoView(area.current);
    glide();
  }, [lastQuestion, area, glide, visitorScrolled]);

  // The reply began or settled: to the newest turn, unless the visitor has scrolled away. Once it
  // has settled, the page shows the area again if something other than the visitor moved it while
  // the reply arrived (the conversation view loading, the area growing as the glide ran).
  useEffect(() => {
    void scrollToBottom({ animation: 'instant', preserveScrollPosition: true });
    if (!busy && lastQuestion && area.current && !visitorScrolled.current)
      bringIntoView(area.current);
  }, [busy, lastQuestion, area, scrollToBottom, visitorScrolled]);

  return { contentRef, atLatest: isAtBottom, jumpToLatest: glide };
}
