import { describe, expect, it } from 'vitest';
import {
  amountWhereNone,
  confirmsFigure,
  deniesWhatPointAffirms,
  nothingOwed,
  restatedAnswer,
  restates,
  statesOtherwise,
  workedOtherAmount,
} from './claims.ts';
import { subjectWord } from './retrieve.ts';

const otherwise = (question: string, answer: string, message = question) =>
  statesOtherwise(question, message, answer, subjectWord);

describe('statesOtherwise', () => {
  it('reads "no" before what the statement claims as a denial, unless the sentence is a condition', () => {
    const annuity =
      'About $40,000 of it is taxable, as ordinary income. There is no step-up in basis for this growth.';
    expect(otherwise('i get a step up like her stocks, right?', annuity)).toBe(true);
    const ifDisabled =
      'If you are totally and permanently disabled: withdrawals before 59½ then owe no 10% penalty.';
    expect(otherwise('the 10% penalty applies since im 57, right?', ifDisabled)).toBe(false);
    // A denial reaches no further than its clause: the "no" denies an age limit, not the wages
    // named after the "but".
    const noAgeLimit =
      'IRA contributions have no age limit, but they are capped at your earned income for the year (wages or self-employment income).';
    expect(
      otherwise(
        'i can still contribute to my ira at 75 as long as i have wages, right?',
        noAgeLimit,
      ),
    ).toBe(false);
  });

  it('reads a can in the answer against a cannot in the statement, of the same verb', () => {
    const lapse = 'A universal life policy can lapse. Its charges rise with age.';
    expect(otherwise('its permanent insurance so it cant lapse right?', lapse)).toBe(true);
    expect(otherwise('my policy cannot be cancelled, right?', 'The insurer can cancel it.')).toBe(
      false,
    );
    expect(otherwise('it cant lapse right?', 'A whole life policy cannot lapse while paid.')).toBe(
      false,
    );
    expect(otherwise('they wont be taxed, right?', 'Your benefits will be taxed in part.')).toBe(
      true,
    );
    expect(otherwise('it cant lapse right?', 'It will not lapse while premiums are paid.')).toBe(
      false,
    );
  });

  it('reads a rate by the word after it: the 22% bracket is not the 12% bracket', () => {
    const bracket = 'At about $110,000 of taxable income, your top dollars are in the 22% bracket.';
    expect(otherwise('were still in the 12% bracket, right?', bracket)).toBe(true);
    expect(otherwise('were in the 22% bracket, right?', bracket)).toBe(false);
  });

  it('reads a denial in the second sentence of what the first leaves alone', () => {
    const myga =
      'A MYGA pays a fixed rate for a set term, much like a CD from an insurer. It is not FDIC insured: it rests on the insurer.';
    expect(otherwise('its fdic insured like my cds, right?', myga)).toBe(true);
    // What the first sentence settles, the second's denial of something else does not undo.
    expect(
      otherwise(
        'medicare covers my flu shot, right?',
        'Part B covers a flu shot each season at no cost. It does not cover shingles shots, which Part D covers.',
      ),
    ).toBe(false);
  });

  it('reads the opposite outcome: kept against sent back or lost', () => {
    const payment =
      'It goes back: none is due for the month of death, so a payment for that month or later must be sent back.';
    expect(otherwise('my brother says we keep the payment. right?', payment)).toBe(true);
    expect(
      otherwise(
        'i will lose my survivor benefit if i remarry, right?',
        'You keep your survivor benefit when you remarry at 60 or later.',
      ),
    ).toBe(true);
    expect(
      otherwise(
        'only one of us pays the higher part b, right?',
        'At about $230,000 filing jointly you are over the line, so each of you would pay $284.10 for Part B.',
      ),
    ).toBe(true);
    // The same outcome, or one that denies something itself, is no contradiction.
    expect(
      otherwise('we keep the payment, right?', 'You keep the payment for the month before.'),
    ).toBe(false);
    expect(
      otherwise('we keep the payment, right?', 'It does not go back if it came before the death.'),
    ).toBe(false);
  });

  it('reads a requirement the answer makes of what the visitor says was missing', () => {
    const will =
      'A will signed in Massachusetts is valid only if two witnesses who saw you sign also sign it.';
    const message =
      'wrote my own will by hand and signed it, no witnesses. thats valid in mass, right?';
    // "thats" leans on the sentence before, which says what was missing.
    expect(otherwise('thats valid in mass, right?', will, message)).toBe(true);
    // Witnesses were there: nothing missing.
    expect(
      otherwise(
        'thats valid in mass, right?',
        will,
        'signed it before two witnesses. thats valid in mass, right?',
      ),
    ).toBe(false);
    // Something else was missing ("no lawyer"): the requirement does not reach it.
    expect(
      otherwise(
        'thats valid in mass, right?',
        will,
        'wrote it myself with no lawyer. thats valid in mass, right?',
      ),
    ).toBe(false);
  });

  it('reads a figure the answer ties to the same words as another', () => {
    const rmd =
      'For someone born in 1960, RMDs (required minimum distributions) start at 75, in 2035.';
    expect(otherwise('born in 1960. my rmds start at 73 like everybody else right?', rmd)).toBe(
      true,
    );
    // A bare tag confirms the sentence before it.
    expect(
      otherwise('true?', rmd, 'born 1960, im 66. my sister says i have to start rmds at 73. true?'),
    ).toBe(true);
    // The visitor's own figure named in the answer: not denied.
    expect(
      otherwise(
        'my rmds start at 73 right?',
        'RMDs start at 73 if you were born 1951 to 1959 and at 75 if born in 1960 or later.',
      ),
    ).toBe(false);
    // The same figure, or a figure tied to other words: nothing stated otherwise.
    expect(otherwise('rmds start at 75 for me, right?', rmd)).toBe(false);
    expect(otherwise('i turn 73 in march, right?', rmd)).toBe(false);
  });

  it('reads a denial of what the statement affirms', () => {
    const gaps =
      'Original Medicare covers hospital care (Part A) and doctors and outpatient care (Part B), but not routine dental, vision or hearing care, not long-term custodial care in a nursing home or at home.';
    const message =
      'dad has alzheimers now and needs a nursing home for good. medicare will cover that since hes 82, right?';
    expect(otherwise('medicare will cover that since hes 82, right?', gaps, message)).toBe(true);
    expect(otherwise('medicare pays for my hearing aids now, right?', gaps)).toBe(true);
    // What the answer affirms is not denied.
    expect(otherwise('medicare covers my hospital stay, right?', gaps)).toBe(false);
    expect(
      otherwise(
        'my ss gets cut by that windfall rule, right?',
        'The Social Security Fairness Act ended the Windfall Elimination Provision and Government Pension Offset for benefits payable after December 2023.',
        'retired mass teacher with a state pension. my ss gets cut by that windfall rule, right?',
      ),
    ).toBe(true);
  });

  it('reads an amount put on what the statement says is none', () => {
    const worked =
      'About $13,600 of it is taxable. With $22,000 of Social Security and $5,000 of other income.';
    expect(otherwise('thats under 25,000 so none of my ss is taxable, right?', worked)).toBe(true);
    // An amount of something else, or an answer that says none as well.
    expect(otherwise('so none of my ss is taxable, right?', 'About $2,000 a month at 62.')).toBe(
      false,
    );
    expect(
      otherwise('so none of my ss is taxable, right?', 'None of it. Half your benefits plus…'),
    ).toBe(false);
    // A share owed on what the statement says is free; nothing owed is not one.
    const colonoscopy =
      'my screening colonoscopy is free on original medicare even if they take out a polyp, right?';
    expect(
      otherwise(
        colonoscopy,
        '15% of the approved amount: a screening colonoscopy costs nothing unless a polyp is removed.',
      ),
    ).toBe(true);
    expect(
      otherwise(
        colonoscopy,
        '$0 for the screening colonoscopy itself when the doctor accepts assignment.',
      ),
    ).toBe(false);
  });

  it('reads no denial in a condition, nor in a negated statement', () => {
    expect(
      otherwise(
        'i pay a penalty if i sign up for part b late, right?',
        'If you do not sign up for Part B when first eligible, you pay a late enrollment penalty for as long as you have it.',
      ),
    ).toBe(false);
    // "Medicare doesn't cover dental, right?" is a yes: never read as a no.
    expect(
      otherwise(
        "medicare doesn't cover dental, right?",
        'Original Medicare does not cover routine dental care.',
      ),
    ).toBe(false);
  });

  it('reads an answer that restates the outcome the statement asserts', () => {
    const hsa =
      'HSA contributions must stop once any part of Medicare starts, and because Part A can be backdated, stop six months before.';
    expect(restates('hsa contributions have to stop once i enroll in medicare, right?', hsa)).toBe(
      true,
    );
    // The answer denies the outcome, or the statement asserts none.
    expect(
      restates(
        'medicare only pays for so many therapy visits and then it stops, right?',
        'Medicare keeps paying for outpatient therapy as long as it is medically necessary.',
      ),
    ).toBe(false);
    expect(
      restates('the will overrides that right?', 'The beneficiary form decides who is paid.'),
    ).toBe(false);
  });
});

describe('confirmsFigure', () => {
  it('reads the same value tied to the same word as a confirmation', () => {
    const q = 'the part b deductible is 283 this year right?';
    expect(confirmsFigure(q, q, 'For 2026 the Part B deductible is $283 a year.')).toBe(true);
    const rmd = 'is that right?';
    const said = 'born in 1955, so my rmds start at 73. is that right?';
    expect(confirmsFigure(rmd, said, 'For someone born in 1955, RMDs start at 73, in 2028.')).toBe(
      true,
    );
  });
  it('does not when the answer states another figure, a condition or a denial', () => {
    const q = 'the part b deductible is 283 this year right?';
    expect(confirmsFigure(q, q, 'The Part B deductible is $257 for 2025 and $283 for 2026.')).toBe(
      false,
    );
    expect(confirmsFigure(q, q, 'If you have Medigap, the Part B deductible is $283.')).toBe(false);
    expect(confirmsFigure(q, q, 'The Part B deductible is not $283 for everyone.')).toBe(false);
    expect(confirmsFigure(q, q, 'The Part A deductible is $1,736.')).toBe(false);
    // "the 4% rule" names a rule: the answer's naming it confirms no figure of the visitor's.
    const rule = 'using the 4% rule im fine right?';
    expect(confirmsFigure(rule, rule, 'About $900,000: the 4% rule takes 25 times the gap.')).toBe(
      false,
    );
    // A figure whose last three words are small ones ("for me is") is tied to the words before
    // them: "age" is 66 in the statement and 67 in the answer, whatever the year confirms.
    const fra = 'full retirement age for me is 66, i was born in 1961. right?';
    expect(confirmsFigure(fra, fra, 'Born in 1961, your full retirement age is 67.')).toBe(false);
  });
  it('reads a figure nobody states by chance in a clause holding the word tied to it', () => {
    const ira = 'the ira limit is 8,600 at 50 and over right?';
    const answer =
      'At 50 you can put $8,600 into IRAs for 2026: $7,500 plus the $1,100 catch-up, counting traditional and Roth IRAs together.';
    expect(confirmsFigure(ira, ira, answer)).toBe(true);
    // A round figure needs the word itself beside it; a premium is no deductible.
    const round = 'the ira limit is 8,000 right?';
    expect(confirmsFigure(round, round, 'You can put $8,000 into IRAs in all.')).toBe(false);
    const deductible = 'part b deductible is 202.90 right?';
    expect(
      confirmsFigure(
        deductible,
        deductible,
        'The standard Part B premium is $202.90 a month and the Part B deductible is $283 a year.',
      ),
    ).toBe(false);
  });
});

describe('deniesWhatPointAffirms', () => {
  const asks = ['my ex hasnt filed yet can i get benefits on his record'];
  it('reads a denial that reaches the words of a phrasing the point answers yes', () => {
    expect(
      deniesWhatPointAffirms(
        'i cant get anything on his record till he files, right?',
        asks,
        subjectWord,
      ),
    ).toBe(true);
  });
  it('does not when the denial reaches other words', () => {
    expect(
      deniesWhatPointAffirms('i never remarried and his record is long, right?', asks, subjectWord),
    ).toBe(false);
  });
});

describe('restatedAnswer', () => {
  it('answers a plain question its answer restates: no when the clause denies it, else yes', () => {
    const ma =
      'Massachusetts does not tax Social Security or most government pensions, but taxes IRA withdrawals at 5%.';
    expect(restatedAnswer('does massachusetts tax social security', ma)).toBe('No');
    expect(
      restatedAnswer(
        'is there any help with my property taxes?',
        'Massachusetts helps older homeowners with property taxes in two ways: local exemptions and the credit.',
      ),
    ).toBe('Yes');
  });
  it('answers nothing when the clause lacks a word of the question, or qualifies itself', () => {
    const ma =
      'Massachusetts does not tax Social Security or most government pensions, but taxes IRA withdrawals at 5%.';
    expect(restatedAnswer('does massachusetts tax my ira withdrawals', ma)).toBeUndefined();
    expect(
      restatedAnswer(
        'will my medicare cover me over there',
        'Medicare covers only you; there is no family coverage.',
      ),
    ).toBeUndefined();
    expect(
      restatedAnswer(
        'is my social security taxable',
        'Up to 85% of Social Security can be taxable.',
      ),
    ).toBeUndefined();
  });
});

describe('workedOtherAmount', () => {
  it("tells a visitor's own reckoning of an amount from the worked one, within a rounding", () => {
    const worked =
      'About $406.40: the first $283 toward the deductible, then 20% of the other $617.';
    expect(workedOtherAmount('medicare pays 80% so i owe 180 right?', worked)).toBe(true);
    expect(workedOtherAmount('so i owe about 400 right?', worked)).toBe(false);
    expect(workedOtherAmount('so i owe 406.40 right?', worked)).toBe(false);
    // A percentage is a rate, not an amount; two amounts are not one reckoning.
    expect(workedOtherAmount('medicare pays 80% right?', worked)).toBe(false);
    expect(workedOtherAmount('i owe 180 or 200 right?', worked)).toBe(false);
    // A reckoning in steps is judged by what it comes to: the last amount.
    const own =
      'Nothing more on your spouse’s record: half of the $3,000 full benefit is $1,500, and your own $1,700 is already that much or more.';
    expect(
      workedOtherAmount('so i get my 1,700 plus half of his, 1,500, for 3,200 total right?', own),
    ).toBe(true);
    // A figure written to the dollar is the visitor's arithmetic: near is not it.
    const raised = 'About $2,056 a month: the 2.8% raise adds $56 to your $2,000 check.';
    expect(workedOtherAmount('my ss was 2,000 so now its 2,064?', raised)).toBe(true);
    expect(workedOtherAmount('my ss was 2,000 so now its 2,056?', raised)).toBe(false);
    expect(workedOtherAmount('my ss was 2,000 so now its about 2,050?', raised)).toBe(false);
  });
});

describe('nothingOwed', () => {
  it('reads a question of what the visitor owes against an answer that says nothing is', () => {
    const free =
      'Once every 24 months for people at risk; you pay nothing when the provider accepts assignment.';
    expect(nothingOwed('will i owe anything for it?', free)).toBe(true);
    expect(nothingOwed('do we have to pay for it?', free)).toBe(true);
    // Whether it is covered is another question; an amount or share owed is not nothing.
    expect(nothingOwed('does medicare cover it?', free)).toBe(false);
    expect(nothingOwed('will i owe anything?', 'You pay nothing after the $283 deductible.')).toBe(
      false,
    );
    expect(nothingOwed('will i owe anything?', 'You pay 20% of the approved amount.')).toBe(false);
  });
});

describe('amountWhereNone', () => {
  it('finds an amount put on what the question expects none of', () => {
    const owed = 'About $29,000 of it is taxable: only $111,000 can be a QCD.';
    expect(amountWhereNone('can i give it all so none of it gets taxed?', owed)).toBe(true);
    expect(amountWhereNone('can i give it all to charity?', owed)).toBe(false);
    expect(amountWhereNone('so none of it gets taxed?', 'None of it is taxable.')).toBe(false);
  });
});
