/**
 * The shape of the knowledge-base content (`content/*.md`, `content/figures.md`,
 * `content/sources.md`), checked when the content is compiled. Kept in this one file so the
 * schema can move to a shared contract package unchanged.
 */
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by "-"');
const key = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'a name in camelCase');
const line = z
  .string()
  .trim()
  .min(1)
  .refine((s) => !s.includes('\n'), 'one line');

/** A page an answer rests on, from the issuing body. */
export const sourceSchema = z.strictObject({
  key,
  /** The short name shown in an answer's Sources list: "IRS", "SSA", "Medicare.gov" … */
  issuer: line.max(24),
  title: line,
  url: z.url({ protocol: /^https$/ }),
});

/** A published figure: its amount, the year it applies to and the page that publishes it. */
export const figureSchema = z.strictObject({
  name: key,
  amount: z.number().nonnegative(),
  per: z.enum(['year', 'month', 'once']),
  year: z.number().int().min(2025).max(2030),
  source: key,
  note: z.string(),
});

/** Details a worked answer can need from the visitor. */
export const DETAIL_KEYS = [
  'ages',
  'signUpMonth',
  'exMarriageYears',
  'birthYear',
  'married',
  'income',
  'earnings',
  'gain',
  'depreciation',
  'assets',
  'spending',
  'monthly',
  'pensionMonthly',
  'employees',
  'widowed',
  'birthMonth',
  'birthDay',
  'claimAge',
  'benefitAt',
  'benefits',
  'otherIncome',
  'taxableIncome',
  'family',
  'working',
  'lumpSum',
  'propertyTax',
  'added',
  'careCost',
  'drugCost',
  'approved',
  'withdrawal',
  'rmdAmount',
  'qcdAmount',
  'gift',
  'valueAtDeath',
  'capitalLoss',
  'investmentIncome',
  'priorTax',
  'rentYearly',
  'credits',
  'jointSurvivor',
  'disabledSince',
  'workPlan',
  'rothOpened',
  'jointAccount',
  'paidIn',
  'stayIn',
  'worth',
  'inflation',
  'growth',
  'yearsAhead',
  'benefitPool',
  'medicalCosts',
  'faceAmount',
  'policyLoan',
  'itemized',
  'policyPremium',
  'ltcPremium',
  'ltcDaily',
  'reserveYears',
  'premiumRise',
  'surrenderRate',
  'freeShare',
  'contributed',
  'giftsEach',
  'heirs',
  'netWanted',
  'federalRate',
  'ownerRmds',
  'ownerAge',
  'heirDisabled',
  'leftBy',
  'indexReturns',
  'indexCap',
  'participation',
  'ltcInflation',
  'policyYears',
  'homeValue',
  'taken',
  'benefitBase',
  'payoutRate',
  'payoutYears',
  'exchangeInto',
  'installment',
  'qlac',
  'afterTaxBasis',
  'claimedMonthsAgo',
  'riderRate',
  'careYears',
  'withholdRate',
] as const;

/**
 * One question a topic answers directly: fixed text, or a named calculator. A point may instead
 * answer a common misreading (`believes`: the belief as visitors state it), with a `says` that
 * opens with "No"; it answers only a belief put for confirmation ("…, right?"), never a question
 * that merely shares its words ("can I leave my son out of my will?").
 */
export const pointSchema = z
  .strictObject({
    asks: z.array(line).min(1).optional(),
    believes: z.array(line).min(1).optional(),
    says: line.optional(),
    calculator: key.optional(),
    uses: z.array(z.enum(DETAIL_KEYS)).optional(),
    /** A worked answer only: the point answers only a visitor who gave what its calculator needs. */
    onlyWorked: z.literal(true).optional(),
    /**
     * Written for a widow or widower, for an heir, for a parent's heir ("a-parent": a child's
     * inherited IRA), or for someone who lives in Massachusetts ("ma-resident": how the state
     * taxes its residents), or about federal rules ("federal": not for a question that names
     * the state's return), or about the visitor's own accounts ("own-accounts": not for a
     * question about a spouse's), or for a death in the year a return is for ("death-this-year")
     * or in a year before it ("death-before"), or for one under 65 ("under-65") or remarried
     * ("remarried"): answers only a conversation that fits.
     */
    presumes: z
      .enum([
        'federal',
        'widowed',
        'a-death',
        'a-parent',
        'ma-resident',
        'leaving-ma',
        'coming-to-ma',
        'no-pay',
        'not-collecting',
        'own-accounts',
        'a-spouse',
        'work-plan',
        'newly-married',
        'left-job',
        'not-filed',
        'own-benefit',
        'death-this-year',
        'death-before',
        'under-65',
        'remarried',
      ])
      .optional(),
  })
  .refine((p) => (p.asks === undefined) !== (p.believes === undefined), {
    message: 'a point has either `asks` or `believes`',
  })
  .refine((p) => (p.says === undefined) !== (p.calculator === undefined), {
    message: 'a point has either `says` or `calculator`',
  })
  .refine(
    (p) => p.believes === undefined || p.calculator !== undefined || /^No\b/.test(p.says ?? ''),
    { message: 'a point that answers a belief `says` "No" first (a calculator is tested to)' },
  )
  .transform(({ asks, believes, ...rest }) =>
    believes ? { ...rest, asks: believes, belief: true as const } : { ...rest, asks: asks ?? [] },
  );

export const frontMatterSchema = z.strictObject({
  id,
  title: line,
  area: z.enum([
    'retirement',
    'social-security',
    'health',
    'tax',
    'insurance',
    'estate',
    'massachusetts',
    'firm',
  ]),
  questions: z.array(line),
  keywords: z.array(line).min(1),
  sources: z.array(key).min(1),
  /** The one short question a general answer of this topic turns on. */
  ask: line.endsWith('?').optional(),
  /**
   * What the topic's answers are written for: a marital status ("divorced": claims on an
   * ex-spouse's record), where a visitor who speaks of a current spouse is asking another
   * topic's question; or a death ("a-death": a survivor's, an heir's questions), where a
   * conversation that speaks of none is; or an age ("under-65": coverage before Medicare), where
   * a visitor who says they are 65 or older is; or the visitor's own home ("own-home": the
   * exclusion on selling it), where an heir selling a house left to them is not; or a spouse
   * ("a-spouse": benefits on a spouse's record), where a conversation that speaks of none is not;
   * or an illness or disability ("ill"), likewise.
   */
  presumes: z
    .enum(['divorced', 'a-death', 'under-65', 'own-home', 'a-spouse', 'ill', 'deposits'])
    .optional(),
  points: z.array(pointSchema).optional(),
});

/** A topic file: its front matter, then the general answer and the Steps … Next lists. */
export const topicSchema = frontMatterSchema.extend({
  summary: line,
  steps: z.array(line).min(2),
  benefits: z.array(line).min(1),
  risks: z.array(line).min(1),
  next: z.array(line).min(1),
});

export type SourceContent = z.infer<typeof sourceSchema>;
export type FigureContent = z.infer<typeof figureSchema>;
export type TopicContent = z.infer<typeof topicSchema>;
