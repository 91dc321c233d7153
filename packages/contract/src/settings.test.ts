import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAT_FIRM_VARIABLES, FIRM_DEFAULTS } from './firm.ts';
import type { Reader, Setting } from './settings.ts';
import * as settings from './settings.ts';

const SETTINGS: Record<string, Setting> = settings;

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The settings one of `readers` reads, the firm's facts included. */
const readBy = (...readers: Reader[]) =>
  sorted([
    ...Object.entries(SETTINGS)
      .filter(([, setting]) => setting.readers.some((reader) => readers.includes(reader)))
      .map(([name]) => name),
    ...(readers.includes('page') ? Object.keys(FIRM_DEFAULTS) : []),
    ...(readers.includes('function') ? CHAT_FIRM_VARIABLES : []),
  ]);

/** The variables a `.env.example` sets (`NAME=`). */
const exampleNames = (text: string) => sorted(text.match(/^[A-Z][A-Z0-9_]+(?==)/gm) ?? []);

/** The variables named in the first column of a README's Markdown tables. */
const tableNames = (text: string, heading: string) => {
  const section = text.slice(text.indexOf(heading)).split(/\n## /)[0] ?? '';
  return sorted(
    section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => line.split('|')[1]?.match(/[A-Z][A-Z0-9_]{2,}/g) ?? []),
  );
};

describe('each setting is declared once, and every list of them agrees', () => {
  it('supabase/functions/.env.example lists the function’s, the tools’ and the gateway’s', () => {
    expect(exampleNames(read('supabase/functions/.env.example'))).toEqual(
      readBy('function', 'transcripts', 'gateway'),
    );
  });

  it('apps/site/.env.example lists the page’s', () => {
    expect(exampleNames(read('apps/site/.env.example'))).toEqual(readBy('page'));
  });

  it('the READMEs’ tables list the same', () => {
    expect(tableNames(read('supabase/README.md'), '## Environment')).toEqual(
      readBy('function', 'transcripts', 'gateway'),
    );
    expect(tableNames(read('apps/site/README.md'), '## Configuration')).toEqual(readBy('page'));
  });

  it('each .env.example states each default it gives as the list declares it', () => {
    const examples = `${read('supabase/functions/.env.example')}\n${read('apps/site/.env.example')}`;
    for (const [name, { default: fallback }] of Object.entries(SETTINGS)) {
      if (!/^[\w:/.-]+$/.test(fallback) || fallback.length < 2) continue;
      // The comment just above the variable (or its group) names the default.
      const before = examples.slice(0, examples.indexOf(`\n${name}=`));
      const comment = before.slice(before.lastIndexOf('\n\n')).replaceAll(',', '');
      expect(comment, name).toContain(fallback);
    }
  });

  it('`pnpm dev` passes every one of them through turbo to the gateway and the page', () => {
    const turbo = JSON.parse(read('turbo.json'));
    const passed: string[] = turbo.tasks.dev.passThroughEnv;
    const reaches = (name: string) =>
      passed.some((entry) =>
        entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : entry === name,
      );
    for (const name of readBy('function', 'gateway', 'page'))
      expect(reaches(name), name).toBe(true);
  });
});
