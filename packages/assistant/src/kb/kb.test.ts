import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer } from '../answer.ts';
import type { Details } from '../types.ts';
import { dollars, FIGURES, fig, fill, total } from './figures.ts';
import { fnv1a, KB_VERSION, kbContent, TOPICS, topicText } from './index.ts';

/** Figures come from the federal and Massachusetts bodies that set them (agencies, PBGC, HUD, the General Court). */
const ISSUERS =
  /^https:\/\/(?:www\.)?(irs|ssa|medicare|cms|mass|pbgc|hud|malegislature|fdic|treasurydirect)\.gov\/|^https:\/\/edie\.fdic\.gov\//;

describe('knowledge base', () => {
  it('has at least 50 topics with unique ids and every part filled in', () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(TOPICS.length);
    for (const t of TOPICS) {
      const variants = t.questions.length + (t.points ?? []).flatMap((p) => p.asks).length;
      expect(variants, t.id).toBeGreaterThanOrEqual(3);
      expect(t.steps.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.benefits.length, t.id).toBeGreaterThanOrEqual(1);
      expect(t.risks.length, t.id).toBeGreaterThanOrEqual(1);
      expect(t.sources.length, t.id).toBeGreaterThanOrEqual(1);
      expect(t.summary, t.id).not.toContain('\n');
    }
  });

  it('covers the four suggestion chips', () => {
    const chips = [
      'Would an annuity work for me?',
      'Should I be a 1099 or a W-2?',
      'Which health plan saves me more?',
      'Am I saving enough for retirement?',
    ];
    const ids = chips.map((q) => answer(q, [], { phone: '(617) 555-0142' }).topicId);
    expect(ids).toEqual(['annuity-fit', 'w2-vs-1099', 'health-plan-choice', 'saving-enough']);
  });

  it('writes every dollar figure through the figure list, so each has a year and a source', () => {
    const written = (t: (typeof TOPICS)[number]) => [
      ...topicText(t),
      ...(t.points ?? []).flatMap((p) => [...p.asks, typeof p.says === 'string' ? p.says : '']),
    ];
    for (const t of TOPICS) {
      for (const line of written(t)) {
        // "$1 for every $2" is a ratio, not a published figure.
        expect(line, t.id).not.toMatch(/\$\d{3,}|\$\d{1,3},\d{3}/);
        expect(fill(line).text, t.id).not.toMatch(/\{\{/);
      }
    }
  });

  it('takes every figure from an issuing body, for 2025 or later, and writes it plainly', () => {
    for (const [name, f] of Object.entries(FIGURES)) {
      expect(f.source.url, name).toMatch(ISSUERS);
      expect(f.year, name).toBeGreaterThanOrEqual(2025);
    }
    expect(fig(FIGURES.deferral)).toBe('{{deferral}}');
    expect(fill(`up to ${fig(FIGURES.deferral)} and ${fig(FIGURES.partBPremium)}`)).toEqual({
      text: 'up to $24,500 and $202.90 a month',
      figures: [FIGURES.deferral, FIGURES.partBPremium],
    });
    expect(fill('{{unknown}}').text).toBe('{{unknown}}');
    expect([dollars(15_000_000), dollars(283), dollars(689.9), dollars(0.5)]).toEqual([
      '$15,000,000',
      '$283',
      '$689.90',
      '$0.50',
    ]);
  });

  it('answers no phrasing of being stuck or too old with a yes', () => {
    // "am i stuck with my plan?" and "am i too old to…?" ask the opposite of "can i leave?" and
    // "can i still…?": a point whose yes answers those must not list them.
    const STUCK = /\b(?:stuck|locked in|too old|too late|too young)\b/;
    for (const t of TOPICS)
      for (const p of t.points ?? [])
        if (typeof p.says === 'string' && /^Yes\b/.test(p.says))
          for (const a of p.asks) expect(STUCK.test(a), `${t.id}: ${a}`).toBe(false);
  });

  it('never says a monthly figure\'s "a month" twice', () => {
    // A figure kept per month is written with its "a month": "{{partBPremium}} a month" doubles it.
    for (const t of TOPICS)
      for (const line of [...topicText(t), ...(t.points ?? []).map((p) => p.says)])
        if (typeof line === 'string')
          expect(fill(line).text, t.id).not.toMatch(/\ba month a month\b|\ba year a year\b/);
  });

  it('adds up figures written as a total, with each figure’s source', () => {
    expect(fill(`${total(FIGURES.deferral, FIGURES.catchUp6063)} in all`)).toEqual({
      text: '$35,750 in all',
      figures: [FIGURES.deferral, FIGURES.catchUp6063],
    });
    // Three months of a monthly figure: a bill for the quarter, not "a month".
    expect(fill('a bill of {{partBPremium*3}}')).toEqual({
      text: 'a bill of $608.70',
      figures: [FIGURES.partBPremium],
    });
  });

  it('works out a plain answer of one to three sentences for any details a visitor gives', () => {
    const samples: Details[] = [{ ages: [], monthly: [], benefitAt: [] }];
    for (const age of [45, 55, 61, 64, 67, 74, 90])
      for (const married of [true, false, undefined])
        for (const amount of [undefined, 20_000, 90_000, 140_000, 250_000, 600_000, 3_000_000])
          samples.push({
            ages: married ? [age, age + 3] : [age],
            birthYear: 2026 - age,
            married,
            income: amount,
            earnings: amount,
            gain: amount,
            assets: amount,
            spending: amount === undefined ? undefined : amount / 10,
            monthly: amount === undefined ? [] : [2_800, 1_500],
            employees: amount === undefined ? undefined : Math.round(amount / 10_000),
            benefitAt:
              amount === undefined
                ? []
                : [
                    { age: 62, monthly: 1_800 },
                    { age: 70, monthly: 3_190 },
                  ],
            benefits: amount === undefined ? undefined : amount / 5,
            otherIncome: amount,
            taxableIncome: amount,
            birthMonth: amount === undefined ? undefined : (age % 12) + 1,
            claimAge: amount === undefined ? undefined : 62 + (age % 9),
            family: married,
          });
    for (const t of TOPICS) {
      for (const point of t.points ?? []) {
        if (typeof point.says === 'string') continue;
        for (const d of samples) {
          const text = fill(point.says(d)).text;
          expect(text, `${t.id}: ${point.asks[0]}`).not.toMatch(/\{\{|undefined|NaN|Infinity|\$-/);
          const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
          expect(sentences, `${t.id}: ${text}`).toBeLessThanOrEqual(3);
          // A worked answer to a misreading answers it "No" first, as a written one does.
          if (point.belief) expect(text, `${t.id}: ${point.asks[0]}`).toMatch(/^No\b/);
        }
      }
    }
  });

  it('derives the version from the content', () => {
    expect(KB_VERSION).toBe(`2026-${fnv1a(kbContent())}`);
    // The answers a topic works out count as content too.
    expect(kbContent()).toContain('=>');
    expect(fnv1a('a')).not.toBe(fnv1a('b'));
  });
});

describe('portability (Deno imports src/index.ts directly)', () => {
  const root = join(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(root, f));

  it('uses only relative imports and the contract (which Deno maps), with the .ts extension, and no JSON', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
        expect(m[1], file).toMatch(/^(?:\.\.?\/|@firm\/contract\/)[\w./-]+\.ts$/);
      }
      expect(source, file).not.toMatch(/\bimport\s*\(|\brequire\s*\(/);
    }
  });

  it('uses no Node or DOM globals', () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(
        /\b(?:process|Buffer|window|document|Deno|localStorage|navigator)\.[a-zA-Z]/,
      );
    }
  });
});
