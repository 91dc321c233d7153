/**
 * The seventh round, written on 25 November 2026 before the change of design it judges
 * (conversation state, answers worked out from the visitor's own numbers, abstaining when a
 * detail is missing). Written from the domain, not from the knowledge base or earlier rounds:
 * visitors aged 55 and over typing on phones about their own ages, incomes, balances and dates,
 * often two questions at once, follow-ups leaning on the previous answer, a loss, a diagnosis, a
 * layoff or a fear in the first line, and everyday requests mixed in. Before it was frozen its
 * scoring was read once against the answers of the engine of the day for faults of the rubric
 * only: hedged openings ("Probably yes") accepted and counted alike, one equivalent wording
 * added, and a wrong yes or no opening forbidden where it would state something false; no
 * question was changed and no required fact dropped. It was never tuned on and is scored as
 * written, misses included; its figure is reported, not gated.
 *
 * Every figure is the official 2026 figure, and every worked figure shows its arithmetic. Sources:
 * - SSA, 2026 COLA fact sheet (ssa.gov/cola): 2.8% COLA, earnings test $24,480 ($2,040 a month)
 *   and $65,160. SSA retirement planner (agereduction, delayret, applying7): 30% less at 62 and
 *   32.5% of the worker's amount for a spouse at 62 when full retirement age is 67, 8% a year of
 *   delayed credits to 70 (124%). SSA survivors: the $255 death payment. SSA, Social Security
 *   Fairness Act (signed 5 January 2025): WEP and GPO end for benefits after December 2023.
 * - IRS Publication 915, Worksheet 1 (base $25,000 single, $32,000 joint; $9,000 / $12,000 more).
 * - IRS Notice 2025-67: 401(k)/403(b) $24,500, catch-up $8,000, ages 60-63 $11,250, Roth
 *   catch-up above $150,000 of prior-year FICA wages, IRA $7,500 + $1,100, Roth phase-out
 *   $242,000-$252,000 joint, QCD $111,000 (2025: $108,000), QLAC $210,000.
 * - IRS Rev. Proc. 2025-32: standard deduction $16,100 / $32,200, extra $2,050 single and
 *   $1,650 married 65+, 12% bracket to $100,800 joint, 0% capital-gains rate to $49,450 /
 *   $98,900. IRS, One Big Beautiful Bill provisions: $6,000 senior deduction per person 65+,
 *   reduced by 6% of MAGI over $75,000 / $150,000.
 * - IRS Publication 590-B, Uniform Lifetime Table (from 2022): 73 → 26.5, 75 → 24.6 (the old
 *   table had 22.9 at 75). IRS RMD FAQs: RMDs from 73 for births 1951-1959, first one by April 1
 *   of the next year. IRS Publication 523: a surviving spouse keeps the $500,000 home-sale
 *   exclusion for a sale within 2 years of the death.
 * - CMS, 2026 Medicare Parts A and B premiums and deductibles: Part B $202.90, deductible $283,
 *   IRMAA tiers from 2024 MAGI ($218,000 / $274,000 / $342,000 joint; $405.80 in the second
 *   tier); 2025 was $185.00 and $370.00. CMS, 2026 Part D bid information: national base
 *   beneficiary premium $38.99 (2025: $36.78), late penalty 1% of it a month without cover.
 * - Medicare.gov: the 7-month initial enrollment period, the 8-month special enrollment period,
 *   COBRA is not coverage from current work, Medicare pays first when the employer has fewer
 *   than 20 employees (CMS Medicare Secondary Payer rules). 211 CMR 71.10: Massachusetts
 *   Medigap (Core, Supplement 1A; Supplement 1 only for those eligible before 2020) may not be
 *   refused or priced by health.
 * - Mass.gov: Social Security is not taxed; 5% income tax, also on long-term gains; the 4% surtax
 *   only above the threshold, the same threshold for joint filers; Senior Circuit Breaker credit
 *   (property tax plus half of water and sewer, over 10% of total income, capped at $2,820 for
 *   tax year 2025, total income limit $75,000 single, assessed-value limit); local property-tax
 *   exemptions (Clause 17D for surviving spouses, Clause 41C, Clause 41A deferral) through the
 *   assessors; estate tax credit of $99,600 so only estates over $2,000,000 pay, on the part over
 *   it; voluntary administration for estates up to $25,000 besides a car (G.L. c. 190B § 3-1201).
 * - MassHealth long-term care: $2,000 for the applicant, 5-year look-back, 2026 community spouse
 *   resource allowance $162,660 (CMS 2026 spousal impoverishment standards; 2025: $157,920).
 */
import { type EvalCase, feels, lead, opens } from './score.ts';

const PHONE = '555-0142';
/** A yes opening, plain or hedged ("Probably yes"). */
const yes = (...more: string[]) =>
  opens(
    'yes',
    'probably yes',
    'likely yes',
    'most likely yes',
    'usually yes',
    'generally yes',
    ...more,
  );
/** A no opening, plain or hedged ("Probably not"). */
const no = (...more: string[]) =>
  opens(
    'no',
    'probably not',
    'likely not',
    'most likely not',
    'usually not',
    'generally not',
    ...more,
  );
const CONDOLENCE = feels('sorry', 'condolences', 'loss');
const SYMPATHY = feels(
  'sorry',
  'hard',
  'difficult',
  'stressful',
  'scary',
  'frightening',
  'understandable',
  'worry',
  'worried',
  'not alone',
);

/** Characters inside one sentence of the normalised answer, as the scorer splits them. */
const IN_SENTENCE = '(?:[^\\n.!?]|[.!?](?!\\s))';
const SENTENCE_START = '(?:^|[.!?]\\s+|\\n)';
const NEGATION = "(?:\\b(?:not|no|never|cannot|unlike|instead|rather|neither|nor)\\b|n't\\b)";
const DECLINING =
  "(?:can't|cannot|can not|not able|unable|outside|don't|do not|isn't|is not|not something|only help|beyond|won't|afraid)";

/** A sentence that makes the claim (matched on the normalised answer) without denying it. */
function asserts(pattern: string): RegExp {
  return new RegExp(`${SENTENCE_START}(?!${IN_SENTENCE}*?${NEGATION})${IN_SENTENCE}*?${pattern}`);
}

/** A sentence that names the everyday request mixed into the message and declines it. */
function declines(thing: string): RegExp {
  return new RegExp(
    `${SENTENCE_START}(?=${IN_SENTENCE}*?\\b${thing})(?=${IN_SENTENCE}*?${DECLINING})`,
  );
}

const MA_EXEMPTS_SOCIAL_SECURITY = [
  'does not tax social security',
  "doesn't tax social security",
  'does not tax your social security',
  "doesn't tax your social security",
  'does not tax social security benefits',
  "doesn't tax social security benefits",
  'not taxed in massachusetts',
  'not taxed by massachusetts',
  'exempt from massachusetts',
  'no massachusetts tax',
];
const MA_TAXES_SOCIAL_SECURITY = asserts(
  '(?:massachusetts (?:also |does |will )?tax(?:es)? (?:your |part of your |some of your )?social security|social security (?:benefits )?(?:is|are) (?:also )?(?:taxable|taxed) (?:in|by) massachusetts)',
);
const RECOMMENDS_LETTERED_MEDIGAP = asserts(
  '\\b(?:get|choose|buy|pick|go with|recommend|consider|sign up for|enroll in) (?:a |the )?(?:medigap )?plan [gn]\\b',
);
const RECALCULATED = [
  'full retirement age',
  'not lost',
  'credited back',
  'recalculated',
  'recalculates',
  'recalculate',
];
const EIGHT_MONTHS = ['8 months', 'eight months', '8-month', 'eight-month'];
const TEN_YEARS = ['10 years', '10-year', 'ten years', 'tenth year', '10th year'];

// Conversations the follow-ups lean on.
const BREAK_EVEN_62 =
  "i'm 61 and my FRA is 67. my statement says $2,400 a month at 67 or $1,680 if i start at 62. if i take it at 62, how old will i be before waiting would have paid more?";
const WIDOW_SURVIVOR =
  'my husband died in march. he was getting $2,900 a month from social security and i get $1,400 on my own, im 68. what happens to my check now?';
const SINGLE_SS_TAX =
  "i'm 70 and widowed, my social security is $24,000 a year and my small pension is $20,000. do i owe federal tax on my social security?";
const WAITING_PAST_70 =
  "my husband turns 70 next week and still hasn't claimed, he says he wants to wait longer so it keeps growing. is there any point waiting past 70?";
// A full date of birth is removed before the engine sees it; month, year and day apart stay.
const MEDICARE_BIRTHDAY =
  'born in september 1962, i turn 65 on the 14th. when exactly can i sign up for medicare and when would it start?';
const IRMAA_2024 =
  "we had a big year in 2024 from selling a rental, our joint MAGI was about $290,000. what will part b cost us in 2026? we're both on medicare";
const MEDIGAP_WORCESTER =
  'turning 65 in april, i live in worcester. my friend in florida swears by plan G. which medigap should i get here?';
const RMD_612K =
  'i turned 75 in march and my IRA was worth $612,000 on december 31 last year. how much is my RMD this year?';
const CONVERT_IN_12 =
  "we're 66 and 64, married filing jointly, and our taxable income after deductions will be about $70,000 this year. how much can we convert to roth and still stay in the 12% bracket?";
const ZERO_RATE_GAINS =
  "we're 63 and 60, retired, living on about $40k a year of IRA withdrawals and not on social security yet. how much of our stock gains can we sell this year at the 0% federal rate?";
const SURTAX_SALE =
  "we're selling our small business next year with about a $1.5 million gain. is massachusetts going to hit us with the 4% millionaire tax on all of it?";
const LIFE_INSURANCE_FLORIST =
  'my husband passed away last week and there is a $250,000 life insurance policy. is that taxable income for me? also do you know a good florist for the service';
const ESTATE_2_4 =
  'our house and savings add up to about 2.4 million. will massachusetts tax the whole 2.4 when i die or just the part over 2 million?';

export const ROUND_7: EvalCase[] = [
  // Social Security: claiming, spousal, survivor, the earnings test, taxation, the repeal of
  // WEP and GPO, scams.
  {
    // $1,680 / $2,400 = 70%, the 30% reduction at 62. Head start 62→67: 60 × $1,680 = $100,800;
    // waiting gains $720 a month from 67: $100,800 / $720 = 140 months = 11 years 8 months,
    // so age 78 and 8 months (about 79), ignoring COLAs and interest.
    q: BREAK_EVEN_62,
    must: [['78', '79']],
  },
  {
    // At 70: $2,400 × 1.24 = $2,976. Giving up 36 × $2,400 = $86,400 to gain $576 a month:
    // $86,400 / $576 = 150 months = 12.5 years after 70, so about 82 and a half.
    q: 'and what if i wait all the way to 70 instead of 67?',
    history: [BREAK_EVEN_62],
    must: ['2,976', ['82', '83']],
  },
  {
    // A spouse at 62 with full retirement age 67 gets 32.5% of the worker's amount:
    // 0.325 × $3,000 = $975; spousal benefits start only once the worker has filed.
    q: 'my wife just turned 62 and never worked outside the home. my full retirement benefit is $3,000 a month. if she takes spousal now what would she get?',
    must: ['975', ['filed', 'file', 'claimed', 'collecting', 'started your', 'receiving']],
    not: [no()],
  },
  {
    // Past full retirement age a widow gets the larger of the two, not both: $2,900 instead of
    // $1,400 (never $2,900 + $1,400 = $4,300).
    q: WIDOW_SURVIVOR,
    must: [
      CONDOLENCE,
      '2,900',
      ['not both', 'instead of', 'the higher', 'the larger', 'not on top', 'replace', 'replaces'],
    ],
    not: ['4,300'],
  },
  {
    // She was paid on her own record, not as his spouse, so the $255 must be applied for
    // within 2 years of the death.
    q: 'do i have to apply for that $255 or does it just come?',
    history: [WIDOW_SURVIVOR],
    must: [yes('you have to apply', 'you need to apply', 'apply'), ['2 years', 'two years']],
    not: [no('it comes automatically', 'it is automatic', "it's automatic")],
  },
  {
    // ($40,000 − $24,480) = $15,520 over the limit; $1 withheld for every $2: $7,760. Not the
    // 2025 limit ($23,400) and not $1 for $3 ($5,173).
    q: 'im 63, started my social security in january at $1,900 a month. now i got a part-time job paying about $40,000 this year. how much will they hold back?',
    must: ['7,760', '24,480', RECALCULATED],
    not: [no(), '23,400', '5,173'],
  },
  {
    // In the first year of retirement the monthly test applies: a full check for any month with
    // earnings under $24,480 / 12 = $2,040, whatever was earned before.
    q: 'i retired at the end of june at 64 after making about 60k this year. can i still start social security now or does the earnings limit wipe out the rest of 2026?',
    must: [['monthly', 'each month', 'any month', 'month-by-month', 'month by month'], '2,040'],
    not: [no()],
  },
  {
    // 66 in 2026 means born in 1959 (full retirement age 66 and 10 months, reached this year:
    // limit $65,160 before that month, $30,000 is under it) or 1960 (67 in 2027: limit
    // $24,480, ($30,000 − $24,480) / 2 = $2,760 withheld). The birth year decides.
    q: "i'm 66 and collecting social security, working part time making about 30k a year. will they cut my checks?",
    must: [['born', 'birth', 'birthday'], '24,480', '65,160'],
    not: [no()],
  },
  {
    // Pub 915 Worksheet 1, joint: half of SS $20,000 + $50,000 IRA + $2,000 tax-exempt interest
    // = $72,000 provisional. Over $32,000 by $40,000; over $44,000 by $28,000.
    // Smaller of $40,000 and $12,000 = $12,000, half = $6,000, capped by half of SS ($20,000):
    // $6,000. 85% × $28,000 = $23,800. $6,000 + $23,800 = $29,800, under 85% × $40,000 =
    // $34,000: $29,800 taxable. Massachusetts does not tax Social Security.
    q: "we're both 67, social security is about 40k a year between us and we take around 50k from IRAs, plus about 2k of muni bond interest. how much of our social security gets taxed federally, and does mass tax it too?",
    must: ['29,800', MA_EXEMPTS_SOCIAL_SECURITY],
    not: [MA_TAXES_SOCIAL_SECURITY],
  },
  {
    // Single: $20,000 + half of $24,000 = $32,000 provisional, $7,000 over $25,000, under the
    // next $9,000: half of $7,000 = $3,500 taxable (85% would be $20,400). AGI $23,500 less the
    // $18,150 standard deduction ($16,100 + $2,050 at 65+) and the $6,000 senior deduction
    // (MAGI under $75,000) leaves no taxable income: no federal income tax.
    q: SINGLE_SS_TAX,
    must: [
      '3,500',
      ['no federal income tax', 'no tax', 'owe nothing', "won't owe", 'will not owe', 'zero'],
    ],
    not: [yes(), '20,400'],
  },
  {
    // With $10,000 more from the IRA: $30,000 + $12,000 = $42,000 provisional, $17,000 over
    // $25,000 and $8,000 over $34,000. Half of min($17,000, $9,000) = $4,500; 85% × $8,000 =
    // $6,800; $4,500 + $6,800 = $11,300 taxable (under 85% × $24,000 = $20,400). AGI $41,300
    // − $24,150 of deductions = $17,150 taxable: $1,240 + 12% × $4,750 = $1,810 of tax.
    q: 'what if i take an extra $10,000 out of my IRA this year?',
    history: [SINGLE_SS_TAX],
    must: ['11,300'],
    not: ['20,400'],
  },
  {
    // The Social Security Fairness Act ended the Government Pension Offset: a spouse with a
    // Massachusetts teacher's pension can now get spousal or survivor benefits, by applying.
    q: "my wife retired as a worcester teacher with a state pension and was always told she'd get nothing from my social security. is that still true?",
    must: [
      no('not anymore', 'not any more', 'not since'),
      ['social security fairness act', 'repealed', 'repeal'],
      ['apply', 'application', 'file'],
    ],
    not: [yes()],
  },
  {
    // Married 10+ years and divorced 2+ years: she can claim on him if she is unmarried now and
    // he is at least 62. Neither detail is given.
    q: 'i was married 14 years and divorced in 2001. my ex made way more than me. im 63, can i get spousal on his record?',
    must: [['remarried', 'remarry', 'unmarried', 'not married', 'single'], ['62']],
    not: [no()],
  },
  {
    // Delayed retirement credits stop at 70.
    q: WAITING_PAST_70,
    must: [no(), ['stop', 'no more', 'no further', 'maximum', 'max', 'maxes', 'end at 70']],
    not: [yes()],
  },
  {
    // At her full retirement age the spousal benefit is 50% of his amount at full retirement
    // age, not of his delayed amount: 0.5 × $2,800 = $1,400, so $1,400 − $900 = $500 more a
    // month. Not 0.5 × $2,800 × 1.24 = $1,736, and not $900 + $1,400 = $2,300.
    q: 'what about me? im 67, i get $900 on my own record and his full retirement amount is $2,800. do i get more once he files?',
    history: [WAITING_PAST_70],
    must: [yes(), '1,400', '500'],
    not: [no(), '1,736', '2,300'],
  },
  {
    q: "got a call saying my social security number is suspended and i have to buy gift cards to fix it. i'm shaking. is this real?",
    must: [
      no('this is a scam', "it's a scam", 'it is a scam', 'this is not real', "it's not real"),
      ['gift card'],
      ['hang up', 'report', 'oig', 'never'],
    ],
    not: [yes()],
  },

  // Medicare: enrolment windows, employer size, IRMAA, Massachusetts Medigap, Part D, costs.
  {
    // Turns 65 on 14 September 2027: 3 months before, the month, 3 after = 1 June to
    // 31 December 2027; signing up by 31 August starts coverage on 1 September 2027.
    q: MEDICARE_BIRTHDAY,
    must: ['june', 'december', 'september 1', '2027'],
  },
  {
    // Fewer than 20 employees: Medicare pays first, so Part B is needed at 65.
    q: "do i still need part b if i'm still working then? the company only has about 15 people",
    history: [MEDICARE_BIRTHDAY],
    must: [
      yes(),
      ['primary', 'pays first', 'first payer'],
      ['fewer than 20', 'under 20', 'less than 20', '20 or more', 'at least 20', '20 employees'],
    ],
    not: [no()],
  },
  {
    // Cover from a spouse's current work at an employer of 20 or more: Part B can wait, with an
    // 8-month special enrollment period when that work or cover ends.
    q: 'my husband is 66 and still working at a big hospital and im on his insurance. i turn 65 in may, do i need to sign up for part b?',
    must: [
      no(
        'not yet',
        'not necessarily',
        'you can wait',
        'you can delay',
        'you may delay',
        "you don't",
        'you do not',
      ),
      ['special enrollment period', ...EIGHT_MONTHS],
    ],
    not: [yes()],
  },
  {
    // COBRA is not coverage from current work: Part B within 8 months of the job ending.
    q: "i'm retiring at the end of this month at 66 and going on cobra from my job. do i need part b or is cobra good enough?",
    must: [
      [
        'does not count',
        "doesn't count",
        "isn't enough",
        'is not enough',
        'not good enough',
        'not current employment',
        'not based on current employment',
        'need part b',
        'sign up for part b',
        'enroll in part b',
        'should enroll',
        'should sign up',
      ],
      EIGHT_MONTHS,
    ],
    not: [
      asserts('cobra (?:is|counts as|will count as) (?:enough|creditable|good enough|fine)'),
      /\byou (?:do not|don't) need (?:to (?:sign up for|enroll in) )?part b\b/,
    ],
  },
  {
    // 2024 joint MAGI $290,000 is over $274,000 and up to $342,000: $405.80 a month each in
    // 2026 (not 2025's $370.00, nor the 2025 standard $185.00).
    q: IRMAA_2024,
    must: ['405.80'],
    not: ['185.00', '370.00'],
  },
  {
    // $405.80 each, $811.60 a month for the two of them.
    q: 'is that per person?',
    history: [IRMAA_2024],
    must: [yes(), '811.60'],
    not: [no()],
  },
  {
    // A spouse's death is a life-changing event: form SSA-44 asks for the surcharge on current
    // income.
    q: 'my wife passed last fall and now i got a letter saying my medicare premium is going way up because of our income from 2 years ago. im alone on one pension now. is there anything i can do?',
    must: [CONDOLENCE, ['ssa-44', 'life-changing event', 'life changing event']],
    not: [no()],
  },
  {
    // Massachusetts sells Core and Supplement 1A, not the lettered plans.
    q: MEDIGAP_WORCESTER,
    must: ['supplement 1a', 'core'],
    not: [RECOMMENDS_LETTERED_MEDIGAP],
  },
  {
    // 211 CMR 71.10: no Massachusetts Medigap insurer may refuse or price by health.
    q: 'and can they turn me down or charge me more because of my diabetes?',
    history: [MEDIGAP_WORCESTER],
    must: [no()],
    not: [yes(), RECOMMENDS_LETTERED_MEDIGAP],
  },
  {
    // 1% of the national base beneficiary premium ($38.99 in 2026) for each full month without
    // creditable drug cover, added for as long as the person has Part D.
    q: 'never signed up for part D when i turned 65 two years ago, had no drug coverage at all. whats the penalty if i join now?',
    must: [
      '1%',
      ['national base', 'base beneficiary premium', '38.99'],
      ['permanent', 'for life', 'as long as you have', 'for as long as', 'rest of your life'],
    ],
    not: [no(), '36.78'],
  },
  {
    // Original Medicare has no out-of-pocket limit: 20% of Part B costs after the $283
    // deductible; a Massachusetts Medigap plan fills that gap.
    q: 'just diagnosed with breast cancer at 67. im on original medicare with no supplement. is there a cap on what i pay out of pocket?',
    must: [
      SYMPATHY,
      no('not', 'original medicare has no', 'there is no', "there's no"),
      '20%',
      ['medigap', 'supplement 1a', 'core'],
    ],
    not: [yes()],
  },
  {
    // Premium-free Part A on a spouse's record (40 credits needed; 6 years give 24).
    q: 'i only worked 6 years in the US, my husband worked 35. do i have to pay for part A when i turn 65?',
    must: [
      no(),
      [
        'his record',
        "husband's record",
        "spouse's record",
        'his work',
        "husband's work",
        "spouse's work",
        'his earnings',
        "husband's earnings",
      ],
    ],
    not: [yes()],
  },
  {
    q: 'my medicare part b is coming out at 202.90 a month, is that right for 2026? also do you know a good plumber in quincy',
    must: [yes(), '202.90', declines('plumber')],
    not: ['185.00'],
  },
  {
    q: 'does medicare pay for dental cleanings? my wife needs a crown too. and can you recommend a dentist in newton',
    must: [
      no('not', 'original medicare does not', "original medicare doesn't", 'generally not'),
      ['medicare advantage', 'dental plan', 'dental insurance', 'dental coverage'],
      declines('dentist'),
    ],
    not: [yes()],
  },
  {
    // HSA contributions may continue while Part A and B wait, but claiming Social Security
    // starts Part A, and Part A later starts up to 6 months back.
    q: 'turning 65 in july, still working at a big company with an HSA. can i keep putting money in the HSA if i hold off on medicare?',
    must: [yes(), ['social security'], ['6 months', 'six months']],
    not: [no()],
  },

  // Retirement accounts: limits and catch-ups, IRAs, RMDs, QCDs, inherited accounts, early
  // withdrawals, conversions, rollovers.
  {
    // The 60-63 catch-up needs age 60 to 63 at the end of the year; turning 64 in 2026 leaves
    // the $8,000 catch-up: $24,500 + $8,000 = $32,500.
    q: 'im 63 now but turn 64 on december 20. can i still do the extra 60-63 catch up in my 401k this year?',
    must: [no('not', 'unfortunately'), '8,000', '32,500'],
    not: [yes()],
  },
  {
    // Anyone 50 by 31 December can make the catch-up all year: $24,500 + $8,000 = $32,500.
    q: 'turning 50 on dec 28. do i get the catch up in my 403b this year or do i have to wait till next year',
    must: [
      '8,000',
      '32,500',
      [
        'by december 31',
        'by the end of the year',
        'by year-end',
        'end of the calendar year',
        'by dec 31',
        'during the year',
        'this year',
      ],
    ],
    not: [asserts('(?:have|need) to wait')],
  },
  {
    // 2025 FICA wages of $162,000 are over $150,000: 2026 catch-ups must be Roth.
    q: 'i made $162,000 in wages last year and im 57. do my catch up contributions this year have to go in as roth?',
    must: [yes(), '150,000'],
    not: [no()],
  },
  {
    // Joint MAGI $245,000 is $3,000 into the $10,000 phase-out: each may put in
    // (1 − 0.3) × $8,600 = $6,020 (both over 50).
    q: "we're 58 and 56, married, MAGI about $245,000. can we each still put money in a roth ira this year?",
    must: [yes('partly', 'a reduced', 'some', 'you can'), '6,020'],
    not: [no()],
  },
  {
    // A spousal IRA on the working spouse's pay: $7,500 + $1,100 = $8,600 at 50+.
    q: 'i retired last year at 62 and have no earnings now, my wife still works and makes about 90k. can i still put money into an IRA?',
    must: [
      yes(),
      ['spousal', "wife's income", "wife's earnings", 'her earnings', 'her income'],
      '8,600',
    ],
    not: [no()],
  },
  {
    // Born 1951, RMDs since 73. At 75 the divisor is 24.6: $612,000 / 24.6 = $24,878.05
    // (the old table's 22.9 would give $26,724.89).
    q: RMD_612K,
    must: ['24,878', '24.6'],
    not: [['26,725', '26,724']],
  },
  {
    // A qualified charitable distribution, sent directly to the charity, counts toward the RMD
    // (up to $111,000 in 2026; $108,000 was 2025's).
    q: 'can i send part of that to my church instead of taking it?',
    history: [RMD_612K],
    must: [
      yes(),
      ['qcd', 'qualified charitable distribution'],
      ['directly', 'direct', 'straight from', 'straight to'],
    ],
    not: [no(), '108,000'],
  },
  {
    // Born 1953: 73 in 2026, the first RMD year; it may wait until April 1, 2027, but then two
    // come due in 2027.
    q: "born july 1953 and i haven't taken any rmd yet. do i really have to take it by december?",
    must: [
      no('not', "you don't", 'you do not'),
      'april 1, 2027',
      ['two', 'both', 'second', 'double'],
    ],
    not: [yes()],
  },
  {
    // IRAs need RMDs regardless; the current employer's plan can wait until retirement (unless
    // a 5% owner). Which accounts is the missing detail.
    q: "i'm 74 and still working part time at a hospital. do i have to take rmds?",
    must: [
      ['ira', 'iras'],
      [
        'still working',
        'still employed',
        'until you retire',
        'until retirement',
        'when you retire',
      ],
    ],
    not: [no()],
  },
  {
    // A child inherits under the 10-year rule; yearly withdrawals in years 1-9 only if the
    // mother had reached her required beginning date. Her age is the missing detail.
    q: "my mother died in february and left me her IRA. i'm 58. do i have to take money out every year or just empty it within 10 years?",
    must: [
      CONDOLENCE,
      TEN_YEARS,
      [
        'had started',
        'already started',
        'already taking',
        'was taking',
        'had begun',
        'required beginning date',
        'her age',
        'how old',
      ],
    ],
    not: [asserts(`stretch${IN_SENTENCE}*?over your (?:own )?(?:life|lifetime)`)],
  },
  {
    // Leaving the job in or after the year of turning 55 frees that employer's 401(k) from the
    // 10% penalty; rolling it to an IRA first loses that.
    q: 'got laid off in march at 56 😞 can i pull from my 401k without the 10% penalty or am i stuck waiting till 59½?',
    must: [SYMPATHY, ['rule of 55', 'age 55', 'turn 55', 'turned 55'], ['ira']],
    not: [asserts('(?:have|need) to wait (?:until|till) 59')],
  },
  {
    // The 12% bracket ends at $100,800 of joint taxable income: $100,800 − $70,000 = $30,800
    // (2025's $96,950 would give $26,950).
    q: CONVERT_IN_12,
    must: ['30,800', '100,800'],
    not: [no(), '96,950', '26,950'],
  },
  {
    // AGI ≈ $70,000 + $30,800 + $33,850 standard ($32,200 + $1,650) + $6,000 senior deduction
    // = $140,650, well under the $218,000 joint IRMAA line; 2026 income sets 2028 premiums.
    q: 'would that push up our medicare premiums?',
    history: [CONVERT_IN_12],
    must: [no(), '218,000', ['2028', 'two years', '2 years']],
    not: [yes()],
  },
  {
    // 20% of $80,000 = $16,000 withheld; to roll the whole $80,000 within 60 days the $16,000
    // must come from other money, or it is taxed as a distribution.
    q: 'my old 401k mailed me a check for $64,000, they held back 20% of the $80,000. can i still roll the whole $80,000 into my IRA?',
    must: [yes(), ['60 days', '60-day'], '16,000'],
    not: [no()],
  },
  {
    // First Roth money in 2025: the 5-year clock runs from 1 January 2025, so earnings are
    // tax-free from 1 January 2030 (the converted amount can come out now, past 59½).
    q: "i'm 61 and opened my first roth IRA last year with a conversion. can i take the earnings out tax free now?",
    must: [no('not yet'), ['5 years', '5-year', 'five years', 'five-year'], '2030'],
    not: [yes()],
  },
  {
    // A QLAC: up to $210,000 of IRA money into a deferred annuity starting by 85, left out of the
    // RMD balance.
    q: "i'm 72 with 900k in my IRA. can i put some into an annuity that doesn't start till 80 so my RMDs are smaller? how much?",
    must: [yes(), ['qlac', 'qualifying longevity annuity'], '210,000'],
    not: [no(), '200,000', '135,000'],
  },

  // Taxes: federal brackets and deductions, capital gains, Massachusetts.
  {
    // Both under 65: $40,000 − $32,200 = $7,800 of ordinary taxable income; the 0% rate runs
    // to $98,900 of taxable income: $98,900 − $7,800 = $91,100 of gains at 0%.
    // (2025's $96,700 and $31,500 would give $88,200.)
    q: ZERO_RATE_GAINS,
    must: ['91,100', '98,900'],
    not: [no(), '96,700', '88,200'],
  },
  {
    // Massachusetts taxes long-term gains at 5%; it has no 0% rate.
    q: 'and does massachusetts tax that gain too?',
    history: [ZERO_RATE_GAINS],
    must: [yes(), '5%'],
    not: [no()],
  },
  {
    // $6,000 − 6% × ($95,000 − $75,000) = $6,000 − $1,200 = $4,800.
    q: 'single, 68, my MAGI will be about $95,000. do i get the whole new $6,000 senior deduction?',
    must: [no('not', 'partly', 'part of'), '4,800'],
    not: [yes()],
  },
  {
    // $32,200 + $1,650 (one spouse 65+) = $33,850; the $6,000 senior deduction for her if joint
    // MAGI is under $150,000 (income not given).
    q: "i'm 67 and my husband is 63, we file jointly. what's our standard deduction this year and do we get that new senior deduction too?",
    must: [lead('33,850'), '6,000', '150,000'],
    not: [no(), '31,500', '33,100'],
  },
  {
    q: "moving from new hampshire to plymouth next year, i'm 66. will mass tax my social security? and what's the rate on my ira withdrawals?",
    must: [MA_EXEMPTS_SOCIAL_SECURITY, '5%'],
    not: [MA_TAXES_SOCIAL_SECURITY],
  },
  {
    // Surviving spouses can get a local exemption (Clause 17D; Clause 41C at 70, or 65 where
    // adopted; a Clause 41A deferral) from the assessors, and the state Circuit Breaker at 65+.
    q: 'my husband passed in the spring and the property tax bill on our house in braintree is killing me on one income. is there any help for widows?',
    must: [
      CONDOLENCE,
      ['17d', 'clause 17', 'exemption'],
      ['assessor', 'assessors', 'board of assessors'],
    ],
    not: [no()],
  },
  {
    // Credit = property tax + half of water and sewer − 10% of total income (Social Security
    // included): $5,600 + $400 − $4,000 = $2,000, under the $2,820 cap, income under $75,000.
    // The home's assessed value, also capped, is the missing detail.
    q: "i'm 72, single, own my house in lowell. income about $40k from SS and a small pension. property tax was $5,600 and water and sewer about $800. do i qualify for the circuit breaker and roughly how much?",
    must: ['2,000', ['assessed', 'valuation', 'value of your home', "home's value"]],
    not: [no(), '2,730'],
  },
  {
    // The 4% surtax applies only to taxable income above the threshold.
    q: SURTAX_SALE,
    must: [
      no('not', 'only'),
      ['above', 'over the threshold', 'portion', 'part above', 'amount over', 'excess'],
    ],
    not: [yes()],
  },
  {
    // Joint filers share the one threshold; it is not doubled.
    q: 'does that threshold double since we are married?',
    history: [SURTAX_SALE],
    must: [
      no(),
      [
        'same',
        'one threshold',
        'single threshold',
        'not doubled',
        "doesn't double",
        'does not double',
      ],
    ],
    not: [yes(), '2,166,300'],
  },
  {
    // Sold within 2 years of the death and not remarried: the $500,000 exclusion stays; her
    // half of the house also got a stepped-up basis at her death.
    q: "my wife died 18 months ago. i'm selling our house, we paid 300k and it's worth about 1.1 million now. do i still get the 500k exclusion or just 250k?",
    must: [
      CONDOLENCE,
      ['2 years', 'two years'],
      ['step-up', 'step up', 'stepped up', 'stepped-up'],
    ],
    not: [asserts('only (?:get|qualify for|have|receive) (?:the |a )?250000')],
  },

  // Annuities, pensions and income.
  {
    q: "i'm 70 and have 300k in CDs. a guy at a free lunch seminar wants me to put all of it in an indexed annuity with a 10 year surrender charge. good idea?",
    must: [['surrender'], ['liquidity', 'access', 'emergency', 'tie up', 'tied up', 'locked']],
    not: [yes()],
  },
  {
    // Withdrawals from a non-qualified annuity take the $60,000 of gain first: all $30,000 is
    // ordinary income (no 10% penalty at 66). Not pro rata ($30,000 × 60/160 = $11,250), not at
    // capital-gains rates.
    q: "i have a non-IRA annuity, paid 100k for it and it's worth 160k now. if i take 30k out how is it taxed? i'm 66",
    must: [
      ['ordinary income', 'taxed as income', 'income tax'],
      [
        'earnings first',
        'gains first',
        'gain first',
        'interest first',
        'earnings come out first',
        'gain comes out first',
        'last in, first out',
        'lifo',
        'fully taxable',
        'all taxable',
      ],
    ],
    not: ['11,250', asserts('capital gains? (?:rate|rates|tax)')],
  },
  {
    // An inherited annuity gets no step-up: the $80,000 − $50,000 = $30,000 of gain is
    // ordinary income to the beneficiary.
    q: 'my dad died last month and left me his annuity. he paid 50k and its worth 80k now. do i owe tax on the whole 80k?',
    must: [CONDOLENCE, no(), '30,000'],
    not: [yes(), asserts('step(?:ped)?[- ]up')],
  },
  {
    // $400,000 / $2,100 = 190.5 months ≈ 15.9 years: about age 81 before the payments add up to
    // the lump sum (no interest). Which is better turns on health, a spouse's survivor option
    // and inflation.
    q: 'retiring at 65 next month. my pension offers $400,000 lump sum or $2,100 a month for life. which is better and how long until the monthly adds up to the lump sum?',
    must: [
      ['190', '15.9', '16 years', '81'],
      ['survivor', 'spouse', 'married', 'health', 'life expectancy', 'inflation', 'cola'],
    ],
    not: [
      opens('take the lump', 'take the monthly', 'the lump sum is better', 'the monthly is better'),
    ],
  },
  {
    // 4% of $350,000 = $14,000 a year, plus $3,100 × 12 = $37,200 of Social Security; whether
    // it is enough turns on spending, which is not given.
    q: "honestly i'm scared we'll run out. is 350k enough to retire at 62? between us we'd get about $3,100 a month from social security",
    must: [
      SYMPATHY,
      '14,000',
      ['spend', 'spending', 'expenses', 'budget', 'live on', 'need each month'],
    ],
    not: [yes(), no()],
  },

  // Life insurance and beneficiaries.
  {
    q: LIFE_INSURANCE_FLORIST,
    must: [CONDOLENCE, no(), declines('florist')],
    not: [yes()],
  },
  {
    // A spouse can roll the 401(k) into her own IRA or keep it as an inherited account; at 57
    // the inherited account avoids the 10% penalty before 59½. The 10-year rule is not hers.
    q: "and what about his 401k? i'm the beneficiary and i'm 57",
    history: [LIFE_INSURANCE_FLORIST],
    must: [
      ['roll', 'rollover', 'your own ira', 'treat it as your own'],
      ['inherited ira', 'beneficiary ira', 'inherited account', 'beneficiary account'],
      ['59½', '59 1/2', '59.5', '59 and a half', '10%'],
    ],
    not: [asserts(`(?:empty|drain|withdraw (?:it )?all)${IN_SENTENCE}*?10 years`)],
  },
  {
    // Term pays only on death within the term; many policies can be converted to permanent
    // cover without a medical exam before a deadline.
    q: "i'm 63 and my 20-year term policy ends when i'm 65. if i'm still alive do i get anything back? and can i keep it somehow",
    must: [no(), ['convert', 'conversion']],
    not: [yes()],
  },
  {
    // The beneficiary designation, not the will, decides who gets the policy.
    q: 'my will splits everything between my 3 kids but the beneficiary on my life insurance is still my ex-husband from 20 years ago. doesnt my will override that?',
    must: [
      no(),
      ['beneficiary designation', 'beneficiary form', 'the form', 'designation'],
      ['update', 'change'],
    ],
    not: [yes()],
  },

  // Long-term care and MassHealth.
  {
    // Medicare pays only short skilled stays (up to 100 days after a hospital stay), not
    // custodial care; MassHealth, insurance or savings pay for that.
    q: "mom is 84 and was just diagnosed with alzheimer's. if she ends up in a nursing home does medicare pay for it?",
    must: [
      SYMPATHY,
      no('not', 'generally not', 'medicare does not', "medicare doesn't", 'only'),
      ['masshealth'],
      ['100 days', 'skilled', 'short-term', 'short term', 'custodial'],
    ],
    not: [yes()],
  },
  {
    // A gift within 5 years of applying delays MassHealth; an elder-law attorney plans around it.
    q: "can i just give my house to my kids now so masshealth can't take it if i need a nursing home later? i'm 78",
    must: [
      ['5 years', '5-year', 'five years', 'five-year', 'look-back', 'lookback', '60 months'],
      ['attorney', 'lawyer'],
    ],
    not: [asserts('\\b(?:3|three)[- ]year look[- ]?back')],
  },
  {
    // The spouse at home keeps up to $162,660 of countable assets in 2026 (2025: $157,920), the
    // home while she lives there, and he keeps $2,000.
    q: "my husband has parkinson's and is going into a nursing home next month. we have about 250k in savings plus the house. how much can i keep?",
    must: [SYMPATHY, '162,660', ['home', 'house']],
    not: ['157,920'],
  },

  // Estates and probate.
  {
    // Since 2023 the $99,600 credit means only estates over $2,000,000 pay, and only on the
    // part over it.
    q: ESTATE_2_4,
    must: [
      ['part over', 'amount over', 'above', 'excess', 'only the'],
      ['2 million', '2,000,000'],
    ],
    not: [yes('the whole', 'the entire', 'all of it')],
  },
  {
    // Adjusted taxable estate $2,400,000 − $60,000 = $2,340,000; the credit table gives
    // $106,800 + 8% × ($2,340,000 − $2,040,000) = $130,800; less the $99,600 credit = $31,200
    // before deductions for debts, funeral and administration.
    q: 'roughly how much would it be then?',
    history: [ESTATE_2_4],
    must: ['31,200'],
    not: ['130,800'],
  },
  {
    // Personal property up to $25,000 besides one car: voluntary administration 30 days after
    // the death, not full probate.
    q: 'dad passed and left just his car and about $15,000 in a bank account in his name, no will. do we have to go through full probate in massachusetts?',
    must: [CONDOLENCE, ['voluntary administration', 'small estate'], '25,000'],
    not: [yes()],
  },
  {
    q: 'my husband died two weeks ago and the bank says i need paperwork for our joint checking account. do i need a lawyer and probate to get to it?',
    must: [
      CONDOLENCE,
      ['survivorship', 'automatically', 'passes to you', 'belongs to you'],
      ['death certificate'],
    ],
    not: [yes(), asserts('(?:must|have to|need to|will need to) go through probate')],
  },

  // Scams, privacy and a person.
  {
    q: "someone from 'medicare' called offering me a free knee brace, they just need my medicare number to ship it. is it ok to give it?",
    must: [no(), ['scam', 'fraud']],
    not: [yes()],
  },
  {
    q: 'my ssn is [SSN removed], can you look up what my social security check will be at 67?',
    expect: 'privacy',
    must: [PHONE],
  },
  {
    q: "can someone from your office call me about my pension options? i'm 62 and retiring in august",
    expect: 'handoff',
    must: [PHONE],
  },
];
