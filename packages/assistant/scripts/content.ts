/**
 * Compiles the knowledge-base content (`content/*.md`, one file per topic, plus
 * `content/figures.md` and `content/sources.md`) into `src/kb/content.gen.ts`, the module the
 * engine imports: Deno runs the package's sources with no build step, so the compiled content
 * is committed, and a test fails when it is stale. Every file is checked against
 * `content-schema.ts`, and every reference (a figure's source, a topic's sources, a `{{figure}}`
 * in the text, a calculator's name) must resolve.
 */
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  type FigureContent,
  figureSchema,
  type SourceContent,
  sourceSchema,
  type TopicContent,
  topicSchema,
} from './content-schema.ts';

export const GENERATED = 'src/kb/content.gen.ts';
/** Files in `content/` that are not topics. */
const NOT_TOPICS = new Set(['figures.md', 'sources.md', 'COVERAGE.md', 'README.md']);

export class ContentError extends Error {
  override name = 'ContentError';
}

function check<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
  throw new ContentError(`${where}: ${issues.join('; ')}`);
}

/** The rows of the first Markdown table in a file, as objects keyed by its header. */
export function parseTable(text: string): Record<string, string>[] {
  const rows = text
    .split('\n')
    .filter((l) => l.trim().startsWith('|'))
    .map((l) =>
      l
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim()),
    );
  const [header, , ...body] = rows;
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const SECTIONS = { steps: 'Steps', benefits: 'Benefits', risks: 'Risks', next: 'Next' } as const;

/** A topic file: YAML front matter, the general answer, then `## Steps` … `## Next` lists. */
export function parseTopic(text: string, where: string): TopicContent {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new ContentError(`${where}: no front matter between --- lines`);
  let front: unknown;
  try {
    front = parseYaml(match[1] as string);
  } catch (error) {
    throw new ContentError(`${where}: front matter is not YAML (${(error as Error).message})`);
  }
  const [intro = '', ...parts] = (match[2] as string).split(/^## +/m);
  const lists: Record<string, string[]> = {};
  for (const part of parts) {
    const [heading = '', ...lines] = part.split('\n');
    const name = Object.entries(SECTIONS).find(([, h]) => h === heading.trim())?.[0];
    if (!name) throw new ContentError(`${where}: unknown section "## ${heading.trim()}"`);
    lists[name] = lines.filter((l) => /^\s*- /.test(l)).map((l) => l.replace(/^\s*- /, '').trim());
  }
  const summary = intro
    .split('\n')
    .filter((l) => !l.startsWith('# '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // The front matter as written, with its lists, checked once (the schema's output reshapes it).
  const written = typeof front === 'object' && front !== null ? front : {};
  return check(topicSchema, { ...written, summary, ...lists }, where);
}

/** Every written line of a topic, for the reference checks. */
function texts(t: TopicContent): string[] {
  return [
    t.summary,
    t.ask ?? '',
    ...t.steps,
    ...t.benefits,
    ...t.risks,
    ...t.next,
    ...(t.points ?? []).flatMap((p) => [...p.asks, p.says ?? '']),
  ];
}

export interface Content {
  sources: SourceContent[];
  figures: FigureContent[];
  topics: TopicContent[];
}

/**
 * Reads and checks the content. `files` maps a file name in `content/` to its text;
 * `calculators` names the worked answers the engine has.
 */
export function readContent(
  files: ReadonlyMap<string, string>,
  calculators: readonly string[],
): Content {
  const table = (name: string) => {
    const text = files.get(name);
    if (text === undefined) throw new ContentError(`content/${name} is missing`);
    return parseTable(text);
  };
  const sources = table('sources.md').map((row, i) =>
    check(sourceSchema, row, `content/sources.md row ${i + 1}`),
  );
  const figures = table('figures.md').map((row, i) =>
    check(
      figureSchema,
      { ...row, amount: Number(row.amount?.replace(/[$,]/g, '')), year: Number(row.year) },
      `content/figures.md row ${i + 1}`,
    ),
  );
  const topics = [...files.keys()]
    .filter((name) => name.endsWith('.md') && !NOT_TOPICS.has(name))
    .sort()
    .map((name) => {
      const topic = parseTopic(files.get(name) as string, `content/${name}`);
      if (`${topic.id}.md` !== name)
        throw new ContentError(`content/${name}: id "${topic.id}" must match the file name`);
      return topic;
    });

  const problems: string[] = [];
  const unique = (what: string, names: string[]) => {
    const seen = new Set<string>();
    for (const n of names) {
      if (seen.has(n)) problems.push(`${what} "${n}" is defined twice`);
      seen.add(n);
    }
    return seen;
  };
  const sourceKeys = unique(
    'source',
    sources.map((s) => s.key),
  );
  const figureNames = unique(
    'figure',
    figures.map((f) => f.name),
  );
  const known = new Set(calculators);
  for (const f of figures)
    if (!sourceKeys.has(f.source)) problems.push(`figure ${f.name}: unknown source "${f.source}"`);
  for (const t of topics) {
    for (const s of t.sources)
      if (!sourceKeys.has(s)) problems.push(`${t.id}: unknown source "${s}"`);
    for (const p of t.points ?? [])
      if (p.calculator && !known.has(p.calculator))
        problems.push(`${t.id}: unknown calculator "${p.calculator}"`);
    for (const text of texts(t)) {
      // A dollar amount is written as a figure, so it has a year and a source.
      if (/\$\d{3,}|\$\d{1,3},\d{3}/.test(text))
        problems.push(`${t.id}: write "${text.slice(0, 40)}…" with a {{figure}}`);
      for (const [, names] of text.matchAll(/\{\{([^}]*)\}\}/g))
        for (const n of (names as string).split('+').map((part) => part.replace(/\*\d+$/, '')))
          if (!figureNames.has(n)) problems.push(`${t.id}: unknown figure "{{${n}}}"`);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { sources, figures, topics };
}

/** The generated module's text. */
export function emit(content: Content): string {
  const sources = Object.fromEntries(
    content.sources.map(({ key, issuer, title, url }) => [key, { issuer, title, url }]),
  );
  const figures = Object.fromEntries(
    content.figures.map(({ name, amount, per, year, source }) => [
      name,
      { amount, ...(per === 'month' ? { perMonth: true } : {}), year, source },
    ]),
  );
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return `// Generated from content/*.md by \`pnpm --filter @firm/assistant content\`. Do not edit.
import type { FigureData, SourceData, TopicData } from '../types.ts';

export const SOURCES = ${json(sources)} as const satisfies Record<string, SourceData>;

export const FIGURE_DATA = ${json(figures)} as const satisfies Record<string, FigureData>;

export const TOPIC_DATA: readonly TopicData[] = ${json(content.topics)};
`;
}
