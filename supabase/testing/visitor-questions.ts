/**
 * Questions a retirement, tax and insurance firm's visitors ask, each need in several wordings
 * (with the typing of real visitors), and how often each need comes up in a month: the seed of
 * the record behind the `gaps` sample report and its benchmark. The engine decides how each is
 * answered; nothing here says which are gaps.
 */
export const VISITOR_NEEDS: readonly { weight: number; wordings: readonly string[] }[] = [
  {
    weight: 40,
    wordings: [
      'When do I have to start taking RMDs?',
      'what age do required minimum distributions start',
      'Do I need to take money out of my IRA at 73?',
    ],
  },
  {
    weight: 35,
    wordings: [
      'When should I claim Social Security?',
      'is it better to take social security at 62 or wait',
      'Should I start my Social Security benefits now or at 70?',
    ],
  },
  {
    weight: 30,
    wordings: [
      'How much does Medicare Part B cost?',
      'what is the part b premium this year',
      'Medicare premium 2026?',
    ],
  },
  {
    weight: 22,
    wordings: [
      'Can I use my 401k to pay for my grandson’s college?',
      'How do 529 college savings plans work?',
      'Should I open a 529 plan for my granddaughter?',
      'is a 529 better than a custodial account for college',
    ],
  },
  {
    weight: 18,
    wordings: [
      'Is a reverse mortgage a good idea at 68?',
      'How does a reverse mortgage work?',
      'Can I get a reverse mortgage on my condo?',
    ],
  },
  {
    weight: 15,
    wordings: [
      'Should I put some of my IRA in bitcoin?',
      'Can I hold crypto in my retirement account?',
      'what do you think about bitcoin for retirement',
    ],
  },
  {
    weight: 14,
    wordings: [
      'Should I convert my IRA to a Roth this year?',
      'Does a Roth conversion make sense for me?',
      'how much should i convert to roth',
    ],
  },
  {
    weight: 12,
    wordings: [
      'Are you a fiduciary?',
      'Do your advisors act as fiduciaries?',
      'are you fee only or do you get commissions',
    ],
  },
  {
    weight: 12,
    wordings: [
      'Can I do a 1031 exchange on my rental property?',
      'how does a 1031 exchange work when I sell a rental',
      'Selling my rental house, can I defer the gain with a 1031?',
    ],
  },
  {
    weight: 10,
    wordings: [
      'Should I buy an annuity with my rollover?',
      'Is this fixed indexed annuity right for me?',
      'My agent wants me to buy an annuity, should I?',
    ],
  },
  {
    weight: 10,
    wordings: [
      'How much can I put in my 401k this year?',
      '401k contribution limit 2026',
      'what is the catch up contribution if I am over 50',
    ],
  },
  {
    weight: 9,
    wordings: [
      'Can I deduct my long-term care premiums?',
      'are ltc insurance premiums tax deductible',
      'Is long term care insurance worth it?',
    ],
  },
  {
    weight: 8,
    wordings: [
      'Should I pay off my mortgage before I retire?',
      'pay off the house or keep investing?',
      'Is it smart to use my IRA to pay off the mortgage?',
    ],
  },
  {
    weight: 8,
    wordings: [
      'Can you recommend a good elder law attorney in Worcester?',
      'Do you know an estate planning lawyer near Springfield?',
      'I need a lawyer for my mother’s will, who do you recommend?',
    ],
  },
  {
    weight: 7,
    wordings: [
      'What is the weather in Boston tomorrow?',
      'Who won the Celtics game last night?',
      'Can you give me a recipe for clam chowder?',
    ],
  },
  {
    weight: 7,
    wordings: ['Hi', 'Thanks, that helps!', 'hello there'],
  },
  {
    weight: 6,
    wordings: [
      'Should I buy gold or silver for my retirement?',
      'Is a gold IRA a good idea?',
      'can I put physical gold in an IRA',
    ],
  },
  {
    weight: 6,
    wordings: [
      'My SSN is 123-45-6789, can you check my Social Security record?',
      'Here is my account 4417 1234 5678 9113, what is my balance?',
    ],
  },
  {
    weight: 5,
    wordings: [
      'Do I have to pay tax on my Social Security?',
      'Is social security taxable in Massachusetts?',
      'how much of my social security is taxed federally',
    ],
  },
  {
    weight: 5,
    wordings: [
      'How do I open an account with you?',
      'What are your fees?',
      'How much does it cost to work with your firm?',
    ],
  },
  {
    weight: 4,
    wordings: [
      'Can I still contribute to my HSA after I go on Medicare?',
      'HSA contributions once I turn 65?',
    ],
  },
  {
    weight: 4,
    wordings: [
      'Should I get a HELOC before I retire?',
      'is a home equity line of credit a good emergency fund in retirement',
    ],
  },
];
