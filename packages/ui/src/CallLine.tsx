import { focusRing } from './styles.ts';
import { telHref } from './text.ts';

/** A sentence ending in a link that dials the firm. */
export function CallLine({ phone, lead }: { phone: string; lead: string }) {
  return (
    <p>
      {lead}{' '}
      <a
        href={telHref(phone)}
        className={`font-semibold text-teal-900 underline underline-offset-4 ${focusRing}`}
      >
        {/* The number never breaks; "call" may wrap, so the closing period stays with it. */}
        call <span className="whitespace-nowrap">{phone}</span>
      </a>
      .
    </p>
  );
}
