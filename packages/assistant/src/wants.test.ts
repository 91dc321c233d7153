import { describe, expect, it } from 'vitest';
import { asksAmount, asksTime, statesAmount } from './wants.ts';

describe('what a question wants', () => {
  it('reads a question for an amount', () => {
    for (const q of [
      'how much do i have to take out this year',
      'if i hold off until 70 what will my check be',
      "what's my rmd this year",
      'what would i get if i file now',
      'what does the premium come to',
      'ira balance was 458k. what do i have to take out this year?',
      'what will we owe on it',
    ])
      expect(asksAmount(q), q).toBe(true);
  });

  it('does not read a time, a count or a yes or no as an amount', () => {
    for (const q of [
      'how much longer do i have to work',
      'when does my benefit start',
      'how many years do i have to empty it',
      'can i take it all in december?',
    ])
      expect(asksAmount(q), q).toBe(false);
  });

  it('tells an answer that opens with a dollar figure from one that does not', () => {
    expect(
      statesAmount('**About $24,752: $500,000 divided by 20.2.** Take it by December 31.'),
    ).toBe(true);
    expect(
      statesAmount('Missing one costs a 25% excise tax. The penalty on $10,000 is $2,500.'),
    ).toBe(false);
  });

  it('reads a question of when, not a condition that opens with when', () => {
    expect(asksTime('when is my first rmd due')).toBe(true);
    expect(asksTime('what age do i have to start rmds')).toBe(true);
    expect(asksTime('when one of us dies what does the one left get')).toBe(false);
    expect(asksTime('when is my rmd due and how much is it')).toBe(false);
  });
});
