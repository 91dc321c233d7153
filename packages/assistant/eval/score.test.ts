import { describe, expect, it } from 'vitest';
import type { Answer, HistoryTurn } from '../src/types.ts';
import { feels, lead, opens, repeats, runCase, states, summarize, wordCount } from './score.ts';

const RECORD = { facet: null, confidence: 1, abstained: false };

describe('states', () => {
  it('matches figures in their usual forms', () => {
    for (const text of ['up to $35,750 in 2026', 'up to 35,750', 'up to 35750.'])
      expect(states(text, '$35,750'), text).toBe(true);
    expect(states('a 30 percent cut', '30%')).toBe(true);
    expect(states('up to $135,750', '35,750')).toBe(false);
    expect(states('up to $35,7500', '35,750')).toBe(false);
  });

  it('matches words at word boundaries, plurals included, case ignored', () => {
    expect(states('Plan your Withdrawals', 'withdrawal')).toBe(true);
    expect(states('age 73', '73')).toBe(true);
    expect(states('born 1973', '73')).toBe(false);
    expect(states('the cap applies', 'cap')).toBe(true);
    expect(states('escape', 'cap')).toBe(false);
  });

  it('takes any one of a list of equivalent forms', () => {
    expect(states('a five-year look-back', ['look back', 'look-back'])).toBe(true);
    expect(states('five years', ['5 years', 'five years'])).toBe(true);
    expect(states('nothing here', ['5 years', 'five years'])).toBe(false);
  });

  it('reads link text, not link targets', () => {
    expect(states('[Medicare.gov](https://example.com/plan-g)', 'plan-g')).toBe(false);
    expect(states('see [Supplement 1A](https://example.com)', 'supplement 1a')).toBe(true);
  });

  it('finds a lead form only in the first three sentences, after any title', () => {
    const text = '**Contribution limits:** One. Two. Three with $35,750. Four.\n\nLater $11,250.';
    expect(states(text, lead('35,750'))).toBe(true);
    expect(states(text, lead('11,250'))).toBe(false);
    expect(states(text, '11,250')).toBe(true);
    // An opening that begins with the figure states it; a list item's marker is not a figure.
    expect(states('**$33,850 for 2026, filing jointly.** More.', lead('33,850'))).toBe(true);
    expect(states('**62 is the earliest age.**', lead('62 is the earliest'))).toBe(true);
    expect(states('1. Call SSA.\n2. File.', lead('call ssa'))).toBe(true);
  });

  it('opens: yes or no begins the first or second sentence', () => {
    expect(states('**Yes.** You can.', opens('yes'))).toBe(true);
    expect(states("I'm so sorry. Yes, you can.", opens('yes'))).toBe(true);
    expect(states('**Roth conversions:** No, there is no age limit.', opens('no'))).toBe(true);
    expect(states('It costs $202.90. Yes, really.', opens('yes'))).toBe(true);
    expect(states('One. Two. Yes.', opens('yes'))).toBe(false);
    expect(states('Not at all.', opens('no'))).toBe(false);
    expect(states('It can, if income rises.', opens('yes', 'it can'))).toBe(true);
  });

  it('feels: the first sentence speaks to the visitor', () => {
    expect(states("I'm so sorry for your loss. Here is what to do.", feels('sorry'))).toBe(true);
    expect(states('Here is what to do. I am sorry.', feels('sorry'))).toBe(false);
  });
});

describe('repeats', () => {
  const card = [
    '**Title:** A summary sentence that is long enough to count as content.',
    '1. A first step that is long enough to count as content here.',
    '2. A second step that is long enough to count as content here.',
  ].join('\n');
  it('flags a reply that shows most of an earlier answer again', () => {
    expect(repeats(card, [card])).toBe(true);
    expect(
      repeats(`${card}\nA new line that is long enough to count as content too.`, [card]),
    ).toBe(true);
  });
  it('does not count the call line, the sources or the closing line every answer shares', () => {
    const closing = [
      '- Talk with our team to see how this applies to you: call [(617) 555-0142](tel:+16175550142).',
      '### Sources',
      '- [IRS Notice 2025-67: 2026 retirement plan limitations](https://www.irs.gov/pub/irs-drop/n-25-67.pdf)',
      '_This is general information, not individualized tax, legal, insurance or investment advice._',
    ].join('\n');
    const reply = `Yes: at 64 the catch-up drops back to the regular amount for everyone.\n${closing}`;
    expect(repeats(reply, [`${card}\n${closing}`])).toBe(false);
  });

  it('passes a reply that answers something new', () => {
    expect(
      repeats('Yes: at 64 the catch-up drops back to the regular $8,000 amount.', [card]),
    ).toBe(false);
    expect(repeats(card, [])).toBe(false);
  });
});

describe('runCase', () => {
  it('replays the conversation so the follow-up sees the answers given', () => {
    const seen: HistoryTurn[][] = [];
    const ask = (message: string, history: HistoryTurn[]): Answer => {
      seen.push(history);
      return { text: `Answer to ${message}.`, sources: [], kind: 'topic', topicId: 't', ...RECORD };
    };
    const r = runCase({ q: 'second', history: ['first'], must: ['answer to second'] }, ask);
    expect(seen[1]).toEqual([
      { role: 'user', content: 'first' },
      { role: 'ai', content: 'Answer to first.' },
    ]);
    expect(r.answered).toBe(true);
  });

  it('fails a missing fact, a forbidden fact, a wrong behaviour or a repeated card', () => {
    const reply =
      (text: string, kind: Answer['kind'] = 'topic') =>
      () => ({
        text,
        sources: [],
        kind,
        topicId: kind === 'topic' ? 't' : null,
        ...RECORD,
      });
    expect(runCase({ q: 'q', must: ['$11,250'] }, reply('Only $8,000.')).answered).toBe(false);
    expect(runCase({ q: 'q', not: ['plan g'] }, reply('Buy Plan G.')).answered).toBe(false);
    expect(runCase({ q: 'q', expect: 'handoff' }, reply('Sure.')).answered).toBe(false);
    expect(runCase({ q: 'q', expect: 'handoff' }, reply('Sure.', 'handoff')).answered).toBe(true);
    const same = reply('The same card, long enough to count as a line of content.');
    expect(runCase({ q: 'q', history: ['p'] }, same).repeated).toBe(true);
  });
});

describe('summarize', () => {
  it('gives the share answered, the forbidden facts stated and the median and p90 word counts', () => {
    const ask = (message: string): Answer => ({
      text: 'word '.repeat(Number(message)),
      sources: [],
      kind: 'topic',
      topicId: 't',
      ...RECORD,
    });
    const results = Array.from({ length: 10 }, (_, i) =>
      runCase(
        {
          q: String((i + 1) * 10),
          must: i < 7 ? ['word'] : ['absent'],
          not: i === 0 ? ['word', 'absent'] : i === 1 ? ['word'] : [],
        },
        ask,
      ),
    );
    expect(summarize(results)).toMatchObject({
      cases: 10,
      answered: 5,
      answeredRate: 0.5,
      wrongStatements: 2,
      medianWords: 50,
      p90Words: 90,
    });
    expect(wordCount('**Yes.** See [IRS](https://irs.gov) - $5,000.')).toBe(4);
  });
});
