import type { Firm } from '@firm/contract/firm.ts';
import { telHref } from './text.ts';

const link =
  'rounded underline decoration-teal-300 underline-offset-4 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Address, phone, e-mail and the required disclosures. */
export function Footer({ firm, year }: { firm: Firm; year: number }) {
  const { street, locality, region, postalCode } = firm.address;
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 md:grid-cols-[1fr_2fr] md:px-8">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{firm.name}</p>
          <address className="mt-4 space-y-2 not-italic leading-relaxed">
            <span className="block">{street}</span>
            <span className="block">
              {locality}, {region} {postalCode}
            </span>
            <span className="block pt-2">
              Phone:{' '}
              <a href={telHref(firm.phone)} className={link}>
                {firm.phone}
              </a>
            </span>
            <span className="block">
              E-mail:{' '}
              <a href={`mailto:${firm.email}`} className={link}>
                {firm.email}
              </a>
            </span>
          </address>
        </div>
        <div className="space-y-4 leading-relaxed text-slate-300">
          <p>
            {firm.name} is an independent firm. Insurance products are offered through licensed
            insurance professionals. Any guarantees are backed by the financial strength and
            claims-paying ability of the issuing insurance company.
          </p>
          <p>
            This material is not endorsed by any government agency, including the Social Security
            Administration, Medicare and the IRS, and is not accounting, legal, tax or investment
            advice. Please consult a qualified professional about your own situation.
          </p>
          <p>
            © {year} {firm.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
