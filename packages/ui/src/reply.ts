/**
 * How the Markdown view reads a reply. The assistant's replies, the embedded engine's and a
 * model's alike, end with a "Sources" section of links and a last line in italics saying the
 * reply is general information; the view shows the first closed, as issuers' names, and the
 * second in small type.
 */
import { telHref } from './text.ts';

export interface ReplyParts {
  /** Everything but the sources and the note. */
  body: string;
  /** The sources section's entries, one a line, list markers removed. */
  sources: string[];
  /** The last line, when it is wholly in italics: the general-information note. */
  note: string;
}

/** A line naming the sources: a heading, a bold line or a plain "Sources:". */
const SOURCES_HEADING = /^\s*(?:#{1,6}\s+)?(?:\*\*|__)?Sources:?(?:\*\*|__)?:?\s*$/i;
const HEADING = /^\s*#{1,6}\s/;
const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)])\s+/;
const NOTE = /^(?:_[^_\n]+_|\*[^*\n]+\*)$/;

/** Splits a reply into its body, its sources (up to the next heading) and its closing note. */
export function splitReply(markdown: string): ReplyParts {
  const lines = markdown.trimEnd().split('\n');
  const last = lines.at(-1)?.trim() ?? '';
  const note = NOTE.test(last) ? last : '';
  if (note) lines.pop();

  const heading = lines.map((line) => SOURCES_HEADING.test(line)).lastIndexOf(true);
  if (heading < 0) return { body: lines.join('\n').trimEnd(), sources: [], note };
  let end = lines.findIndex((line, i) => i > heading && HEADING.test(line));
  if (end < 0) end = lines.length;
  const sources = lines
    .slice(heading + 1, end)
    .map((line) => line.replace(LIST_MARKER, '').trim())
    .filter(Boolean);
  const body = [...lines.slice(0, heading), ...lines.slice(end)].join('\n').trimEnd();
  return { body, sources, note };
}

/**
 * A reply still arriving, as far as it reads whole: a link or a heading not yet complete waits,
 * and bold or italics left open are closed, so no raw `**`, `###` or `[` shows on the way.
 */
export function whileArriving(markdown: string): string {
  let text = markdown
    .replace(/[*_]+$/, '')
    .replace(/\[[^\]\n]*(?:\](?:\([^)\n]*)?)?$/, '')
    .replace(/(?:^|\n)\s*#*\s*$/, '');
  if ((text.match(/\*\*/g)?.length ?? 0) % 2 === 1) text += '**';
  if (/(?:^|\n)_[^_\n]*$/.test(text)) text += '_';
  return text;
}

/**
 * The firm's number, wherever a reply writes it as text, becomes its call link (which never
 * breaks across lines); links already written stay as they are.
 */
export function linkPhone(markdown: string, phone: string | undefined): string {
  if (!phone) return markdown;
  const escaped = phone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return markdown.replace(new RegExp(`\\[[^\\]\\n]*\\]\\([^)\\n]*\\)|${escaped}`, 'g'), (match) =>
    match.startsWith('[') ? match : `[${match}](${telHref(phone)})`,
  );
}

/** Short names of the issuers replies cite, by domain. */
const ISSUERS: Record<string, string> = {
  'irs.gov': 'IRS',
  'ssa.gov': 'SSA',
  'medicare.gov': 'Medicare.gov',
  'mass.gov': 'Mass.gov',
  'cms.gov': 'CMS',
  'healthcare.gov': 'HealthCare.gov',
  'investor.gov': 'Investor.gov',
  'sec.gov': 'SEC',
  'dol.gov': 'DOL',
  'acl.gov': 'ACL',
  'mahealthconnector.org': 'Health Connector',
};

/**
 * The short name of a web link's issuer: a known one by its domain (subdomains included), else
 * its host name; undefined for anything but an http(s) address.
 */
export function issuerOf(href: string | undefined): string | undefined {
  let host: string;
  try {
    const url = new URL(href ?? '');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    host = url.hostname;
  } catch {
    return undefined;
  }
  for (let domain = host; domain.includes('.'); domain = domain.slice(domain.indexOf('.') + 1)) {
    const issuer = ISSUERS[domain];
    if (issuer) return issuer;
  }
  return host.replace(/^www\./, '');
}
