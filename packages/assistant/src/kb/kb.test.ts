import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer } from '../answer.ts';
import { F, fig } from './figures.ts';
import { fnv1a, KB_VERSION, TOPICS, topicText } from './index.ts';

const ISSUERS = /^https:\/\/www\.(irs|ssa|medicare|cms|mass)\.gov\//;

describe('knowledge base', () => {
  it('has at least 50 topics with unique ids and every part filled in', () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(TOPICS.length);
    for (const t of TOPICS) {
      expect(t.questions.length, t.id).toBeGreaterThanOrEqual(3);
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

  it('gives every dollar figure its year and a link to the issuing body', () => {
    for (const t of TOPICS) {
      for (const line of topicText(t)) {
        for (const m of line.matchAll(/\$\d[\d,]*(?:\.\d+)?(?:[^($]{0,20})?/g)) {
          const amount = m[0].match(/^\$[\d,.]+/)?.[0] as string;
          if (amount.replace(/\D/g, '').length < 3) continue; // "$1 for every $2"
          const after = line.slice((m.index as number) + amount.length);
          expect(after, `${t.id}: ${amount}`).toMatch(
            /^[^(]{0,25}\((?:19|20)\d\d, \[[a-z.]+\]\(https:\/\/www\.(irs|ssa|medicare|cms|mass)\.gov\//,
          );
        }
      }
    }
  });

  it('takes every figure from an issuing body, for 2025 or later', () => {
    for (const [name, f] of Object.entries(F)) {
      expect(f.source.url, name).toMatch(ISSUERS);
      expect(f.year, name).toBeGreaterThanOrEqual(2025);
    }
    expect(fig(F.deferral)).toBe(
      '$24,500 (2026, [irs.gov](https://www.irs.gov/pub/irs-drop/n-25-67.pdf))',
    );
  });

  it('derives the version from the content', () => {
    expect(KB_VERSION).toBe(`2026-${fnv1a(JSON.stringify(TOPICS))}`);
    expect(fnv1a('a')).not.toBe(fnv1a('b'));
  });
});

describe('portability (Deno imports src/index.ts directly)', () => {
  const root = join(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(root, f));

  it('uses only relative imports with the .ts extension, and no JSON', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
        expect(m[1], file).toMatch(/^\.\.?\/[\w./-]+\.ts$/);
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
