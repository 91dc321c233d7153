import { telHref } from './CallNow.tsx';
import { focusRing } from './styles.ts';

/** A sentence ending in a link that dials the firm. */
export function CallLine({ phone, lead }: { phone: string; lead: string }) {
  return (
    <p>
      {lead}{' '}
      <a
        href={telHref(phone)}
        className={`font-semibold whitespace-nowrap text-teal-900 underline underline-offset-4 ${focusRing}`}
      >
        call {phone}
      </a>
      .
    </p>
  );
}
