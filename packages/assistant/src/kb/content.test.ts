import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, emit, GENERATED, readContent } from '../../scripts/content.ts';
import { CALCULATORS } from '../calc/index.ts';

const root = join(import.meta.dirname, '..', '..');
const CONTENT = new Map(
  readdirSync(join(root, 'content')).map((name) => [
    name,
    readFileSync(join(root, 'content', name), 'utf8'),
  ]),
);
const calculators = Object.keys(CALCULATORS);

const TOPIC = `---
id: sample
title: A sample topic
area: tax
questions: [What is a sample?]
keywords: [sample]
sources: [irsPub915]
points:
  - asks: [is it a sample]
    says: Yes, up to {{stdSingle}}.
---

# A sample topic

The general answer.

## Steps

- One.
- Two.

## Benefits

- Good.

## Risks

- Bad.

## Next

- Call.
`;

function withTopic(text: string): Map<string, string> {
  return new Map([...CONTENT, ['sample.md', text]]);
}

describe('knowledge-base content', () => {
  it('is compiled: src/kb/content.gen.ts is what `pnpm content` writes from content/', () => {
    const committed = readFileSync(join(root, GENERATED), 'utf8');
    expect(committed, 'run `pnpm --filter @firm/assistant content`').toBe(
      emit(readContent(CONTENT, calculators)),
    );
  });

  it('reads a well-formed topic file', () => {
    const topic = readContent(withTopic(TOPIC), calculators).topics.find((t) => t.id === 'sample');
    expect(topic).toMatchObject({
      summary: 'The general answer.',
      steps: ['One.', 'Two.'],
      points: [{ asks: ['is it a sample'], says: 'Yes, up to {{stdSingle}}.' }],
    });
  });

  it('reads a misreading a point answers as a belief, answered only with a No', () => {
    const belief = TOPIC.replace(
      '  - asks: [is it a sample]\n    says: Yes, up to {{stdSingle}}.',
      '  - believes: [a sample is unlimited]\n    says: No, up to {{stdSingle}}.',
    );
    const topic = readContent(withTopic(belief), calculators).topics.find((t) => t.id === 'sample');
    expect(topic?.points).toEqual([
      { asks: ['a sample is unlimited'], belief: true, says: 'No, up to {{stdSingle}}.' },
    ]);
    const yes = belief.replace('says: No,', 'says: Yes,');
    expect(() => readContent(withTopic(yes), calculators)).toThrow(/"No" first/);
  });

  it.each([
    ['no front matter', TOPIC.replace(/^---\n/, ''), /no front matter/],
    ['an unknown area', TOPIC.replace('area: tax', 'area: gardening'), /area/],
    ['an unknown figure', TOPIC.replace('{{stdSingle}}', '{{stdSingel}}'), /unknown figure/],
    ['an unknown source', TOPIC.replace('irsPub915', 'irsPub9150'), /unknown source/],
    ['a dollar amount typed in', TOPIC.replace('{{stdSingle}}', '$16,100'), /\{\{figure\}\}/],
    [
      'an unknown calculator',
      TOPIC.replace('says: Yes, up to {{stdSingle}}.', 'calculator: noSuchThing'),
      /unknown calculator/,
    ],
    ['a point with neither text nor calculator', TOPIC.replace(/\n {4}says: .*/, ''), /either/],
    ['an unknown section', TOPIC.replace('## Risks', '## Warnings'), /unknown section/],
    ['too few steps', TOPIC.replace('- Two.\n', ''), /steps/],
    ['an id that is not the file name', TOPIC.replace('id: sample', 'id: other'), /file name/],
  ])('rejects %s with a message naming the file', (_name, text, message) => {
    expect(() => readContent(withTopic(text), calculators)).toThrow(ContentError);
    expect(() => readContent(withTopic(text), calculators)).toThrow(message);
  });

  it('rejects a figure without a year or with an unknown source', () => {
    const figures = CONTENT.get('figures.md') as string;
    const noYear = figures.replace(
      '| deferral | 24,500 | year | 2026 |',
      '| deferral | 24,500 | year | |',
    );
    expect(() => readContent(new Map([...CONTENT, ['figures.md', noYear]]), calculators)).toThrow(
      /figures\.md row 1: year/,
    );
    const badSource = figures.replace('| 2026 | irsNotice202567 |', '| 2026 | nowhere |');
    expect(() =>
      readContent(new Map([...CONTENT, ['figures.md', badSource]]), calculators),
    ).toThrow(/unknown source "nowhere"/);
  });
});
