import { describe, expect, it } from 'vitest';
import { readDetails } from './details.ts';
import type { HistoryTurn } from './types.ts';

const read = (message: string, earlier: string[] = []) =>
  readDetails(
    message,
    earlier.flatMap((content): HistoryTurn[] => [
      { role: 'user', content },
      { role: 'ai', content: 'At 99 you can do anything; born in 1900.' },
    ]),
  );

describe('readDetails', () => {
  it('reads an admission supposed with "imagine", and medical costs and AGI told plainly', () => {
    expect(
      read("imagine she'd been formally admitted instead. forty days at the rehab facility", [
        "her paperwork says 'observation'. discharge planner recommends a rehab facility",
      ]),
    ).toMatchObject({ observation: false, stayDays: 40, stayIn: 'snf' });
    expect(
      read(
        'rehab stay plus physicians cost me 30,000 out of pocket, adjusted gross 60,000. deductible portion?',
      ),
    ).toMatchObject({ medicalCosts: 30_000, income: 60_000 });
  });

  it('reads how many insulins', () => {
    expect(read('put on two kinds of insulin, about 90 a month for each').insulins).toBe(2);
    expect(read('my insulin is 400 a month').insulins).toBeUndefined();
  });

  it('adds the days still to come to the day a stay has reached', () => {
    expect(
      read('inpatient since september, its day 90 today and they think ten more days').stayDays,
    ).toBe(100);
    expect(read('she is on day 30 of rehab, maybe another 5 days').stayDays).toBe(35);
    expect(read('he is on day 75 in the hospital').stayDays).toBe(75);
  });

  it('reads the months of two hospital admissions, and a later one supposed instead', () => {
    const told =
      'my wife was admitted for 4 days in february with pneumonia, then again in june for a week after a fall. do we owe the deductible both times?';
    expect(read(told)).toMatchObject({ admissionMonths: [2, 6], firstStayDays: 4 });
    expect(
      read(
        'two admissions this year: pneumonia in february (five nights), knee replacement october',
      ),
    ).toMatchObject({ admissionMonths: [2, 10], firstStayDays: 5 });
    // "what if … in early march instead": the later admission moves; the first stays.
    const moved = read('what if that second admission had happened in early march instead?', [
      told,
    ]);
    expect(moved.admissionMonths).toEqual([2, 3]);
    expect(moved.readmissionMonth).toBeUndefined();
    expect(
      read('went back into mass general 3 weeks after getting discharged from my first stay')
        .daysOut,
    ).toEqual({ count: 3, unit: 'week' });
    expect(read('readmitted to the hospital ten days after he was discharged').daysOut).toEqual({
      count: 10,
      unit: 'day',
    });
    // Months of something else, or "may" as a verb, are not admissions.
    expect(read('i may need surgery in june').admissionMonths).toBeUndefined();
    expect(read('i turn 65 in march and retire in june').admissionMonths).toBeUndefined();
  });

  it('reads a text without a digit by the patterns that need none, the same as with one', () => {
    // Each detail here is read from words alone; the same message with an amount in it reads them
    // alike, besides the amount.
    const words =
      'my husband passed away, i have a joint and survivor pension and a simple ira, my birthday is in march, i forgot my rmd, mom needs home care for two years, she was under observation in the hospital and is in rehab now, we have no medigap';
    const found = {
      widowed: true,
      married: false,
      jointAnnuity: true,
      simplePlan: true,
      birthMonth: 3,
      rmdMissed: true,
      careYears: 2,
      observation: true,
      stayIn: 'snf',
    };
    expect(read(words)).toMatchObject(found);
    expect(read(`${words}. the ira has 300k`)).toMatchObject({ ...found, assets: 300_000 });
    expect(read(`${words}. the ira has 300k`).supplemented).toBeUndefined();
  });

  it('reads an amount saved as savings, not as the Social Security named before it', () => {
    const d = read(
      'we get 4,000 a month in social security combined and have 800k saved. can we afford to spend 70k a year?',
    );
    expect(d.assets).toBe(800_000);
    expect(d.benefits).not.toBe(800_000);
    expect(d.spending).toBe(70_000);
  });

  it('reads "a 50k ira withdrawal" as a withdrawal, not as savings', () => {
    const d = read("how much tax on a 50k ira withdrawal if i'm single with 30k of other income?");
    expect(d.withdrawal).toBe(50_000);
    expect(d.assets).toBeUndefined();
  });

  it('reads a net profit named after its amount as pay from work, not a gain', () => {
    const d = read('self employed, schedule c will show 55k gross but 32k net profit for 2026');
    expect(d.earnings).toBe(32_000);
    expect(d.gain).toBeUndefined();
  });

  it('reads an amount by the word right after it before a word earlier in the sentence', () => {
    const both = read("I'm 67 single, income is 30k ss and 25k pension. do i owe federal tax?");
    expect(both.benefits).toBe(30_000);
    expect(both.otherIncome).toBe(25_000);
  });

  it('reads a home named after its value as a holding, so an estate adds it to the savings', () => {
    expect(read("i'm a widow with a 600k house and 800k in investments").estate).toBe(1_400_000);
    expect(read('selling my 600k house, the house sale closes in may').estate).toBeUndefined();
  });

  it('reads a claim already made as a claiming age, and the visitor’s own death as a spouse widowed', () => {
    const mine = read(
      'I claimed at 62 with 1,800. if i die first what will my wife get as a widow?',
    );
    expect(mine.claimAge).toBe(62);
    expect(mine.monthly).toEqual([1_800]);
    expect(mine.ages).toEqual([]);
    expect(mine.widowed).toBeUndefined();
    expect(mine.married).toBe(true);
    const his = read('my husband claimed at 62 and gets 1,600. if he dies what do i get?');
    expect(his.spouseClaimAge).toBe(62);
    expect(his.ages).toEqual([]);
    expect(his.widowed).toBe(true);
    // A claim weighed, not made, names no claim of the spouse's; a death told as past stays a widow's.
    expect(read('and if he just claimed at 62?').spouseClaimAge).toBeUndefined();
    expect(read('my husband died in may. if i die too what happens to the house?').widowed).toBe(
      true,
    );
  });

  it('reads a widow to be as married, and "never married" as single', () => {
    expect(read('my husband wants to claim now. what would i get as a widow?').married).toBe(true);
    expect(read('never married, selling my condo').married).toBe(false);
  });

  it('reads the visitor’s own terminal illness, not someone else’s', () => {
    expect(read('my oncologist says my cancer is terminal. im 56').terminal).toBe(true);
    expect(read('i was told i have about 18 months to live').terminal).toBe(true);
    expect(read('my mom is terminal and in hospice').terminal).toBeUndefined();
  });

  it('reads who is covered by a retirement plan at work, clause by clause', () => {
    expect(read('single, 56, i have a 401k at work. my magi is 86,000').workPlan).toBe('self');
    expect(
      read('my wife has a 401k at work, i dont have one. our joint magi is 180,000').workPlan,
    ).toBe('spouse');
    expect(read('we both contribute to 403b plans at our jobs').workPlan).toBe('both');
    expect(read('married, neither of us has a plan at work').workPlan).toBe('neither');
    expect(read('single and i dont have a retirement plan at work').workPlan).toBe('neither');
    // A plan of a job left is not coverage this year; a balance alone says nothing of it.
    expect(read('i still have my old 401k from my last job').workPlan).toBeUndefined();
    expect(read('im 70 with 300k in my 401k').workPlan).toBeUndefined();
  });

  it('reads ages stated plainly, a couple’s ages, and passing mentions only as a last resort', () => {
    expect(read("how much can I put in my 401k if I'm 61 in 2026").ages).toEqual([61]);
    // The cents of a price before a year are no age.
    expect(read('part b costs 202.90 in 2026, correct?').ages).toEqual([]);
    expect(read('im 74, can i give my rmd to charity').ages).toEqual([74]);
    expect(read('do we both get it? married, 67 and 70, income about 140k').ages).toEqual([67, 70]);
    expect(read('husband is 66 and i am 62, when should we claim').ages).toEqual([62, 66]);
    expect(read('is it too late to do a roth conversion at 72').ages).toEqual([72]);
    expect(read('im single, 66, income around 90k').ages).toEqual([66]);
    // A plainly stated age earlier in the conversation outranks a passing mention now.
    expect(read('does that go away at 64?', ["I'm 61"]).ages).toEqual([61]);
    expect(read('how much is 7% of 50k').ages).toEqual([]);
    // Ages listed after "at" are the ages asked about, not the visitor's or a couple's.
    const asked = read('my full retirement benefit is 2,400. what do i get at 62, 67 and 70?');
    expect(asked.ages).toEqual([]);
    expect(asked.married).toBeUndefined();
  });

  it('keeps the visitor’s own age beside a spouse’s given later, unless the spouse is asked about', () => {
    const earlier = ['im 66 single, whats my standard deduction for 2026'];
    expect(read("oh wait we're married and he's 61, does that change it", earlier).ages).toEqual([
      66, 61,
    ]);
    expect(read('and my husband is 61, same for him?', earlier).ages).toEqual([61]);
    expect(read('and my wife? shes 64', ['im 61, how much can i put in my 401k']).ages).toEqual([
      64,
    ]);
  });

  it('reads the age reached by the end of the year, the visitor’s own only', () => {
    expect(read('im 63 now but turn 64 on december 20').yearEndAge).toBe(64);
    expect(read('turning 50 later this year, can i catch up').yearEndAge).toBe(50);
    expect(read('i turn 66 next year').yearEndAge).toBeUndefined();
    expect(read('im 61 and my husband turns 64 in november').yearEndAge).toBeUndefined();
  });

  it('keeps "an extra" amount apart from the income given earlier, and replaces it otherwise', () => {
    const earlier = ['single, social security 24,000 a year and a pension of 20,000'];
    const extra = read('what if i take an extra $10,000 out of my IRA?', earlier);
    expect([extra.otherIncome, extra.added]).toEqual([20_000, 10_000]);
    const instead = read('what if i take $10,000 out of my IRA instead?', earlier);
    expect([instead.otherIncome, instead.added]).toEqual([10_000, undefined]);
    const also = read('what if i also took 15,000 out of my ira?', earlier);
    expect([also.otherIncome, also.added]).toEqual([20_000, 15_000]);
  });

  it('reads a claiming amount after "if I start at", a home worth an amount, and "12 of us"', () => {
    expect(read('my statement says 2,400 at 67 or 1,680 if i start at 62').benefitAt).toEqual([
      { age: 67, monthly: 2_400 },
      { age: 62, monthly: 1_680 },
    ]);
    expect(read('house is worth about 1.6m, ira 700k, brokerage 200k').estate).toBe(2_500_000);
    expect(read('its a small company, 12 of us').employees).toBe(12);
    // Savings in an account are not pay, whatever job words are near.
    expect(read('66, just lost my job, 700k in my 401k')).toMatchObject({ assets: 700_000 });
    // Money in the bank, in CDs or in cash is savings too.
    expect(read('shes single, 40k in the bank, house already sold').assets).toBe(40_000);
    expect(read('we have about 90k in cds').assets).toBe(90_000);
    expect(read('66, just lost my job, 700k in my 401k').earnings).toBeUndefined();
  });

  it('reads a birth year, marriage and employer size', () => {
    expect(read('I was born in 1959').birthYear).toBe(1959);
    expect(read('my wife doesnt work anymore').married).toBe(true);
    expect(read('we make around 250k').married).toBe(true);
    expect(read("i'm single and selling my condo").married).toBe(false);
    expect(read('my husband just died').married).toBe(false);
    expect(read('how much is the part b premium').married).toBeUndefined();
    expect(read('my company has about 50 employees').employees).toBe(50);
    // A contribution already made this year, not one asked about.
    expect(read('ive put 3,000 in my hsa so far for 2026').contributed).toBe(3_000);
    expect(read('already contributed 4,000 to my roth this year').contributed).toBe(4_000);
    expect(read('can i put 8,600 in my roth this year').contributed).toBeUndefined();
    // Deductions a visitor could itemize, when two kinds are named.
    expect(
      read(
        'we pay about 12k mortgage interest, 10k property and state taxes, and give 5k to church',
      ).itemized,
    ).toEqual({ mortgageInterest: 12_000, taxes: 10_000, charity: 5_000 });
    expect(
      read('property tax in lexington 15k, state tax about 6k, give 4k to charity').itemized,
    ).toEqual({ mortgageInterest: 0, taxes: 21_000, charity: 4_000 });
    expect(
      read('property tax is 9,000 a year, can i get the circuit breaker').itemized,
    ).toBeUndefined();
    // Nights admitted before rehab, and the day of the stay reached ("hes on day 30").
    expect(
      read('he had 4 nights admitted in the hospital then went to rehab, hes on day 30 there'),
    ).toMatchObject({ hospitalDays: 4, stayDays: 30, stayIn: 'snf' });
    // "a 4 day hospital stay" before the facility's days.
    expect(
      read('mom was in a skilled nursing facility 45 days after a 4 day hospital stay'),
    ).toMatchObject({ hospitalDays: 4, stayDays: 45, stayIn: 'snf' });
    // Money taken out of the annuity the message speaks of is a withdrawal.
    expect(
      read('put 100k in a deferred annuity in 2014, now its worth 160k. if i take 30k out')
        .withdrawal,
    ).toBe(30_000);
    // Full retirement age reached this year, said either way round.
    expect(
      read('born december 1959 so my full retirement age hits in october 2026').fraThisYear,
    ).toBe(true);
    expect(read('my fra is in 2031').fraThisYear).toBeUndefined();
    // A home sold, not a nursing home or stock.
    expect(read('bought my house in 1991 for 180k, selling it for 620k').homeSold).toBe(true);
    expect(read('selling our condo in somerville this spring').homeSold).toBe(true);
    expect(read('lived in my house 30 yrs. selling it with a 320k gain').homeSold).toBe(true);
    expect(read('selling stock with a 25k gain').homeSold).toBeUndefined();
    // Care costs paid for a spouse are medical costs; an AGI named without a verb is income.
    const care = read('we paid 31k last year for my husbands memory care. our agi was 88k.');
    expect([care.medicalCosts, care.income]).toEqual([31_000, 88_000]);
    expect(read('we paid 40k in medical bills, agi 100k.').income).toBe(100_000);
    // Depreciation taken on a rental lowers its basis: the gain is the sale less the basis net of it.
    expect(
      read(
        'rental condo i bought in 2001 for 150k. took 90k of depreciation, selling for 400k. all at 15%?',
      ).gain,
    ).toBe(340_000);
    // Years of withdrawals held in cash.
    expect(
      read('and if we keep 2 years of that withdrawal in cash in case the market tanks')
        .reserveYears,
    ).toBe(2);
    expect(read('is a two year cash cushion enough').reserveYears).toBe(2);
    // A correction of ages: "my wife is only 63 actually, im the one whos 67".
    expect(read('oops, my wife is only 63 actually, im the one whos 67').ages).toEqual([67, 63]);
    // Two claiming ages weighed.
    expect(read('whats the difference per month between starting at 64 vs 70?')).toMatchObject({
      claimAge: 64,
      compareAge: 70,
    });
    expect(read('if i claim at 64 what do i lose').compareAge).toBeUndefined();
    // A spouse's claiming age, in the third person: "how much if he waits till 70".
    expect(read('how much would he get if he waits till 70?').claimAge).toBe(70);
    expect(read('what if she starts at 64').claimAge).toBe(64);
    // Half a year: 6 months nearer full retirement age.
    expect(read('starting this january at 64 and a half, about 2,550?').claimAge).toBe(64.5);
    expect(read('im 70, single, and legally blind since last year').blind).toBe(true);
    expect(read('i have a blind spot on my mirror').blind).toBeUndefined();
    // A policy cashed in for an amount: its cash value, not its face amount.
    expect(
      read('cashing in my whole life policy for 60k. paid about 45k in premiums'),
    ).toMatchObject({ worth: 60000, paidIn: 45000 });
    expect(read('how much if i start at 64, and how much if i hold out to 68?')).toMatchObject({
      claimAge: 64,
      compareAge: 68,
    });
    // A loan against a policy, not a benefit.
    const policy = read(
      'whole life policy with a 250k death benefit, i borrowed 30k against the cash value',
    );
    expect(policy).toMatchObject({ faceAmount: 250_000, policyLoan: 30_000 });
    expect(policy.benefits).toBeUndefined();
    // A count of people is not pay or income.
    const staff = read('still working, my company has about 200 people');
    expect(staff.employees).toBe(200);
    expect(staff.income ?? staff.earnings ?? staff.otherIncome).toBeUndefined();
  });

  it('reads savings after a fall, a draw on them, and a draw changed in a follow-up', () => {
    const fell =
      'market dropped and my 700k is down to 575k. im 69 and take 35k a year. should i sell?';
    expect(read(fell)).toMatchObject({ assets: 575_000, spending: 35_000 });
    expect(read('our portfolio fell from 1.2m to 950k and we withdraw 50k a year')).toMatchObject({
      assets: 950_000,
      spending: 50_000,
    });
    // An RMD is worked on the year-end balance, not on what is left after a fall.
    expect(read('ira was 520k on 12/31/25 but its down to about 470k now').assets).toBe(520_000);
    expect(read('what rate is it if i trim my withdrawal to 28k this year?', [fell])).toMatchObject(
      {
        assets: 575_000,
        spending: 28_000,
      },
    );
    // A share drawn each year, of the savings given.
    expect(read('retired with 1.1m. we figure we can take 5% a year').spending).toBe(55_000);
    // Savings named by what they earn are savings, not pay.
    const idle = read('if my 300k earned nothing at all and i take 2,000 a month, how long?');
    expect(idle).toMatchObject({ assets: 300_000, spending: 24_000 });
    expect(idle.earnings).toBeUndefined();
  });

  it('reads a contribution told as made, not one asked about, and pay made at work', () => {
    expect(
      read('im 67, made about 5k cleaning houses this year and put the full 8,600 in my roth'),
    ).toMatchObject({ earnings: 5_000, contributed: 8_600 });
    expect(read('can i put 8,600 in my roth this year?').contributed).toBeUndefined();
    // A workplace plan's deferral is not an IRA contribution; a sale is not pay.
    expect(read('and put 3,000 in my 401k this year').contributed).toBeUndefined();
    expect(read('we made 40k selling the house').earnings).toBeUndefined();
  });

  it('reads head of household: named, or a relative at home whose costs the visitor pays', () => {
    expect(
      read('widowed, my disabled son lives with me and i pay for basically everything')
        .headOfHousehold,
    ).toBe(true);
    expect(read('can i file head of household').headOfHousehold).toBe(true);
    // A relative at home alone says nothing of who pays.
    expect(read('my daughter lives with me').headOfHousehold).toBeUndefined();
  });

  it('reads a rise asked about: an amount and what it grows to, or a doubling', () => {
    expect(
      read('at 3% inflation how many years till my 50k a year budget needs to be 100k?'),
    ).toMatchObject({ inflation: 0.03, growFrom: 50_000, growTo: 100_000 });
    expect(read('with 3% inflation how long until prices double?').growTo).toBe(2);
    // No question of how long: nothing asked about a rise.
    expect(read('my 50k budget needs to be 100k').growTo).toBeUndefined();
  });

  it('reads the age a lifetime total is counted to', () => {
    expect(read('if i live to 85 how much more do i collect starting at 70').livesTo).toBe(85);
    expect(read('what if i only make it to 78?').livesTo).toBe(78);
    expect(read('i want it to last until 2040').livesTo).toBeUndefined();
    // A death sooner is counted too, by "die at": "and if i die at 72?".
    expect(read('and if i die at 72?').livesTo).toBe(72);
    expect(read('can i retire at 62?').livesTo).toBeUndefined();
  });

  it('reads a policy’s cost by the year as its premium: "his own policy at 7,000 a year"', () => {
    expect(read('and my husband is 72 with his own policy at 7,000 a year?').ltcPremium).toBe(
      7_000,
    );
    expect(read('my ltc policy pays 200 a day').ltcPremium).toBeUndefined();
    expect(read('i pay 3,800 a year for ltc insurance, im 72').ltcPremium).toBe(3_800);
  });

  it('reads a rate by the hour as no age: "30 hours a week at 38 an hour"', () => {
    expect(read('dad needs a home health aide 30 hours a week at 38 an hour').ages).toEqual([]);
  });

  it('reads whose children a late spouse leaves, and "3 of us kids" as no employer', () => {
    expect(read('hes got about 700,000 and a son from his first marriage').heirs).toBe('stepchild');
    expect(read('hes got about 700,000 and a son from his first marriage').assets).toBe(700_000);
    expect(read('we have 2 kids together and no other kids').heirs).toBe('together');
    expect(read('what if all our kids were together, no first marriage?').heirs).toBe('together');
    expect(read('there are 3 of us kids. who gets it?').employees).toBeUndefined();
    // A will that exists names its own heirs.
    expect(
      read('my husbands will leaves everything to his kids from his first marriage').heirs,
    ).toBeUndefined();
  });

  it('reads the same gift to each of several people', () => {
    const each = { amount: 19_000, people: 3 };
    expect(read('would giving each of my 3 kids 19k a year help with that?').giftsEach).toEqual(
      each,
    );
    expect(read('can i give my three grandkids 19,000 each?').giftsEach).toEqual(each);
    expect(
      read('19k a year to each of my 3 grandchildren, does that cut the estate tax').giftsEach,
    ).toEqual(each);
    expect(read('gave my son 50,000, do i owe gift tax').giftsEach).toBeUndefined();
  });

  it('reads what was paid for an annuity: bought for an amount, or a quote of a check a month for it', () => {
    expect(read('bought a deferred annuity for 100k in 2015, its worth 160k now').paidIn).toBe(
      100_000,
    );
    expect(read('they will pay me 1,150 a month for life for 200k').paidIn).toBe(200_000);
    // The price named before it: "a spia with 200k", "an annuity for 150k".
    expect(read("i'm 70 and considering a spia with 200k. it pays 1,200 a month").paidIn).toBe(
      200_000,
    );
    expect(read('an annuity for 150k pays 900 a month').paidIn).toBe(150_000);
  });

  it('reads pay by the month from a job as a year of earnings, and a check by the month as a check', () => {
    expect(
      read('collecting 1,900 a month and just started a job paying 3,000 a month all year'),
    ).toMatchObject({ monthly: [1_900], earnings: 36_000 });
    expect(read('i make 2,000 a month from social security')).toMatchObject({
      monthly: [2_000],
      benefits: 24_000,
    });
    // Two checks and the visitor's own sum of them are two checks, not three.
    expect(
      read('he got 3,100 a month. i get 1,400 on my own. so now i get both, 4,500 a month?'),
    ).toMatchObject({ monthly: [3_100, 1_400] });
    // A spouse's pay is household income, not the visitor's earnings.
    const wife = read('my wife is earning 4,000 a month at her job');
    expect(wife).toMatchObject({ income: 48_000 });
    expect(wife.earnings).toBeUndefined();
  });

  it('reads a single-life and a joint check told amount first, and when disability benefits started', () => {
    expect(
      read('1,950 a month single life on me or 1,700 joint with my wife').jointSurvivor,
    ).toEqual({ single: 1_950, joint: 1_700 });
    // The joint check with its survivor share: "2,700 with 100% to my wife".
    expect(
      read('pension offers 3,000 single life or 2,700 with 100% to my wife').jointSurvivor,
    ).toEqual({ single: 3_000, joint: 2_700, share: 1 });
    expect(
      read('pension is 2,500 a month single or 2,250 joint with 100% survivor').jointSurvivor,
    ).toEqual({ single: 2_500, joint: 2_250 });
    expect(read('2,000 single life or 1,800 75% joint').jointSurvivor).toEqual({
      single: 2_000,
      joint: 1_800,
      share: 0.75,
    });
    expect(read('my ssdi entitlement date is march 2026').disabledSince).toEqual({
      year: 2026,
      month: 3,
    });
    expect(read('been on ssdi since 2019').disabledSince).toEqual({ year: 2019 });
    expect(read('born in march 1960').disabledSince).toBeUndefined();
  });

  it('keeps checks at claiming ages from earlier messages beside a new one at another age', () => {
    expect(
      read('and if i claimed the 2,100 at 62 instead?', ['ss would be 3,720 at 70']).benefitAt,
    ).toEqual([
      { age: 62, monthly: 2_100 },
      { age: 70, monthly: 3_720 },
    ]);
    // The newest check at an age replaces the earlier one at that age.
    expect(read('actually it is 3,800 at 70', ['ss would be 3,720 at 70']).benefitAt).toEqual([
      { age: 70, monthly: 3_800 },
    ]);
  });

  it('reads "we" beside a parent spoken of as the family, not a married couple', () => {
    expect(read('moms going into a nursing home and we are applying for masshealth').married).toBe(
      undefined,
    );
    expect(read('we are applying for masshealth for my husband').married).toBe(true);
    expect(read('we are both 70 and married, my mom is 95').married).toBe(true);
  });

  it('keeps what earlier messages gave when a later one reads a life policy', () => {
    const d = read('my whole life policy has a 20k loan and the premium is 150 a month', [
      'we have 500k saved and ss of 3,000 at 67',
    ]);
    expect(d).toMatchObject({ assets: 500_000, benefitAt: [{ age: 67, monthly: 3_000 }] });
  });

  it('reads family coverage named with its kind of plan', () => {
    expect(read('family high deductible plan through work').family).toBe(true);
    expect(read('on a family hdhp').family).toBe(true);
  });

  it('reads the age the visitor is now beside the age they claimed at', () => {
    expect(read('started social security at 62, two years ago. now 64 and got a job').ages).toEqual(
      [64],
    );
  });

  it('reads the balance an RMD is figured on', () => {
    expect(read('whats my rmd at 75 on 400k').assets).toBe(400_000);
  });

  it('reads a plan put for judgement', () => {
    expect(read('can we safely spend 50k a year of it').judged).toBe(true);
    expect(read('is that crazy?').judged).toBe(true);
    expect(read('how long will 600k last at 50k a year').judged).toBeUndefined();
  });

  it('reads the day a stay reaches, the days of a facility stay asked about, and a Medigap plan', () => {
    expect(
      read('and if she is still in there at day 100?', ['she has been in the hospital 70 days'])
        .stayDays,
    ).toBe(100);
    const rehab = read(
      'husband had a stroke, admitted 5 days, now going to a rehab nursing home. if hes there 30 days what do we owe?',
    );
    expect([rehab.hospitalDays, rehab.stayDays, rehab.stayIn]).toEqual([5, 30, 'snf']);
    expect(read('i have supplement 1a and a 180 bill').medigapPlan).toBe('supplement 1a');
    expect(read('i have medigap plan g').medigapPlan).toBe('medigap plan g');
    expect(read('i have supplement 1 from before 2020').medigapPlan).toBeUndefined();
  });

  it('reads pay by the month after benefits named in another clause, and "me 67"', () => {
    const job = read(
      'been collecting since 63 and still working, salary is 10k a month. how much will ss hold back?',
    );
    expect([job.earnings, job.monthly]).toEqual([120_000, []]);
    expect(read('me 67 wife 62. my full benefit is 3,200').ages).toEqual([67, 62]);
  });

  it('reads a spouse of the same age, and a claim held off until a claim is told', () => {
    const held = 'im 67 and holding off on ss until 70. my wife is 67 too and barely worked.';
    expect(read(held).ages).toEqual([67, 67]);
    expect(read(held).ownNotClaimed).toBe(true);
    expect(read('my husband hasnt filed for social security yet').ownNotClaimed).toBeUndefined();
    expect(read('ok so when i start at 70 and get 3,720?', [held]).ownNotClaimed).toBeUndefined();
  });

  it('reads an amount taken from a Roth instead as other income no more', () => {
    const first = 'single, 67. ss is 28,000 a year and i take 19,000 from my ira.';
    const swap = read('what if i took that 19k from my roth instead of the ira?', [first]);
    expect([swap.otherIncome, swap.rothInstead, swap.benefits]).toEqual([0, 19_000, 28_000]);
  });

  it('reads a question whether Part B may wait', () => {
    expect(read('can i skip part b for now like my brother did?').delayAsked).toBe(true);
    expect(read('i want to hold off on medicare till i retire').delayAsked).toBe(true);
    expect(read('do i need part b at 65?').delayAsked).toBeUndefined();
    expect(read('i delay social security and take part b at 65').delayAsked).toBeUndefined();
  });

  it('reads what is left after a loss as the savings, and bills by the month as spending', () => {
    expect(
      read(
        'he lost 100k of our savings. 250k left, ss is 3,500 combined and bills are 4,500 a month',
      ),
    ).toMatchObject({ assets: 250_000, spending: 54_000, monthly: [3_500], benefits: 42_000 });
  });

  it('reads a long-term care pool, the most the policy pays a month, and what the care costs', () => {
    const d = read(
      'moms ltc policy has a 180k pool paying up to 5k a month. her aide costs 4k a month',
    );
    expect(d).toMatchObject({ benefitPool: 180_000, careCost: { amount: 4_000, per: 'month' } });
    expect(((d.ltcDaily ?? 0) * 365) / 12).toBeCloseTo(5_000);
    expect(d.assets).toBeUndefined();
    expect(d.spouseMonthly).toBeUndefined();
  });

  it('tells amounts apart by what they are: income, pay from work, a gain, savings, spending, monthly checks', () => {
    expect(read('we make around 250k married').income).toBe(250_000);
    expect(read('i still work part time, about 30k a year')).toMatchObject({
      earnings: 30_000,
      income: 30_000,
    });
    expect(read('sold our house, made about 600k profit').gain).toBe(600_000);
    expect(read('house and savings about 2.5 million').assets).toBe(2_500_000);
    expect(read('how long will 800k last if i spend 50k a year')).toMatchObject({
      assets: 800_000,
      spending: 50_000,
    });
    expect(read('he got 2800 a month from SS and i get 1500').monthly).toEqual([2800, 1500]);
    // The cue right before an amount names it: what is needed is spending, not another check.
    expect(read('ill get 1,800 a month from SS and need about 3,500 a month')).toMatchObject({
      monthly: [1800],
      benefits: 21_600,
      spending: 42_000,
    });
  });

  it('does not read plan names, forms, years, ages, rates or thresholds as amounts', () => {
    const d = read('my 401k and 403b, a 1099 job, born 1960, turning 65, 7% rollup');
    expect(d).toMatchObject({ monthly: [] });
    expect(d.income ?? d.earnings ?? d.assets ?? d.gain ?? d.spending).toBeUndefined();
    expect(read('does massachusetts tax estates over 2 million').assets).toBeUndefined();
  });

  it('fills what the message leaves out from the visitor’s earlier messages, newest first', () => {
    const d = read('and my IRA too?', ['married', "I'm 61 and make 180k"]);
    expect(d).toMatchObject({ ages: [61], income: 180_000, married: true });
    // The assistant's own answers are not the visitor's details.
    expect(read('and for her?', []).birthYear).toBeUndefined();
    expect(read('what now', ['hello']).ages).toEqual([]);
  });
});

describe('readDetails, amounts by source', () => {
  it('reads Social Security, pensions and IRA withdrawals apart', () => {
    expect(
      read(
        "We're both 66. Our Social Security together is about $48,000 a year and we take $30,000 from our IRA.",
      ),
    ).toMatchObject({ benefits: 48_000, otherIncome: 30_000, married: true });
    expect(
      read('single, 70, social security of $26,000 a year and a pension of $18,000'),
    ).toMatchObject({ benefits: 26_000, otherIncome: 18_000, married: false });
    expect(read('Social Security of $2,200 a month')).toMatchObject({ benefits: 26_400 });
  });

  it('reads benefits at claiming ages, a claiming age and a birthday', () => {
    expect(read('my estimate is $1,800 a month at 62 or $3,190 at 70').benefitAt).toEqual([
      { age: 62, monthly: 1800 },
      { age: 70, monthly: 3190 },
    ]);
    expect(read('My full benefit at 67 is $2,400 a month.').benefitAt).toEqual([
      { age: 67, monthly: 2400 },
    ]);
    expect(read('born in 1959, if i claim at 64 what percent do i lose')).toMatchObject({
      birthYear: 1959,
      claimAge: 64,
    });
    expect(read('my statement says 2,700 at 67. i plan to file the month i turn 65').claimAge).toBe(
      65,
    );
    // A yearly draw on savings, the savings and what they earn.
    expect(
      read('if i take 40k a year from 500k and it earns about 5%, how many years until its gone?'),
    ).toMatchObject({ spending: 40_000, assets: 500_000, growth: 0.05 });
    expect(read('we take 3,000 a month out of our 400k').spending).toBe(36_000);
    // "pensions 40k": income beside the benefits, as "pension 40k" is.
    expect(read('both 68, ss is 45k together and pensions 40k')).toMatchObject({
      benefits: 45_000,
      otherIncome: 40_000,
    });
    // "and get 1,800": a check, by the month.
    expect(read("i'm 67 and get 1,800, he got 2,900").monthly).toEqual([1_800, 2_900]);
    // "stay in 12%", "a 2,500 fra benefit", "left my job".
    expect(read('taxable income 80k. how much can i convert and stay in 12%?').bracketRate).toBe(
      12,
    );
    expect(read('with a 2,500 fra benefit, how much more at 70?').fullBenefit).toBe(2500);
    expect(read('im 55 and left my job this year').working).toBe(false);
    // "i make" is pay from work; a spouse's "makes" is not the visitor's.
    expect(
      read('im 64 and on ss, i make about 28k at the garden center. my husband makes 90k'),
    ).toMatchObject({ earnings: 28_000, otherIncome: 118_000 });
    // Whose check is whose: the possessive before it.
    expect(read('she was 68 getting 2,100 and im 70 getting 3,300')).toMatchObject({
      monthly: [2_100, 3_300],
      spouseMonthly: 2_100,
    });
    // Interest named before its amount is income beside the benefits.
    expect(read('ss is 24,000 a year, pension 18,000, bank interest about 2,000').otherIncome).toBe(
      20_000,
    );
    // A spouse's lack of pay is the spouse's, not the visitor's.
    const spouseHome = read('im 60 and make 110k, my wife is 58 and doesnt work');
    expect(spouseHome.spouseNoPay).toBe(true);
    expect(spouseHome.working).toBeUndefined();
    expect(read('my husband never worked outside the home').spouseNoPay).toBe(true);
    expect(read('my wife works part time').spouseNoPay).toBeUndefined();
    // Asking which bracket one is in names no bracket to fill; IRA money "from iras" is income.
    const asked = read('both 66, combined ss 60k and 50k from iras. are we in the 12% bracket?');
    expect(asked.bracketRate).toBeUndefined();
    expect(asked.otherIncome).toBe(50_000);
    expect(read('wife and i have 480k in one joint savings account').jointAccount).toBe(true);
    expect(read('my wife has 300k in her savings account').jointAccount).toBeUndefined();
    // A purchase price a place and a year away from "bought" is still the basis.
    expect(
      read('bought our house in needham in 1994 for 210k, selling for 1.1 million this spring')
        .gain,
    ).toBe(890_000);
    expect(read('still working at a 500 person company').employees).toBe(500);
    expect(read('my dad died with a house worth 600k').inherited).toBe(true);
    // An amount put into an account is not pay from work.
    expect(
      read('no job now, im 63. can i still put 8,600 into my roth ira').earnings,
    ).toBeUndefined();
    expect(read('opened my first roth ira at 62 last year').rothOpened).toBe(2025);
    expect(read('my first roth was opened in 2018').rothOpened).toBe(2018);
    expect(read('started a roth two years ago').rothOpened).toBe(2024);
    expect(read('i have a roth ira and a 401k').rothOpened).toBeUndefined();
    // The year of a death told with its time; a month alone tells no year.
    expect(read('my husband died last year').diedYear).toBe(2025);
    expect(read('she passed away in 2024').diedYear).toBe(2024);
    expect(read('he died two years ago').diedYear).toBe(2024);
    expect(read('my wife passed in march').diedYear).toBeUndefined();
    // A married visitor's full benefit, said without "retirement age".
    expect(read('my full ss benefit is 2,800').fullBenefit).toBe(2800);
    expect(read('I turn 65 on August 14.')).toMatchObject({ birthMonth: 8, birthDay: 14 });
    // Any birthday gives the month and day; a spouse's is not the visitor's.
    expect(read('i turn 70 on march 15 2026')).toMatchObject({ birthMonth: 3, birthDay: 15 });
    expect(read('my husband turns 70 in march').birthMonth).toBeUndefined();
    // A month of birth told roughly ("late december") is still that month.
    for (const [said, birthMonth, birthYear] of [
      ['born late december 1959, still working', 12, 1959],
      ['born in the middle of may 1961', 5, 1961],
    ] as const)
      expect(read(said)).toMatchObject({ birthMonth, birthYear });
    expect(read('ss approved me starting with july 2026')).toMatchObject({
      benefitStartMonth: 7,
      benefitStartYear: 2026,
    });
    expect(read('my pension starts in march').benefitStartMonth).toBeUndefined();
  });

  it('reads taxable income, a sale and its cost, and widowhood', () => {
    expect(read('taxable income about $30,000 before any sales').taxableIncome).toBe(30_000);
    expect(read('we sold our house for $1.2 million. We bought it for $400,000 in 1995').gain).toBe(
      800_000,
    );
    expect(read('my husband passed away in March')).toMatchObject({
      widowed: true,
      married: false,
    });
    // A draw a question of lasting asks about is spending from the savings it names.
    expect(read('how long will 600k last if i take 40k a year?')).toMatchObject({
      assets: 600_000,
      spending: 40_000,
    });
    expect(read('we have 900k, will it last if we withdraw 60k a year?')).toMatchObject({
      spending: 60_000,
    });
    // Pay the visitor expects to make is earned: "i am 63 and will make 40k" after the earnings test.
    expect(read('i am 63 and will make 40k')).toMatchObject({ earnings: 40_000 });
    // "Lost my wife" and "my late husband" speak of a death too, not of a marriage today.
    for (const said of ['lost my wife in september', 'my late husband left me his ira'])
      expect(read(said), said).toMatchObject({ widowed: true, married: false });
  });

  it('reads a pension lump sum apart from its monthly option', () => {
    expect(read('a pension lump sum of 400k or 2,100 a month for life')).toMatchObject({
      lumpSum: 400_000,
      monthly: [2100],
    });
  });

  it('lets a later message override an earlier one', () => {
    expect(read('actually we make 120k', ['we make 90k']).income).toBe(120_000);
  });

  it('reads a benefit at full retirement age by whose it is, and who each amount belongs to', () => {
    const d = read(
      "I'm 62, my husband is 67, his full retirement amount is 3,000. my own at my fra would be 1,100",
    );
    expect(d.spouseFullBenefit).toBe(3000);
    expect(d.fullBenefit).toBe(1100);
    // A spouse's amount at 67 on their statement is their full benefit; one's own stays an estimate.
    expect(read('he never started. his statement said 3,000 at 67').spouseFullBenefit).toBe(3000);
    // A spouse's amount beside the visitor's full benefit is the spouse's full benefit.
    expect(read('my own ss at fra is 1,700. husbands is 3,000.')).toMatchObject({
      fullBenefit: 1_700,
      spouseFullBenefit: 3_000,
    });
    expect(read('my statement says 2,900 at 67').benefitAt).toEqual([{ age: 67, monthly: 2900 }]);
    expect(read('my statement says 2,400 a month at full retirement age').fullBenefit).toBe(2400);
    expect(read('my fra amount is 2,000 a month').fullBenefit).toBe(2000);
    // The label nearest before an amount, in its own clause, says whose income it is.
    expect(
      read('both 66, neither of us on ss yet. his pension is 60k and we take 40k from our iras'),
    ).toMatchObject({ ages: [66, 66], otherIncome: 100_000 });
    expect(read('neither of us on ss yet. his pension is 60k').benefits).toBeUndefined();
    expect(
      read('single, 72. social security 28k, ira withdrawals 40k, nothing else'),
    ).toMatchObject({ benefits: 28_000, otherIncome: 40_000 });
    expect(
      read('retired from the town with a 45k mass pension, plus 20k ira withdrawals'),
    ).toMatchObject({ publicPension: 45_000, otherIncome: 65_000 });
    expect(read('a 30k pension from the phone company').publicPension).toBeUndefined();
    // Care priced by the day, month or hour, a policy's daily benefit, and the years asked about.
    expect(
      read(
        'the nursing home is 525 a day. she has about 200k. her policy pays 200 a day after a 90 day elimination period',
      ),
    ).toMatchObject({
      careCost: { amount: 525, per: 'day' },
      assets: 200_000,
      ltcDaily: 200,
      eliminationDays: 90,
    });
    expect(read('assisted living is 7,500 a month, if she needs it for 3 years')).toMatchObject({
      careCost: { amount: 7500, per: 'month' },
      careYears: 3,
    });
    expect(read('assisted living is 7,500 a month').monthly).toEqual([]);
    // A policy's benefit period is the years its pool is figured over.
    expect(read('her ltc policy pays 250 a day with a 3 yr benefit period')).toMatchObject({
      ltcDaily: 250,
      careYears: 3,
    });
    expect(read('an aide 20 hours a week at 35 an hour')).toMatchObject({
      careCost: { amount: 35, per: 'hour' },
      careHours: 20,
    });
    // Filing now, with the full benefit known, is filing at the visitor's age.
    const now = read('laid off at 63. my fra amount is 2,400. what would i get if i file now');
    expect(now).toMatchObject({ fullBenefit: 2400, claimAge: 63 });
    expect(read('laid off at 64, should i take social security now').claimAge).toBeUndefined();
    const taxes = read(
      'we get 40k SS between us and take about 50k from the IRA, and 2k of muni bond interest',
    );
    expect(taxes.benefits).toBe(40000);
    expect(taxes.otherIncome).toBe(52000);
    expect(read('pension offers me 2,000/mo for life or a 350k lump sum')).toMatchObject({
      pensionMonthly: 2000,
      lumpSum: 350000,
    });
    // A pension told by the year is the same income by the month.
    expect(read('ss will be 36k and my pension 12k')).toMatchObject({
      benefits: 36000,
      pensionMonthly: 1000,
    });
    expect(read('if i take ss at 62 i get 1,400, at 67 i get 2,000').benefitAt).toEqual([
      { age: 62, monthly: 1400 },
      { age: 67, monthly: 2000 },
    ]);
  });

  it('reads ages opening a message, a parent’s age and a claiming age after waiting', () => {
    expect(read('63 and drawing ss, 1,500/mo').ages).toEqual([63]);
    expect(read('65 retired, 1.1M in a traditional IRA').ages).toEqual([65]);
    expect(read('is 350k enough to retire on').assets).toBe(350_000);
    expect(read('how much can i convert and stay in the 24% bracket').bracketRate).toBe(24);
    expect(read('single, 68. what is my standard deduction').ages).toEqual([68]);
    expect(read("my dad is 74 this year, what's his rmd").ages).toEqual([74]);
    expect(read('and if i hold off til 70?').claimAge).toBe(70);
    // The age the waiting runs to, not the one it runs past.
    expect(read('ok and if i hold it one more year past 67, to 68?').claimAge).toBe(68);
    expect(read('ss full ret age 1959?').birthYear).toBe(1959);
    expect(read('turning 62 in a couple months').married).toBeUndefined();
    expect(read('i turn 65 on the 14th of august')).toMatchObject({ birthMonth: 8, birthDay: 14 });
  });

  it('adds up the holdings of an estate, and keeps a spouse’s pay out of the visitor’s earnings', () => {
    expect(
      read('widower, house worth 1.2M, IRAs 700k, brokerage 400k, and a 500k life insurance policy')
        .estate,
    ).toBe(2_800_000);
    expect(read('my house is worth 900k, investments 800k, and a $500k life policy').estate).toBe(
      2_200_000,
    );
    const couple = read('my husband is 64 and still working, makes 150k. im 62');
    expect(couple.earnings).toBeUndefined();
    expect(couple.income).toBe(150_000);
    expect(read('im 63 and still working, making about 40k').earnings).toBe(40_000);
  });

  it('counts the pay earned before a month as the earnings, in the year of full retirement age', () => {
    const d = read(
      'i reach full retirement age in september. ill make about 72,000 this year but only 54,000 of it before september',
    );
    expect(d).toMatchObject({ earnings: 54_000, income: 72_000 });
    expect(read('ill take 10,000 out of my ira before december').earnings).toBeUndefined();
  });

  it('reads what a contract cost and is worth, and how long coverage lapsed', () => {
    expect(read('put in 100k and its worth 160k')).toMatchObject({
      paidIn: 100_000,
      worth: 160_000,
    });
    expect(read('whole life policy with 90k cash value, paid 60k in premiums')).toMatchObject({
      paidIn: 60_000,
      worth: 90_000,
    });
    expect(read('had no drug coverage for 20 months')).toMatchObject({
      monthsLate: 20,
      latePart: 'D',
    });
    expect(read('signed up for part b 2 yrs late')).toMatchObject({
      monthsLate: 24,
      latePart: 'B',
    });
    expect(
      read('never signed up for drug coverage. its been 30 months since my first window ended'),
    ).toMatchObject({ monthsLate: 30, latePart: 'D' });
    // Months counted past the window, in figures or spelled out.
    expect(
      read('no creditable plan. enrolling now, twenty months past my window. part d surcharge?'),
    ).toMatchObject({ monthsLate: 20, latePart: 'D' });
    expect(read('signing up for part b 14 months after my enrollment window')).toMatchObject({
      monthsLate: 14,
      latePart: 'B',
    });
    expect(read('went thirty-two months without drug coverage').monthsLate).toBe(32);
    // An approved amount told after the verb, and an age opening the message before "now".
    expect(read('my knee mri was approved at 1,200. what do i owe?').approved).toBe(1200);
    expect(read('67 now, began drawing 2,000 monthly this june')).toMatchObject({
      ages: [67],
      monthly: [2000],
    });
    // Days of a stay counted in words, as in figures.
    expect(
      read(
        "imagine she'd been formally admitted instead. forty days at the rehab facility, our share?",
      ),
    ).toMatchObject({ stayDays: 40, stayIn: 'snf' });
    expect(read('one day i will need rehab at a nursing home').stayDays).toBeUndefined();
    // A birthday on the first told in words.
    expect(read('born the first of july, 1961. exact date coverage kicks in?')).toMatchObject({
      birthMonth: 7,
      birthDay: 1,
      birthYear: 1961,
    });
  });

  it('reads the days of care asked about beside a policy’s elimination period', () => {
    expect(
      read(
        'my ltc policy pays 200 a day after a 90 day elimination period. if i need a home aide at 300 a day for 180 days, how much do i pay',
      ),
    ).toMatchObject({
      ltcDaily: 200,
      eliminationDays: 90,
      careDays: 180,
      careCost: { amount: 300, per: 'day' },
    });
  });

  it('reads a drug listed at a price a month, insulin named, and not as a benefit', () => {
    expect(read('my insulin pens are listed at 450 a month on my part d plan')).toMatchObject({
      drugCost: 5_400,
      insulin: true,
      monthly: [],
    });
  });

  it('reads a pension’s single-life and joint-and-survivor checks, and single life is not a marital status', () => {
    expect(
      read(
        'pension choices: single life 3,000 a month or 50% joint and survivor 2,700. my wife would get what?',
      ),
    ).toMatchObject({ jointSurvivor: { single: 3_000, joint: 2_700, share: 0.5 }, married: true });
    expect(read('im single, 66').married).toBe(false);
  });

  it('reads the work credits the visitor has, under 40', () => {
    expect(read('im 61 and only have 34 credits. i work part time').credits).toBe(34);
    expect(read('how long till i have the 40 i need').credits).toBeUndefined();
    expect(read('my wife has 34 ss credits from before the kids').credits).toBe(34);
    // A quarter of coverage is a credit.
    expect(read('i only worked 34 quarters in the us, never married').credits).toBe(34);
    expect(read('i only have 25 quarters. part a is free right?').credits).toBe(25);
    expect(read('i worked 30 years').credits).toBeUndefined();
  });

  it('reads how long a marriage to an ex lasted, and a remarriage with its age', () => {
    expect(read('im 68 and my ex husband is 70. we were married 9 years').exMarriageYears).toBe(9);
    expect(read('divorced in 2015 after 14 years married, never remarried')).toMatchObject({
      exMarriageYears: 14,
    });
    expect(
      read('divorced in 2015 after 14 years married, never remarried').remarried,
    ).toBeUndefined();
    expect(read('divorced after 11 yrs of marriage, im 63').exMarriageYears).toBe(11);
    // A current marriage's length is not an ex's; "almost 10" is not read as 10.
    expect(read('married 30 years, my wife is 62').exMarriageYears).toBeUndefined();
    expect(read('my ex and i were married almost 10 years').exMarriageYears).toBeUndefined();
    expect(read('my ex died. i remarried at 58 and am still married').remarried).toEqual({
      age: 58,
    });
    expect(read('i remarried when i was 63').remarried).toEqual({ age: 63 });
    expect(read('i remarried but that marriage ended').remarried).toBeUndefined();
  });

  it('reads the month a Medicare sign-up is meant for, not a birthday month', () => {
    expect(read('what if i dont get to it until august?').signUpMonth).toBe(8);
    expect(
      read('turning 65 in september. if i enroll in november, when does it begin?'),
    ).toMatchObject({
      signUpMonth: 11,
      birthMonth: 9,
    });
    expect(read('turning 65 in march. what if i sign up in october?').signUpMonth).toBe(10);
    expect(read('i turn 65 in june, when can i sign up?').signUpMonth).toBeUndefined();
  });

  it('reads what an annuity quote costs as paid in, and a lump sum it pays out as its worth', () => {
    expect(read('her annuity is paying me out 160k, she put in 100k years ago')).toMatchObject({
      paidIn: 100_000,
      worth: 160_000,
    });
    expect(read('quote says 100k buys me 620 a month for life')).toMatchObject({
      paidIn: 100_000,
      monthly: [620],
    });
  });

  it('reads a year of rent, and not as a benefit or income', () => {
    expect(read('i rent a room in lynn for 450 a month. can i deduct it')).toMatchObject({
      rentYearly: 5_400,
      monthly: [],
    });
    expect(read('my rent is $1,800/mo').rentYearly).toBe(21_600);
    expect(read('we pay 21,600 a year in rent').rentYearly).toBe(21_600);
    expect(read('my ss is 1,800 a month').rentYearly).toBeUndefined();
  });

  it('adds up the balances of several accounts listed together', () => {
    expect(read('im 75. i have two iras, 300,000 and 92,000 on dec 31').assets).toBe(392_000);
    expect(read('three iras, 100k, 150k and 224k on dec 31').assets).toBe(474_000);
    expect(read('my ira was 300,000 and i spend 92,000 a year').assets).toBe(300_000);
  });

  it('reads money already taken out this year, not money a visitor may take', () => {
    expect(read('took 15k out in march already. how much more do i have to pull?').taken).toBe(
      15_000,
    );
    expect(read('if i take 20k out of my ira this year what is the tax').taken).toBeUndefined();
  });

  it('reads the savings a draw comes from as savings', () => {
    expect(read('how much can i take from 800k a year?')).toMatchObject({ assets: 800_000 });
    expect(read('how much can i take from 800k a year?').otherIncome).toBeUndefined();
  });

  it('reads an estate left to the visitor by a late spouse', () => {
    expect(
      read('my husband died and left everything to me, estate about 3 million').fromSpouse,
    ).toBe(true);
    expect(read('im a widow, my estate is about 3 million').fromSpouse).toBeUndefined();
  });

  it('reads the check a late spouse took early', () => {
    expect(
      read('wife passed in september. she took her ss at 62, it was 1,650, her full amount 2,200'),
    ).toMatchObject({ spouseCheck: 1_650, spouseClaimAge: 62, spouseFullBenefit: 2_200 });
  });

  it("reads a claiming age told in years and months, not the visitor's own or full retirement age", () => {
    expect(read('full benefit 2,100. what if i start at 64 and 6 months?').claimAge).toBe(64.5);
    expect(
      read('wife wants me to start halfway between 64 and 65, meaning 64 and 3 months').claimAge,
    ).toBe(64.25);
    expect(read("i'm 67 and 3 months. if i claim now do they hold any back?").claimAge).toBe(
      undefined,
    );
    expect(
      read('my full retirement age is 66 and 10 months. if i claim at 62 what do i get?').claimAge,
    ).toBe(62);
  });

  it("reads the visitor's claim and the spouse's in one message, each with its own check", () => {
    expect(
      read('i claimed at 64 with 2,100 and my wife took her ss at 62, it was 1,300'),
    ).toMatchObject({ claimAge: 64, monthly: [2_100], spouseClaimAge: 62, spouseCheck: 1_300 });
    // How long ago the claim was made, for the 12 months a claim can be withdrawn in.
    expect(read('i claimed at 62 two years ago, can i undo it?')).toMatchObject({
      claimAge: 62,
      claimedMonthsAgo: 24,
    });
    expect(read('started ss 18 months ago').claimedMonthsAgo).toBe(18);
    expect(read('filed for benefits five months back at 63').claimedMonthsAgo).toBe(5);
    expect(read('claimed at 62 in 2024, can i undo it?')).toMatchObject({
      claimAge: 62,
      claimedMonthsAgo: 13,
    });
    expect(read('if i claimed two years ago would it matter?').claimedMonthsAgo).toBeUndefined();
    // A claim weighed ("if") is passed over for the one made after it.
    const weighed = read('what if i claimed at 62? my husband started his at 66');
    expect(weighed.claimAge).toBeUndefined();
    expect(weighed.spouseClaimAge).toBe(66);
  });

  it("reads a life policy's face amount and monthly premium, not an age", () => {
    expect(
      read('im 75. final expense policy for 15k would cost me 90 a month. better to bank the 90?'),
    ).toMatchObject({ ages: [75], faceAmount: 15_000, policyPremium: 90 });
    expect(read('a 25,000 whole life policy costs 140 a month')).toMatchObject({
      faceAmount: 25_000,
      policyPremium: 140,
    });
  });

  it("reads a long-term care policy's premium and its rise, not a price of care", () => {
    const letter = read(
      'letter says my 3,200 a year premium on my ltc policy is going up 40%. im 74.',
    );
    expect(letter).toMatchObject({ ltcPremium: 3_200, premiumRise: 0.4 });
    expect(letter.careCost).toBeUndefined();
    expect(read('nursing home is 480 a day').careCost).toEqual({ amount: 480, per: 'day' });
  });

  it('reads a year of medical costs', () => {
    expect(read('agi about 80k. we paid about 14k in medical stuff this year').medicalCosts).toBe(
      14_000,
    );
    expect(read('medical bills of 9,000 this year').medicalCosts).toBe(9_000);
  });

  it('reads care by the hour around the clock or by the day', () => {
    expect(
      read('mom needs someone with her around the clock at home. agency charges 35 an hour'),
    ).toMatchObject({ careCost: { amount: 35, per: 'hour' }, careHours: 168 });
    expect(read('a home health aide 8 hours a day at 32 an hour').careHours).toBe(56);
  });

  it('reads inflation, the years ahead and a policy pool', () => {
    expect(
      read('what does 6,000 a month turn into in 10 yrs if prices go up 3% a year?'),
    ).toMatchObject({ monthly: [6_000], inflation: 0.03, yearsAhead: 10 });
    expect(read('with 2.5% inflation, what will we need 20 years from now?')).toMatchObject({
      inflation: 0.025,
      yearsAhead: 20,
    });
    expect(
      read('hybrid policy, 300k long term care pool paying up to 6,000 a month').benefitPool,
    ).toBe(300_000);
    expect(read('the policy has a benefit pool of $250,000').benefitPool).toBe(250_000);
  });

  it('reads the days of one stay and where it was, and no days where there may be two stays', () => {
    expect(read('mom was admitted in january and stayed 75 days straight')).toMatchObject({
      stayDays: 75,
      stayIn: 'hospital',
    });
    expect(read('and if she had stayed 100 days?', ['mom is in the hospital'])).toMatchObject({
      stayDays: 100,
      stayIn: 'hospital',
    });
    expect(read('he has been in rehab for 30 days')).toMatchObject({ stayDays: 30, stayIn: 'snf' });
    // The length the stay is expected to run, said after the admission, and the day it has reached.
    expect(
      read(
        'he has been in the hospital since the 1st with complications and they think it could be 75 days all told',
      ),
    ).toMatchObject({ stayDays: 75, stayIn: 'hospital' });
    expect(
      read(
        'my wife was admitted to the hospital and its looking like about 95 days before she can leave',
      ),
    ).toMatchObject({ stayDays: 95, stayIn: 'hospital' });
    expect(read('dad is in the hospital, day 70 now')).toMatchObject({ stayDays: 70 });
    expect(read('he was admitted to the hospital 3 days ago').stayDays).toBeUndefined();
    // The day reached, and the last day of a range of days asked about.
    expect(
      read('dad has been in the hospital since early september, today is day 75'),
    ).toMatchObject({ stayDays: 75, stayIn: 'hospital' });
    expect(
      read('what would days 91 to 100 cost?', ['dad is in the hospital, today is day 75']),
    ).toMatchObject({ stayDays: 100, stayIn: 'hospital' });
    // Days named as what Medicare covers are its rule, not a stay.
    const rule = read(
      'why buy long term care insurance when medicare covers 100 days of nursing home',
    );
    expect(rule).toMatchObject({ stayIn: 'snf' });
    expect(rule.stayDays).toBeUndefined();
    const two = read('in the hospital 5 days in february and 3 days in july');
    expect(two.stayDays).toBeUndefined();
    // Beside a skilled nursing facility, the hospital's days are the stay before it.
    expect(
      read('admitted to the hospital first for 5 days. today is day 35 at the nursing home'),
    ).toMatchObject({ hospitalDays: 5, stayDays: 35, stayIn: 'snf' });
    expect(
      read(
        'admitted 3 nights, now in a rehab nursing home. if she stays 30 days what does she owe',
      ),
    ).toMatchObject({ hospitalDays: 3, stayDays: 30, stayIn: 'snf' });
    // The facility's days told after it ("a nursing facility for rehab for 30 days").
    expect(
      read('in the hospital 4 days then went to a nursing facility for rehab for 30 days'),
    ).toMatchObject({ hospitalDays: 4, stayDays: 30, stayIn: 'snf' });
    expect(
      read(
        'a 5 day hospital admission, now in rehab at a skilled nursing place, expected about 45 days',
      ),
    ).toMatchObject({ hospitalDays: 5, stayDays: 45, stayIn: 'snf' });
    const observed = read(
      'dad was in the hospital 4 days but it was observation status. does medicare cover his rehab',
    );
    expect(observed).toMatchObject({ hospitalDays: 4, observation: true, stayIn: 'snf' });
    expect(observed.stayDays).toBeUndefined();
    expect(
      read('and if she needs the whole 100 days?', ['she is in a rehab nursing home']),
    ).toMatchObject({ stayDays: 100, stayIn: 'snf' });
    // An admission supposed takes the observation back; the rehab's days are not the hospital's.
    const supposed = read('if she had been admitted, what would 30 days of rehab have cost her?', [
      'she was under observation in the hospital, now in rehab',
    ]);
    expect(supposed).toMatchObject({ observation: false, stayDays: 30 });
    expect(supposed.hospitalDays).toBeUndefined();
  });

  it('reads a home sale’s gain with improvements, an inheritance, and a spouse’s death asked ahead', () => {
    expect(
      read('bought my house in 1991 for 180k, selling it for 620k. put about 70k into it'),
    ).toMatchObject({ gain: 440_000, improvements: 70_000 });
    // Each improvement named counts: 90,000 + 40,000.
    expect(
      read(
        'bought in 1992 for 180k. put on a 90k addition in 2001 and a 40k kitchen. selling for 850k',
      ),
    ).toMatchObject({ gain: 670_000, improvements: 130_000 });
    expect(read('inherited my moms house, she bought it for 90k')).toMatchObject({
      inherited: true,
    });
    const ahead = read('what if my husband passes before we sell');
    expect(ahead).toMatchObject({ widowed: true });
    expect(ahead.married).not.toBe(false);
  });

  it('reads after-tax money put into a pension, and whether it pays over one life or two', () => {
    expect(read('my pension is joint and survivor. i contributed 30k after tax')).toMatchObject({
      paidIn: 30_000,
      jointAnnuity: true,
    });
    expect(read('pension of 2,000 a month single life')).toMatchObject({ jointAnnuity: false });
  });

  it('reads what drugs cost at the plan’s price, not what the visitor already pays', () => {
    expect(read('my one drug costs about 3,000 a year at the plans price')).toMatchObject({
      drugCost: 3_000,
    });
    expect(read('my meds cost about 800 a month retail')).toMatchObject({ drugCost: 9_600 });
    expect(read('my meds run about 300 a month out of pocket').drugCost).toBeUndefined();
    expect(read('my rent costs about 800 a month').drugCost).toBeUndefined();
  });

  it('reads a bill’s Medicare-approved amount, whether the deductible is met, and coverage beside Medicare', () => {
    expect(read('if medicare approves 480 for it and ive met my 283 deductible')).toMatchObject({
      approved: 480,
      deductibleMet: true,
    });
    expect(read('my mri was approved by medicare at 1,500, my first bill this year')).toMatchObject(
      {
        approved: 1_500,
        deductibleMet: false,
      },
    );
    expect(read('first doctor visit of 2026 was a 900 approved charge')).toMatchObject({
      approved: 900,
      deductibleMet: false,
    });
    expect(read('therapy comes to 3,000 medicare approved').approved).toBe(3_000);
    expect(read('the medicare-approved amount is 2,100').approved).toBe(2_100);
    expect(
      read('medicare approved amount is about 3,000, i havent paid anything toward my deductible'),
    ).toMatchObject({ approved: 3_000, deductibleMet: false });
    // Written without the apostrophe, or the deductible named first: not met.
    expect(
      read('bill was 1,000 medicare approved, havent met my part b deductible yet'),
    ).toMatchObject({ approved: 1_000, deductibleMet: false });
    expect(read('medicare approved 600, my deductible is not met yet').deductibleMet).toBe(false);
    expect(read('medicare approved 600, she hasnt hit her deductible').deductibleMet).toBe(false);
    expect(read('the bill was 480').approved).toBeUndefined();
    expect(read('i have supplement 1a and medicare approved 900').supplemented).toBe(true);
    expect(read('on original medicare only, no supplement').supplemented).toBeUndefined();
  });

  it('reads a business’s net profit as pay from work, an amount taken from an IRA, an RMD and a QCD, and a deposit after Part B', () => {
    expect(read('consulting, net profit will be about 30,000 this year')).toMatchObject({
      earnings: 30_000,
    });
    expect(read('sold my rental and made a profit of 80,000').gain).toBe(80_000);
    expect(read('im 55 and taking 20,000 out of my ira early').withdrawal).toBe(20_000);
    expect(read('i want to pull 15k from my 401k at 52').withdrawal).toBe(15_000);
    expect(read('taking 2,000 a month from my ira').withdrawal).toBeUndefined();
    // A pension quote with two survivor shares: each option is kept.
    expect(
      read('4,100 single life, 3,780 with 50% to my husband, or 3,520 with 100% to him')
        .jointSurvivor,
    ).toEqual({ single: 4_100, joint: 3_780, share: 0.5, more: [{ joint: 3_520, share: 1 }] });
    // A hybrid policy's care rider: its monthly share of the death benefit, and the years of care.
    expect(
      read(
        '300k death benefit with a care rider that pays 2% of it a month. if i use 2 years of care',
      ),
    ).toMatchObject({ faceAmount: 300_000, riderRate: 0.02, careYears: 2 });
    expect(read('home health aide 20 hrs a week at $35/hr').careHours).toBe(20);
    // A parent's couple in care: both parents, or a widowed parent alone.
    expect(read('mom and dad have 120k, dad is going into a nursing home').careCouple).toBe(true);
    expect(
      read(
        'my husband and i worry: mother, 86, widowed, entering a skilled facility. savings 48,000',
      ).careCouple,
    ).toBe(false);
    expect(
      read('my husband is going into a nursing home, we have 300k').careCouple,
    ).toBeUndefined();
    // A workplace plan's payout is marked, for its 20% withholding; an IRA's is not.
    expect(read("requesting 50,000 cash from my former employer's 401k")).toMatchObject({
      withdrawal: 50_000,
      fromPlan: true,
    });
    expect(read('i want to pull 15k from my 401k at 52').fromPlan).toBe(true);
    expect(read('im 55 and taking 20,000 out of my ira early').fromPlan).toBeUndefined();
    expect(read('my rmd is 12,000 and i send 5,000 of it to my church as a qcd')).toMatchObject({
      rmdAmount: 12_000,
      qcdAmount: 5_000,
    });
    expect(
      read('my rmd is 14,000. if the 5,000 goes straight from the ira to the church'),
    ).toMatchObject({ rmdAmount: 14_000, qcdAmount: 5_000 });
    // A yearly gift to a church, in a message about the RMD, is what a QCD would send; without
    // the IRA or its RMD it is no QCD.
    expect(
      read('my ira rmd this year is 18,000. i give about 6,000 a year to my church'),
    ).toMatchObject({ rmdAmount: 18_000, qcdAmount: 6_000 });
    expect(read('i give about 6,000 a year to my church').qcdAmount).toBeUndefined();
    expect(
      read('rmd this year is 14k. if i send 5k straight from the ira to the food bank as a qcd'),
    ).toMatchObject({ rmdAmount: 14_000, qcdAmount: 5_000 });
    expect(
      read('and if i send 5,000 of it straight to my church, how much of the rmd is taxable?'),
    ).toMatchObject({ qcdAmount: 5_000 });
    // A rate is not the RMD's amount.
    expect(read('my rmd is about 4% so roughly 15,400').rmdAmount).toBeUndefined();
    expect(
      read('annuity worth 240k, surrender charge is 5% and it lets me take 10% a year free'),
    ).toMatchObject({ worth: 240_000, surrenderRate: 0.05, freeShare: 0.1 });
    // An amount needed out of it is a withdrawal; a share taken free is not.
    expect(
      read('its worth 180k now with a 5% surrender charge. i need 25k for a roof'),
    ).toMatchObject({ worth: 180_000, surrenderRate: 0.05, withdrawal: 25_000 });
    expect(
      read('annuity worth 240k, surrender charge is 5% and it lets me take 10% a year free'),
    ).not.toHaveProperty('withdrawal');
    // A policy's daily benefit, its inflation protection and its age; a home's value beside care.
    expect(
      read(
        'bought ltc insurance 12 years ago with a 160 a day benefit and 3% compound inflation protection',
      ),
    ).toMatchObject({
      ltcDaily: 160,
      ltcInflation: { rate: 0.03, compound: true },
      policyYears: 12,
    });
    expect(
      read('going into a nursing home at 465 a day. her house is worth about 1.35 million'),
    ).toMatchObject({ homeValue: 1_350_000, careCost: { amount: 465, per: 'day' } });
    expect(
      read(
        'bought a ltc policy at 60 with a 200 a day benefit and 3% compound inflation. im 80 now',
      ),
    ).toMatchObject({ ltcDaily: 200, policyYears: 20 });
    expect(
      read('a fixed indexed annuity, 100k, 6% cap, 0% floor, 100% participation'),
    ).toMatchObject({ assets: 100_000, indexCap: 0.06, participation: 1 });
    expect(read('how much should i keep in cash for 2 years?').reserveYears).toBe(2);
    expect(
      read('my ltc policy started at 150 a day with 5% compound inflation 10 years ago'),
    ).toMatchObject({ ltcDaily: 150, policyYears: 10 });
    // An indexed annuity's cap, participation and the index's change.
    expect(
      read('fixed indexed annuity, 8% annual cap, 100% participation. the index went up 14%'),
    ).toMatchObject({ indexCap: 0.08, participation: 1, indexReturns: [0.14] });
    expect(read('and what happens if the index drops 10% next year?')).toMatchObject({
      indexReturns: [-0.1],
    });
    // A year is not an amount; an RMD not taken is read as missed.
    expect(read('i never took my 2025 rmd, it was 8,000')).toMatchObject({
      rmdAmount: 8_000,
      rmdMissed: true,
    });
    expect(read('my rmd is 30k this year').rmdMissed).toBeUndefined();
    // A gift to one person, not a count of people nor a gift to charity.
    expect(read('gave my son 50,000 for a house. do i owe gift tax?').gift).toBe(50_000);
    // A life policy's face amount told as "is", and its cash value as what it is worth.
    expect(read('life policy is 300k and i have a 40k loan against it')).toMatchObject({
      faceAmount: 300_000,
      policyLoan: 40_000,
    });
    expect(read('my life insurance policy is 1,200 a year').faceAmount).toBeUndefined();
    const kids = read('whole life death benefit is 150k, i borrowed 20k against it');
    expect(kids).toMatchObject({ faceAmount: 150_000, policyLoan: 20_000 });
    expect(kids.benefits).toBeUndefined();
    expect(
      read('whole life policy cash value 80k, ive paid 50k in premiums. if i surrender'),
    ).toMatchObject({ worth: 80_000, paidIn: 50_000 });
    // A question of the gift limit asks about its tax too.
    expect(read('giving my grandson 25k this year. how much is over the gift limit').gift).toBe(
      25_000,
    );
    expect(read('if i give my grandkids 100k, will that hurt masshealth?').gift).toBeUndefined();
    expect(read('want to give each of my 4 grandkids money for christmas').gift).toBeUndefined();
    expect(read('i give 5,000 a year to my church').gift).toBeUndefined();
    // A separate return, and whether the spouses lived together; other income named as such.
    expect(
      read(
        'my wife and i file separately but live together. my only other income is 5,000 in interest',
      ),
    ).toMatchObject({ married: true, separately: 'together', otherIncome: 5_000 });
    expect(read('we file separately and lived apart all year').separately).toBe('apart');
    // An heir's basis: the value at the death, and the gain from it; water and sewer written short.
    expect(
      read(
        'she bought her stock for 40,000 and it was worth 250,000 the day she died. if i sell now for 260,000',
      ),
    ).toMatchObject({ valueAtDeath: 250_000, salePrice: 260_000, gain: 10_000, inherited: true });
    // A check received with no period named is a monthly one; a yearly amount stays yearly.
    expect(read('my husband died at 70, he was getting 3,100').monthly).toEqual([3_100]);
    expect(read('she collects 1,450 a year from a small annuity').monthly).toEqual([]);
    // A workplace plan's check to the visitor is a lump sum, not a benefit.
    expect(read('my 401k check was 100k and they withheld 20%')).toMatchObject({
      lumpSum: 100_000,
    });
    // So is a workplace plan cashed out: "cashing out my old 401k of 100k".
    expect(read('cashing out my old 401k of 100k at 60, paid to me')).toMatchObject({
      lumpSum: 100_000,
    });
    expect(read('thinking of cashing out my ira of 100k').lumpSum).toBeUndefined();
    // Pay earned is pay from work, which the earnings test counts.
    expect(read('im 63, collecting ss, earning 40k this year').earnings).toBe(40_000);
    // The sale and the purchase each keep their own amount, a year between them or not.
    expect(read('we sold our house for 900k, bought it for 300k 20 years ago')).toMatchObject({
      salePrice: 900_000,
      gain: 600_000,
    });
    expect(read('bought my house in 1991 for 180k, selling it for 620k')).toMatchObject({
      salePrice: 620_000,
      gain: 440_000,
    });
    // Selling costs come off the price before the gain, and are not a gain or savings themselves.
    expect(
      read(
        'bought our house in 1988 for 140k. selling for 1,050,000 and closing costs/commission will be about 50k. how much is taxable?',
      ),
    ).toMatchObject({ salePrice: 1_050_000, sellingCosts: 50_000, gain: 860_000 });
    expect(
      read(
        'bought my condo in 2001 for 210k. selling it for 640k, realtor fees about 32k. how much gain is taxable?',
      ),
    ).toMatchObject({ sellingCosts: 32_000, gain: 398_000 });
    expect(
      read('selling for 1.4 million, paid 300k in 1995, and 80k in commissions'),
    ).toMatchObject({ sellingCosts: 80_000, gain: 1_020_000 });
    // An inherited IRA's late owner: their age at death and who they were to the visitor.
    expect(
      read('my brother died in october at 70, i inherited his 300k ira, im 64. 10 years?'),
    ).toMatchObject({ ages: [64], ownerAge: 70, leftBy: 'sibling', inherited: true });
    expect(read('my uncle left me his ira, he was 80 and im 45')).toMatchObject({
      ownerAge: 80,
      leftBy: 'elder',
    });
    expect(read('my sister and i inherited dads ira').leftBy).toBe('elder');
    expect(read('my brother and i are 61 and 64').leftBy).toBeUndefined();
    expect(read('my brother is disabled and inherited the other half').heirDisabled).toBe(true);
    expect(read('property tax 5,200 and water/sewer 800').waterSewer).toBe(800);
    // A full benefit given with the age it is paid at, and a claiming age past 70.
    expect(
      read(
        'my benefit at full retirement age 67 was 2,000. if i hold off till 72 does it keep going up?',
      ),
    ).toMatchObject({ fullBenefit: 2_000, claimAge: 72 });
    expect(read('i get 1,950 deposited every month after part b comes out')).toMatchObject({
      monthly: [1_950],
      depositNet: true,
    });
    expect(
      read('my ss is 2,000 a month and part b comes out. how much gets deposited?').depositNet,
    ).toBeUndefined();
  });

  it("reads last year's tax and AGI, a capital loss and investment income, named as such", () => {
    expect(read('last years federal tax was 30k on an agi of 180k')).toMatchObject({
      priorTax: 30_000,
      income: 180_000,
    });
    expect(read('we paid 22,000 in taxes last year')).toMatchObject({ priorTax: 22_000 });
    expect(read('i lost 20k selling stock this year')).toMatchObject({ capitalLoss: 20_000 });
    expect(read('a capital loss of 12,500 on my fund')).toMatchObject({ capitalLoss: 12_500 });
    expect(
      read('our magi is about 300k and 80k of it is dividends and capital gains'),
    ).toMatchObject({ income: 300_000, investmentIncome: 80_000 });
    expect(read('single, magi about 230,000 incl 25,000 of interest and dividends')).toMatchObject({
      income: 230_000,
      investmentIncome: 25_000,
    });
  });

  it('reads a tax bill, a check as monthly, a pension beside a lump sum, taxable income, withdrawals, holdings', () => {
    expect(
      readDetails('income about $40k. property tax was $5,600 and water and sewer about $800.', []),
    ).toMatchObject({ income: 40_000, propertyTax: 5_600, waterSewer: 800 });
    expect(readDetails('how much more will i get on a 2,000 check?', []).monthly).toEqual([2_000]);
    expect(readDetails('they mailed me a check for $64,000', []).monthly).toEqual([]);
    expect(
      readDetails('my pension offers $400,000 lump sum or $2,100 a month for life', []),
    ).toMatchObject({ lumpSum: 400_000, monthly: [2_100] });
    expect(
      readDetails('our taxable income after deductions will be about $70,000 this year', []),
    ).toMatchObject({ taxableIncome: 70_000 });
    expect(readDetails('living on about $40k a year of IRA withdrawals', [])).toMatchObject({
      otherIncome: 40_000,
    });
    expect(
      readDetails('born in september 1962, i turn 65 on the 14th. when can i sign up', []),
    ).toMatchObject({ birthMonth: 9, birthYear: 1962, birthDay: 14 });
    expect(readDetails('if i convert 20k to roth how much tax', []).added).toBe(20_000);
    expect(readDetails('what if i take an extra $10,000 out of my IRA', []).added).toBe(10_000);
    expect(readDetails('house is worth about 1.6m, ira 700k, brokerage 200k', []).estate).toBe(
      2_500_000,
    );
  });

  it('reads a pension told beside monthly checks as a month, and a total with its parts once', () => {
    const d = read(
      'were 66 and 64. we need 7,200 a month. ss together is 4,100 (his 2,500, mine 1,600) and his pension is 900. is 700k enough?',
    );
    expect(d).toMatchObject({
      monthly: [2_500, 1_600],
      benefits: 49_200,
      pensionMonthly: 900,
      spending: 86_400,
      assets: 700_000,
    });
  });

  it('reads the checks kept and lost after a death, and a pension without a survivor part', () => {
    const d = read(
      'if he goes first i keep his 2,500 but lose my 1,600 and his pension has no survivor part. if i spend 5,500 a month then, what comes from savings?',
      [
        'were 66 and 64. ss together is 4,100 (his 2,500, mine 1,600) and his pension is 900. we have 700k.',
      ],
    );
    expect(d).toMatchObject({
      monthly: [2_500],
      benefits: 30_000,
      pensionMonthly: 0,
      spending: 66_000,
      assets: 700_000,
    });
  });

  it('reads savings one retires with, a draw, rates and an amount wanted after tax', () => {
    expect(
      read('were both 65 with 900k. we want to pull 50k a year for 30 years. safe?'),
    ).toMatchObject({
      assets: 900_000,
      spending: 50_000,
    });
    expect(
      read(
        'im in the 22% federal bracket and mass is 5%. how much do i pull from my ira to end up with 40k?',
      ),
    ).toMatchObject({ federalRate: 22, stateRate: 5, netWanted: 40_000 });
    // Money put in after tax is not an amount wanted after tax.
    expect(read('over the years i put in 48,000 after tax').netWanted).toBeUndefined();
  });

  it('reads benefits named as from social security, not income of which they are a part', () => {
    expect(
      read('we get 48,000 from social security and 40,000 from ira withdrawals'),
    ).toMatchObject({ benefits: 48_000, otherIncome: 40_000 });
    const income = read('income about $40k from SS and a small pension');
    expect(income.income).toBe(40_000);
    expect(income.benefits).toBeUndefined();
  });

  it('reads credits a statement shows', () => {
    expect(read('my statement says 38 credits, two short of 40').credits).toBe(38);
    expect(read('my record shows 36 quarters').credits).toBe(36);
  });

  it('reads the checks received on a claim as the months it has been paid', () => {
    expect(
      read('started my ss at 63 back in june, its 1,650 a month and ive gotten 5 checks'),
    ).toMatchObject({ claimedMonthsAgo: 5, monthly: [1_650] });
    expect(read('i have received 3 payments so far').claimedMonthsAgo).toBe(3);
  });

  it('reads that the visitor never worked, not that their spouse did not', () => {
    expect(read('my husband is 67. i am 65 and never worked').ownNoRecord).toBe(true);
    expect(read('i was a stay at home mom my whole life').ownNoRecord).toBe(true);
    expect(read('my wife never worked, im 66').ownNoRecord).toBeUndefined();
  });

  it('reads a rate of tax to be withheld from a check, not a bracket or a state rate', () => {
    expect(
      read(
        'my ss is 2,400 a month. can social security hold back 12% of each deposit for federal tax?',
      ),
    ).toMatchObject({ withholdRate: 12, monthly: [2_400] });
    expect(read('if i have 10% withheld what is that per month?').withholdRate).toBe(10);
    expect(read('can they take out 22% for taxes').withholdRate).toBe(22);
    expect(read('im in the 22% bracket').withholdRate).toBeUndefined();
    expect(read('mass is 5%').withholdRate).toBeUndefined();
    expect(
      read('cashing out 40k from my old 401k. can i tell them to only hold back 10% for taxes?')
        .withholdRate,
    ).toBeUndefined();
  });

  it('reads a net target with rates put after their level, and a draw that runs savings dry', () => {
    expect(
      read('spending target 48,000 net. assume 12% federal plus 5% state. gross ira distribution?'),
    ).toMatchObject({ netWanted: 48_000, federalRate: 12, stateRate: 5 });
    // Net profit is a business's income, not an amount wanted after tax.
    expect(read('55k gross but 32k net profit for 2026').netWanted).toBeUndefined();
    expect(read('spending target 70k a year net, 22% federal bracket')).toMatchObject({
      netWanted: 70_000,
      federalRate: 22,
    });
    expect(read('nest egg 300k. drawing 2,000 monthly, zero growth. runs dry when?')).toMatchObject(
      { assets: 300_000, spending: 24_000 },
    );
  });

  it('reads an annuity statement, total premiums, a surrender schedule and money put as untaxed', () => {
    expect(
      read('put 100k into a non-ira annuity years ago; statement now says 140k. taking 30k out'),
    ).toMatchObject({ paidIn: 100_000, worth: 140_000, withdrawal: 30_000 });
    const inherited = read("premiums 80k, value 110k. inheritances aren't taxable so i keep it?");
    expect(inherited).toMatchObject({ paidIn: 80_000, worth: 110_000, askedUntaxed: true });
    // A premium by the year is not premiums paid in all.
    expect(read('ltc premiums 3,200 a year').paidIn).toBeUndefined();
    expect(read('whole life: premiums paid 60k total, surrender value 85k')).toMatchObject({
      paidIn: 60_000,
      worth: 85_000,
    });
    expect(
      read('annuity worth 150k, 5% surrender schedule now, 10% penalty-free withdrawal allowance'),
    ).toMatchObject({ worth: 150_000, surrenderRate: 0.05, freeShare: 0.1 });
    expect(read('do i owe tax on the cash value?').askedUntaxed).toBeUndefined();
  });

  it('reads a daily benefit said with "daily", decades ahead, and a skilled facility', () => {
    expect(
      read(
        'policy benefit 200 daily today, 3% compounding inflation rider. value two decades out?',
      ),
    ).toMatchObject({
      ltcDaily: 200,
      ltcInflation: { rate: 0.03, compound: true },
      yearsAhead: 20,
    });
    expect(read('what will 5,000 a month cost 15 years out at 3% inflation').yearsAhead).toBe(15);
    expect(read('mother is entering a skilled facility in quincy').stayIn).toBe('snf');
    expect(read('daily benefit 180 with 3% simple inflation rider').ltcDaily).toBe(180);
    expect(read('could i buy a 300k longevity annuity qlac to shrink rmds?').qlac).toBe(300_000);
    expect(read('500k in my ira and 100k of it is in a qlac').qlac).toBe(100_000);
    // The QLAC's cost, and the account it comes out of as the balance RMDs go by.
    expect(read("i'm 74 and want to buy a qlac with 150k of my 600k ira")).toMatchObject({
      qlac: 150_000,
      assets: 600_000,
    });
    expect(read('thinking of putting 200k into a qlac').qlac).toBe(200_000);
  });

  it('reads a plan rolled into an IRA, and a Roth asked about as not yet funded', () => {
    expect(
      read('left my job at 57 and rolled my whole 401k into an ira last month').rolledToIra,
    ).toBe(true);
    expect(read('should i roll my 401k into an ira?').rolledToIra).toBeUndefined();
    expect(read('can i still fund a roth ira this year?').rothOpened).toBeUndefined();
    expect(read('im 62 and started 72t payments at 58. can i stop them now?')).toMatchObject({
      ages: [62],
      seppStart: 58,
    });
    expect(read('i opened my first roth in 2021').rothOpened).toBe(2021);
  });

  it('reads after-tax money in an IRA apart from the balance it is part of', () => {
    expect(
      read(
        'i put about 20k of after-tax money into my ira. the ira is 400k now and my rmd is 16,000',
      ),
    ).toMatchObject({ afterTaxBasis: 20_000, assets: 400_000, rmdAmount: 16_000 });
    expect(
      read('I have 30k of nondeductible contributions in my IRA, IRA is 300k. taking 12k out'),
    ).toMatchObject({ afterTaxBasis: 30_000, assets: 300_000 });
    expect(
      read('i have 90k pretax sitting in a rollover ira. deposit 7,500 nondeductible and convert'),
    ).toMatchObject({ afterTaxBasis: 7_500, assets: 90_000, pretaxBalance: true });
    // A 401(k)'s after-tax money follows the plan's rules, not the IRA pro-rata rule.
    expect(read('my 401k has 60k of after-tax contributions').afterTaxBasis).toBeUndefined();
  });

  it('reads a plan at the job still held apart from an IRA, and an IRA balance apart from pay', () => {
    expect(
      read('im 74 and still a nurse manager at a community hospital. my 403b there has about 410k'),
    ).toMatchObject({ working: true, planAtWork: true, assets: 410_000 });
    // The job the rollover came from is not pay: its balance is the account's.
    const rollover = read(
      '74, still employed full time, my 403b is with this employer. a rollover ira from a former job had 200k at year end',
    );
    expect(rollover).toMatchObject({ working: true, planAtWork: false, assets: 200_000 });
    expect(rollover.earnings).toBeUndefined();
    // An IRA asked about after the plan at work: its balance, and no wait for its RMD.
    const after = readDetails('what about my old ira from a previous job? it had 300k on dec 31', [
      { role: 'user', content: 'im 74 and still a teacher at a school. my 403b there has 410k' },
    ]);
    expect(after).toMatchObject({ assets: 300_000, planAtWork: false });
  });

  it('reads an earlier job left before 55, and whether an inherited IRA’s owner had started RMDs', () => {
    expect(read('90k in an old 401k from a job i left at 50').leftEarlierAt).toBe(50);
    expect(read('my dad died in march at 81, he was already taking rmds').ownerRmds).toBe(true);
    expect(read('mom passed at 70 and left me her ira').ownerRmds).toBe(false);
    expect(read('she hadnt started her rmds yet').ownerRmds).toBe(false);
  });

  it('reads a new spending level asked about: "what if i cut back to 5,500 a month?"', () => {
    expect(
      read('what if i cut back to 5,500 a month?', ['850k saved, i spend about 6,000 a month'])
        .spending,
    ).toBe(66_000);
  });

  it('does not take a later phase of a spending plan for the spending asked about', () => {
    // "60k a year the first 5 years, then drop to 35k": the 60k is what is drawn now.
    expect(
      read(
        '1 million saved. want to spend 60k a year from it the first 5 years for travel, then drop to 35k. crazy?',
      ).spending,
    ).toBe(60_000);
  });
});

describe('readDetails: an annuity’s terms and a house asked about for MassHealth', () => {
  it('reads an income rider’s base and rate, not as Social Security or savings', () => {
    const rider = read(
      'my annuity has an income rider. benefit base shows 250k but account value is 190k. if i turn on income at 70 at 5.5% what do i get a year',
    );
    expect(rider).toMatchObject({ benefitBase: 250_000, payoutRate: 0.055, worth: 190_000 });
    expect(rider.benefits).toBeUndefined();
  });

  it('reads what an annuity was bought for, a period it is annuitized over, and what it moves into', () => {
    expect(
      read('bought a non-qualified fixed annuity in 2016 for 100k, its worth 148k now').paidIn,
    ).toBe(100_000);
    expect(read('what if i annuitize it over 10 years instead?').payoutYears).toBe(10);
    expect(read('a 15-year period certain payout').payoutYears).toBe(15);
    expect(read('my life expectancy from the irs table is 20 years').payoutYears).toBe(20);
    expect(
      read('his 300k life policy offers me a lump sum or 10 yearly payments of 33,000'),
    ).toMatchObject({ faceAmount: 300_000, installment: 33_000, payoutYears: 10 });
    expect(read('his 200k policy will pay me 5 yearly payments of 42,000')).toMatchObject({
      faceAmount: 200_000,
      installment: 42_000,
      payoutYears: 5,
    });
    expect(read('my spia cost 150k and pays 1,000 a month').paidIn).toBe(150_000);
  });

  it('reads the sum a pension offers beside its check, with or without "lump sum" said', () => {
    expect(read('im 66, the pension offers 1,800 a month or 310k')).toMatchObject({
      pensionMonthly: 1_800,
      lumpSum: 310_000,
    });
    expect(read('my pension offers 250k or 1,400 a month for life').lumpSum).toBe(250_000);
    expect(read('could i move it into an annuity instead?').exchangeInto).toBe('annuity');
    expect(read('could i move it into a life insurance policy the same way?').exchangeInto).toBe(
      'life',
    );
  });

  it('reads a check put off to an age as the check at that age, not as savings', () => {
    const later = read(
      "i need 4,000 a month but my social security won't start till 67 at 2,900. i have 500k.",
    );
    expect(later.benefitAt).toEqual([{ age: 67, monthly: 2_900 }]);
    expect(later.assets).toBe(500_000);
  });

  it('reads a home’s worth where what MassHealth does with the house is asked', () => {
    const house = read('and will they take her house? its worth about 700k');
    expect(house.homeValue).toBe(700_000);
    expect(house.assets).toBeUndefined();
  });
});
