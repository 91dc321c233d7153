import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTable } from '../../scripts/content.ts';
import { TOPICS } from './index.ts';

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
});
