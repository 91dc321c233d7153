import { describe, expect, it } from 'vitest';
import { visitorArithmetic } from './arithmetic.ts';

describe('the visitor’s numbers', () => {
  it('works out differences, monthly and yearly forms and percentages of their amounts', () => {
    const lines = visitorArithmetic(
      ['single life pays 2,600 a month, joint 2,240', 'if i put 200k in an annuity paying 7%'],
      [],
    );
    expect(lines).toContain(
      '$2,600 less $2,240 is $360 ($4,320 over twelve months); together they are $4,840.',
    );
    expect(lines.join('\n')).toContain(
      '7% of $200,000 is $14,000 ($1,166.67, about $1,167 a month)',
    );
    expect(lines).toContain('$2,240 a month is $26,880 a year.');
  });

  it('works the largest amount less two others, and a share of a share, on the visitor’s numbers', () => {
    const freed = visitorArithmetic(
      [
        'selling our 950k house and buying a 550k condo, about 50k of costs. what does that give at 4%?',
      ],
      [],
    ).join('\n');
    expect(freed).toContain('$950,000 less $550,000 and $50,000 is $350,000; 4% of it is $14,000.');
    const credited = visitorArithmetic(
      ['a 50% participation rate and the s&p went up 12%, on my 100k'],
      [],
    ).join('\n');
    expect(credited).toContain('50% of 12% is 6%; 6% of $100,000 is $6,000.');
  });

  it('works a draw as a rate of savings, payments to pay back a sum, and a net amount grossed up for tax', () => {
    const lines = visitorArithmetic(
      ['were 65 with 900k and want 50k a year', 'an annuity pays 1,150 a month for 200k'],
      [],
    );
    expect(lines).toContain('$50,000 is 5.56% of $900,000.');
    expect(lines).toContain(
      '$200,000 is 173.9 payments of $1,150: 173.9 months, about 14.5 years.',
    );
    const net = visitorArithmetic(['need 40k. im in the 22% bracket and mass is 5%'], []);
    // 40,000 ÷ (1 − 27%).
    expect(net).toContain(
      'To keep $40,000 after 27% is taken (a tax or a cut), start from $54,794.52, about $54,795 ($40,000 ÷ 73%).',
    );
    expect(net).toContain('Half of $40,000 is $20,000.');
  });

  it('works a monthly amount to a later age, and the visitor’s amounts against the topic’s figures', () => {
    const years = visitorArithmetic(
      ['im 65, it pays 1,150 a month for life', 'and if i die at 72?'],
      [],
    );
    expect(years).toContain('From 65 to 72 is 7 years: $1,150 a month for 7 years is $96,600.');
    // Over the $24,480 earnings limit, $1 in $2 withheld.
    const over = visitorArithmetic(['my job will pay about 34,480 this year'], [], [24_480]);
    expect(over.join('\n')).toContain('$34,480 less $24,480 is $10,000 (half of it $5,000');
    expect(
      visitorArithmetic(['my job will pay about 20,000'], [], [24_480]).join('\n'),
    ).not.toContain('less $24,480');
    // Each of a number of people: from the message that names them.
    const gifts = visitorArithmetic(
      ['estate about 2.5 million', 'giving each of my 3 kids 19k?'],
      [],
    );
    expect(gifts).toContain('3 times $19,000 is $57,000.');
    expect(gifts).not.toContain('3 times $2,500,000 is $7,500,000.');
  });

  it('leaves plan numbers, years, ages and counts out of the amounts', () => {
    const lines = visitorArithmetic(
      ['my 401k and 403b, born 1960, retiring at 62 in 2027 with 4 grandkids over 5 years'],
      [3],
    );
    expect(lines).toEqual([]);
  });

  it('works an amount by the day over a year and the days named, and an amount compounded over the years named', () => {
    const care = visitorArithmetic(
      ['my ltc policy has a 90 day elimination period. the aide costs 240 a day, 7 days a week'],
      [],
    ).join('\n');
    expect(care).toContain(
      '$240 a day is $87,600 a year (365 days); for 90 days, $21,600; for 7 days, $1,680.',
    );
    const grown = visitorArithmetic(
      ['bought it 12 years ago with a 160 a day benefit and 3% compound inflation protection'],
      [],
    ).join('\n');
    // 160 × 1.03^12.
    expect(grown).toContain('$160 grown 3% a year, compounded, for 12 years is $228.12');
    // Without words of growth a percentage is not compounded.
    expect(
      visitorArithmetic(['12 years ago i paid 160 and the fee is 3%'], []).join('\n'),
    ).not.toContain('compounded');
  });

  it('sets years of a monthly amount aside from a sum, and takes the visitor’s amount from the figure the last reply opened with', () => {
    const bucket = visitorArithmetic(
      [
        'retiring with 800k invested. i need 5,500 a month from savings. keep 2 years of withdrawals in cash?',
      ],
      [],
    ).join('\n');
    expect(bucket).toContain(
      '2 years of $5,500 a month is $132,000; $800,000 less that is $668,000.',
    );
    const rest = visitorArithmetic(['i already took 10k out in january'], [], [], [23_144.1]);
    expect(rest).toContain('$23,144.10 less $10,000 is $13,144.10, about $13,144.');
    // The first two amounts together over a topic's figure: an estate with a policy over $2 million.
    const over = visitorArithmetic(
      ['house and investments about 1.6 million, plus a 750k life insurance policy'],
      [],
      [2_000_000],
    ).join('\n');
    expect(over).toContain('$2,350,000 less $2,000,000 is $350,000');
  });
});
