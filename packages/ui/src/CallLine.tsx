import { focusRing } from './styles.ts';
import { telHref } from './text.ts';

/**
 * A sentence ending in a link that dials the firm: "Prefer a person? Call …" starts a new
 * sentence with a capital; "you can always call …" goes on with a small letter.
 */
export function CallLine({ phone, lead }: { phone: string; lead: string }) {
  const verb = /[.?!]$/.test(lead.trim()) ? 'Call' : 'call';
  // Normal wrapping even inside a bubble that breaks long words: the period stays on the line.
  return (
    <p className="[overflow-wrap:normal]">
      {lead}{' '}
      <a
        href={telHref(phone)}
        className={`font-semibold text-teal-900 underline underline-offset-4 ${focusRing}`}
      >
        {/* The number never breaks; the verb may wrap before it. */}
        {verb} <span className="whitespace-nowrap">{phone}</span>
      </a>
      .
    </p>
  );
}
