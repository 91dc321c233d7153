import { CHAT_FIRM_VARIABLES, FIRM_DEFAULTS, firmValue } from '@firm/contract/firm.ts';
import { isLoopbackHost } from '@firm/contract/hosts.ts';
import * as settings from '@firm/contract/settings.ts';
import { SITE_DEFAULTS } from './config.ts';

/** The variables a production build reads, as the build sees them (unset ones absent). */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** This machine, or every address of it. */
const isLocal = (host: string) => isLoopbackHost(host) || host === '0.0.0.0';
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;
/** 555-0100 to 555-0199: the numbers reserved for fiction. */
const FICTIONAL_PHONE = /555\D*01\d\d\b/;

/** A placeholder as quoted in a problem: the founder's biography is long. */
/** Real places too: shipping them is fine once they are set on purpose. */
const PLAUSIBLE = new Set(['FIRM_CITY', 'FIRM_REGION', 'FIRM_POSTAL_CODE']);

const quote = (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
};

/**
 * What the relay-chat function's own settings (`chat`) lack for production, and where they
 * disagree with the page on a fact the chat offers: the number and name in answers and refusals
 * come from the function's secrets, and a deploy must give them the page's values. A blank or
 * unset secret is the fictional default, as the function reads it.
 */
export function chatFunctionProblems(page: BuildEnv, chat: BuildEnv): string[] {
  const unset = Object.entries(settings as Record<string, settings.Setting>)
    .filter(([name, { readers, production }]) => {
      return readers.includes('function') && production === 'required' && !chat[name]?.trim();
    })
    .map(([name]) => `${name} is not set for the chat function, which refuses to start without it`);
  return unset.concat(
    CHAT_FIRM_VARIABLES.flatMap((name) => {
      const shown = firmValue((key) => page[key], name);
      const said = firmValue((key) => chat[key], name);
      return shown === said
        ? []
        : [`${name} differs: the page shows ${quote(shown)}, the chat would offer ${quote(said)}`];
    }),
  );
}

/**
 * What a production build with these variables would ship that is not the firm's own, and where
 * the chat function's settings (`chat`, when given) would tell visitors otherwise: each problem
 * names its variable. Empty when the build is fit to deploy.
 */
export function deployProblems(env: BuildEnv, chat?: BuildEnv): string[] {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';
  for (const [name, fallback] of Object.entries({ ...FIRM_DEFAULTS, ...SITE_DEFAULTS })) {
    const set = value(name);
    if (!set) {
      problems.push(
        `${name} is not set, so the build would ship the placeholder ${quote(fallback)}`,
      );
    } else if (set === fallback && !PLAUSIBLE.has(name)) {
      problems.push(`${name} is the placeholder ${quote(fallback)}`);
    }
  }
  const reported = new Set(problems.map((problem) => problem.split(' ')[0]));
  const check = (name: string, bad: boolean, why: string) => {
    if (bad && !reported.has(name)) problems.push(`${name} ${why}`);
  };
  check('FIRM_PHONE', FICTIONAL_PHONE.test(value('FIRM_PHONE')), 'is a fictional 555-01xx number');
  check(
    'FIRM_EMAIL',
    EXAMPLE_HOST.test(value('FIRM_EMAIL').split('@')[1] ?? ''),
    'is an example.com address',
  );
  const site = hostOf(value('VITE_SITE_URL'));
  check('VITE_SITE_URL', !site, 'is not a URL');
  check(
    'VITE_SITE_URL',
    !!site && (EXAMPLE_HOST.test(site) || isLocal(site)),
    'points at an example or local address',
  );
  const supabase = hostOf(value('VITE_SUPABASE_URL'));
  check('VITE_SUPABASE_URL', !supabase, 'is not a URL');
  check(
    'VITE_SUPABASE_URL',
    !!supabase && isLocal(supabase),
    'is the local Supabase, not the project',
  );
  if (chat) problems.push(...chatFunctionProblems(env, chat));
  return problems;
}
