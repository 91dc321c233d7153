import type { Firm } from '@firm/contract/firm.ts';
import { CallNow } from './CallNow.tsx';
import { NAV_LINKS } from './content.ts';
import { Icon } from './icons.tsx';
import { focusRing } from './styles.ts';

/** The firm's mark: a sun resting on the horizon. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={`size-10 shrink-0 ${className}`}
    >
      <circle cx="20" cy="20" r="19" fill="#115e59" />
      <path d="M9 25a11 11 0 0 1 22 0z" fill="#fbbf24" />
      <path d="M7 25h26M11 29.5h18" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

const link = `whitespace-nowrap rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-teal-50 hover:text-teal-900 ${focusRing}`;

/**
 * Sticky top bar: the firm's name, the five anchors and 'Call Now'. Static markup: its menu and
 * Call Now respond through `enhance` (`@firm/ui/enhance`), before any other script has loaded.
 */
export function Header({ firm }: { firm: Firm }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3 md:px-8">
        <a
          href="#home"
          className={`mr-auto flex min-h-12 min-w-0 items-center gap-2 rounded-md font-serif text-base font-semibold leading-tight text-slate-900 sm:gap-3 sm:text-lg ${focusRing}`}
        >
          {/* The narrowest phones keep the room for the name, the phone button and Menu. */}
          <Logo className="max-[359px]:hidden" />
          <span className="min-w-0 sm:max-w-none">{firm.name}</span>
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden sm:block">
          <CallNow phone={firm.phone} className="px-5" />
        </div>
        <CallNow phone={firm.phone} compact className="sm:hidden" />
        <button
          type="button"
          data-menu=""
          aria-expanded="false"
          aria-controls="mobile-nav"
          className={`group inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full border-2 border-slate-300 px-3 font-semibold text-slate-900 sm:px-4 lg:hidden ${focusRing}`}
        >
          <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
          <Icon name="close" className="hidden size-6 group-aria-expanded:block" />
          {/* Under 400 px the icon alone leaves the firm's name room for two lines. */}
          <span className="max-[399px]:sr-only">Menu</span>
        </button>
      </div>
      <nav
        id="mobile-nav"
        aria-label="Main"
        hidden
        className="border-t border-slate-200 bg-white lg:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {NAV_LINKS.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={`${link} flex min-h-12 items-center text-lg`}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
