import { Icon } from './icons.tsx';
import { button, focusRing } from './styles.ts';
import { telHref } from './text.ts';

export { MOBILE_BREAKPOINT } from './enhance.ts';

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
 *
 * Static markup: the taps come from `enhance` (`@firm/ui/enhance`), which sets `data-revealed`
 * on the first tap under 768 px, before any other script has loaded.
 */
export function CallNow({
  phone,
  variant = 'primary',
  className = '',
  compact = false,
}: CallNowProps) {
  if (compact) {
    return (
      <a
        href={telHref(phone)}
        data-call-now=""
        aria-label={`Call Now, ${phone}`}
        className={`group inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-800 text-white shadow-sm hover:bg-teal-900 ${focusRing} ${className}`}
      >
        <Icon name="phone" className="size-6" />
        <span className="absolute top-full right-4 mt-1 hidden whitespace-nowrap rounded-xl bg-teal-900 px-4 py-2 text-lg font-semibold text-white shadow-lg group-data-revealed:block">
          {phone}
        </span>
      </a>
    );
  }

  return (
    <a
      href={telHref(phone)}
      data-call-now=""
      aria-label={`Call Now, ${phone}`}
      className={`group ${button[variant]} ${className}`}
    >
      <Icon name="phone" className="size-5 shrink-0" />
      <span className="grid whitespace-nowrap">
        <span className="[grid-area:1/1] group-data-revealed:invisible md:group-hover:invisible md:group-focus-visible:invisible">
          Call Now
        </span>
        <span className="invisible [grid-area:1/1] group-data-revealed:visible md:group-hover:visible md:group-focus-visible:visible">
          {phone}
        </span>
      </span>
    </a>
  );
}
