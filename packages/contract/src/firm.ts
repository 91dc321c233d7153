/**
 * The firm's facts (name, phone, e-mail, address, founder's biography): one set of variables,
 * `FIRM_*`, read by the page at build time and by the relay-chat function at run time, with the
 * fictional placeholders defined here once. No imports: both sides load it.
 */

/** The firm's details, as printed on the page. */
export interface Firm {
  name: string;
  /** As printed, e.g. `(617) 555-0142`. */
  phone: string;
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string };
  /** The founder's biography, one string per paragraph. */
  founderBio: readonly string[];
}

/** The variables and their fictional defaults. `FIRM_FOUNDER_BIO` separates paragraphs with a blank line. */
export const FIRM_DEFAULTS = {
  FIRM_NAME: 'Long Wharf Retirement Partners',
  FIRM_PHONE: '(617) 555-0142',
  FIRM_EMAIL: 'hello@example.com',
  FIRM_STREET: '75 Lantern Way, Suite 210',
  FIRM_CITY: 'Quincy',
  FIRM_REGION: 'MA',
  FIRM_POSTAL_CODE: '02169',
  FIRM_FOUNDER_BIO: [
    'Our founder started this firm after more than twenty-five years of helping Massachusetts families prepare for the day the paychecks stop. Too many good savers reached retirement without a plan for turning savings into income, or for the taxes that come with it.',
    'The firm was built to be independent, so the advice can follow the client rather than a product. Every plan starts with listening: what you want your retirement to look like, what worries you, and what you want to leave behind.',
    'Today the team works with retirees and pre-retirees across Greater Boston, in person and by phone, and still returns every call the same day.',
  ].join('\n\n'),
} as const;

export type FirmVariable = keyof typeof FIRM_DEFAULTS;

/**
 * `tel:` URI of a printed number: `(617) 555-0142` → `tel:+16175550142`. Ten digits are a North
 * American number; an extension (`x12`) is left out.
 */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/x.*$/i, '').replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
};

/**
 * The facts the relay-chat function offers in its answers and refusals, from its own secrets:
 * a deploy must give it the values the page is built with (`pnpm check:deploy` compares them).
 */
export const CHAT_FIRM_VARIABLES = ['FIRM_NAME', 'FIRM_PHONE'] as const satisfies FirmVariable[];

/** Reads one variable by name, e.g. `Deno.env.get` or a lookup in `import.meta.env`. */
export type ReadEnv = (name: string) => unknown;

/** A variable's value, trimmed; blank or unset gives the default. */
export const firmValue = (env: ReadEnv, name: FirmVariable): string => {
  const value = env(name);
  return typeof value === 'string' && value.trim() ? value.trim() : FIRM_DEFAULTS[name];
};

/** The firm from `FIRM_*` variables, each falling back to its fictional default. */
export function readFirm(env: ReadEnv): Firm {
  const get = (name: FirmVariable) => firmValue(env, name);
  return {
    name: get('FIRM_NAME'),
    phone: get('FIRM_PHONE'),
    email: get('FIRM_EMAIL'),
    address: {
      street: get('FIRM_STREET'),
      locality: get('FIRM_CITY'),
      region: get('FIRM_REGION'),
      postalCode: get('FIRM_POSTAL_CODE'),
    },
    founderBio: get('FIRM_FOUNDER_BIO').split(/\n\s*\n/),
  };
}
