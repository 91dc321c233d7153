import { type MouseEvent, useState } from 'react';
import { Icon } from './icons.tsx';
import { button, focusRing } from './styles.ts';
import { telHref } from './text.ts';

/**
 * Under this width (phones, where the layout also changes) the first tap reveals the number and
 * the second dials; wider screens dial at once.
 */
export const MOBILE_BREAKPOINT = 768;

const isNarrow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`).matches;

export interface CallNowProps {
  phone: string;
  variant?: keyof typeof button;
  className?: string;
  /**
   * A round phone button for a narrow bar, with the same name and taps: the first tap shows
   * the number in a label under the bar, at the right edge of the nearest positioned container
   * (the bar itself, so the label fits on the narrowest screens), and the second dials.
   */
  compact?: boolean;
}

/**
 * A 'Call Now' telephone link. On narrow screens the first tap shows the number inside the
 * button and the second one dials; on wider screens it dials at once and shows the number on
 * hover and keyboard focus. Both labels share one grid cell, so the button never changes size.
 */
export function CallNow({
  phone,
  variant = 'primary',
  className = '',
  compact = false,
}: CallNowProps) {
  const [revealed, setRevealed] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!revealed && isNarrow()) {
      event.preventDefault();
      setRevealed(true);
    }
  };

  if (compact) {
    return (
      <a
        href={telHref(phone)}
        onClick={onClick}
        aria-label={`Call Now, ${phone}`}
        data-revealed={revealed || undefined}
        className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-800 text-white shadow-sm hover:bg-teal-900 ${focusRing} ${className}`}
      >
        <Icon name="phone" className="size-6" />
        {revealed && (
          <span className="absolute top-full right-4 mt-1 whitespace-nowrap rounded-xl bg-teal-900 px-4 py-2 text-lg font-semibold text-white shadow-lg">
            {phone}
          </span>
        )}
      </a>
    );
  }

  return (
    <a
      href={telHref(phone)}
      onClick={onClick}
      aria-label={`Call Now, ${phone}`}
      data-revealed={revealed || undefined}
      className={`group ${button[variant]} ${className}`}
    >
      <Icon name="phone" className="size-5 shrink-0" />
      <span className="grid whitespace-nowrap">
        <span
          className={`[grid-area:1/1] ${revealed ? 'invisible' : 'md:group-hover:invisible md:group-focus-visible:invisible'}`}
        >
          Call Now
        </span>
        <span
          className={`[grid-area:1/1] ${revealed ? '' : 'invisible md:group-hover:visible md:group-focus-visible:visible'}`}
        >
          {phone}
        </span>
      </span>
    </a>
  );
}
