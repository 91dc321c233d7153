import { type RefObject, useEffect, useLayoutEffect } from 'react';
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

export interface Follow {
  /** For the element that holds the messages, whose growth the view follows. */
  contentRef: (element: HTMLElement | null) => void;
  /** The view shows the newest turn (or below it): not scrolled up by the visitor. */
  atLatest: boolean;
  /** Back to the newest turn, following it again. */
  jumpToLatest: () => void;
}

/**
 * Keeps the message area (`area`, which scrolls) on the newest turn: when the visitor asks, the
 * page shows the area and the area goes to the new turn; a reply that grows is followed while
 * the visitor stays there, and no longer once they scroll up. Smooth unless the visitor prefers
 * reduced motion.
 */
export function useFollow(
  area: RefObject<HTMLElement | null>,
  lastQuestion: string | undefined,
  busy: boolean,
): Follow {
  const motion = reducedMotion() ? 'instant' : 'smooth';
  const { scrollRef, contentRef, isAtBottom, scrollToBottom } = useStickToBottom({
    initial: motion,
    resize: motion,
    targetScrollTop: landing,
  });

  useLayoutEffect(() => {
    scrollRef(area.current);
    return () => {
      scrollRef(null);
    };
  }, [area, scrollRef]);

  // A question sent: the page shows the area, and the area follows the new turn.
  useEffect(() => {
    if (!lastQuestion || !area.current) return;
    bringIntoView(area.current);
    void scrollToBottom();
  }, [lastQuestion, area, scrollToBottom]);

  // The reply began or settled: to the newest turn, unless the visitor has scrolled away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the busy flag changes
  useEffect(() => {
    void scrollToBottom({ preserveScrollPosition: true });
  }, [busy, scrollToBottom]);

  return { contentRef, atLatest: isAtBottom, jumpToLatest: () => void scrollToBottom() };
}
