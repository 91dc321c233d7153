import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTable } from '../../scripts/content.ts';
import { answer } from '../answer.ts';
import { TOPICS } from './index.ts';

/** Questions of the map answered from the topic it names, as last measured. */
const FLOOR = 333;

const MAP = join(import.meta.dirname, '..', '..', 'content', 'COVERAGE.md');

describe('coverage map', () => {
  it('names only topics that exist, and most of the public’s questions are covered', () => {
    const rows = parseTable(readFileSync(MAP, 'utf8'));
    const ids = new Set(TOPICS.map((t) => t.id));
    const gaps = rows.filter((r) => r.topic === '—');
    const named = rows.filter((r) => r.topic !== '—');
    for (const r of named) expect(ids, r['question the public asks']).toContain(r.topic);
    for (const r of rows) expect(r['where the issuer lists it'], r.topic).not.toBe('');
    const covered = named.length / rows.length;
    console.log(
      `coverage map: ${named.length}/${rows.length} public questions covered (${(100 * covered).toFixed(1)}%); gaps: ${gaps.map((g) => g['question the public asks']).join(' | ')}`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(covered).toBeGreaterThanOrEqual(0.95);
  });

  it('answers the public’s questions, as the issuers word them, from the topic the map names', () => {
    const rows = parseTable(readFileSync(MAP, 'utf8')).filter((r) => r.topic !== '—');
    const missed = rows.flatMap((r) => {
      const question = r['question the public asks'] as string;
      const reply = answer(question, [], { phone: '(617) 555-0142' });
      return reply.topicId === r.topic
        ? []
        : [`${question} → ${reply.topicId ?? reply.kind}, not ${r.topic}`];
    });
    console.log(
      `coverage map, asked: ${rows.length - missed.length}/${rows.length} answered from the topic named\n  ${missed.join('\n  ')}`,
    );
    // A regression check: no change may answer fewer of them.
    expect(rows.length - missed.length).toBeGreaterThanOrEqual(FLOOR);
  });
});
