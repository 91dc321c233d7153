/** A reply shaped as the answer engine writes them. */
export const ENGINE_REPLY = `**You can claim Social Security from 62 to 70: claiming at 62 cuts the check by up to 30% for life.**

### Benefits vs. risks
**Benefits**
- Delaying buys inflation-adjusted income for life.

**Risks**
- Claiming early locks in a permanently smaller check.

### Next actions
- Download your Social Security statement.
- Talk with Long Wharf Retirement Partners to see how this applies to you: call [(617) 555-0142](tel:+16175550142).

### Sources
- [SSA: Retirement age and benefit reduction](https://www.ssa.gov/benefits/retirement/planner/agereduction.html)
- [SSA: Delayed retirement credits](https://www.ssa.gov/benefits/retirement/planner/delayret.html)
- [Investor.gov (SEC): Annuities](https://www.investor.gov/annuities)

_This is general information, not individualized tax, legal, insurance or investment advice._`;
