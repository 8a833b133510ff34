// Plans and credit packs: the one description of what each plan costs, gives and unlocks.
// The server (allowances, what a plan may do, Stripe prices), the landing page (pricing section and
// /pricing/) and the app (credits page, zero-credit dialog) all read this module, so they never disagree.
// No zod here: the landing page imports it and must stay small.

export type PlanId = 'free' | 'professional';

/** What a plan can let an account do beyond its credits. */
export const PLAN_FEATURES = [
  'study_library',
  'ai_with_credits',
  'downloads',
  'hosting',
  'google_integrations',
  'class_insights',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** What a feature is called where a refusal names it ("Hosting quizzes for classes needs …"). */
export const PLAN_FEATURE_NAMES: Readonly<Record<PlanFeature, string>> = {
  study_library: 'Your study library',
  ai_with_credits: 'AI work paid with credits',
  downloads: 'Downloads',
  hosting: 'Hosting quizzes and classes',
  google_integrations: 'Google Classroom and Google Forms',
  class_insights: 'Class insights',
};

/** The cheapest plan that unlocks a feature. */
export function planUnlocking(feature: PlanFeature): PlanId {
  return PLAN_ORDER.find((plan) => planHasFeature(plan, feature)) ?? 'professional';
}

export interface PlanDefinition {
  readonly id: PlanId;
  readonly name: string;
  /** One line under the name on pricing cards. */
  readonly tagline: string;
  /** Price per month in whole cents (USD); 0 for Free. */
  readonly monthlyPriceCents: number;
  /** Credits added at each monthly renewal (unused credits carry over). */
  readonly monthlyCredits: number;
  readonly features: readonly PlanFeature[];
  /** What the plan gives, in the words pricing cards use (order matters: most important first). */
  readonly highlights: readonly string[];
}

export interface CreditPack {
  readonly id: 'pack_100' | 'pack_300' | 'pack_1000';
  readonly credits: number;
  /** One-off price in whole cents (USD). */
  readonly priceCents: number;
}

/** New accounts try Professional for this many days, then move to Free (nothing they made is lost). */
export const TRIAL_DAYS = 14;
/** Credits a new account starts with (on top of nothing; the trial's first allowance). */
export const SIGNUP_CREDITS = 10;

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  free: {
    id: 'free',
    name: 'Free',
    tagline: 'For students and self-learners',
    monthlyPriceCents: 0,
    monthlyCredits: 30,
    features: ['study_library', 'ai_with_credits', 'downloads'],
    highlights: [
      '30 AI credits every month',
      'Unlimited raw texts, notes, diagrams and quizzes',
      'Practice, results and what to study next',
      'PDF, Word and quiz-format downloads',
    ],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    tagline: 'For teachers and serious learners',
    monthlyPriceCents: 900,
    monthlyCredits: 500,
    features: [
      'study_library',
      'ai_with_credits',
      'downloads',
      'hosting',
      'google_integrations',
      'class_insights',
    ],
    highlights: [
      '500 AI credits every month',
      'Everything in Free',
      'Host quizzes for classes, with automatic grading',
      'Student codes, class marks and insights',
      'Google Classroom and Google Forms',
    ],
  },
};

export const PLAN_ORDER: readonly PlanId[] = ['free', 'professional'];

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'pack_100', credits: 100, priceCents: 300 },
  { id: 'pack_300', credits: 300, priceCents: 700 },
  { id: 'pack_1000', credits: 1000, priceCents: 1900 },
];

export function planHasFeature(plan: PlanId, feature: PlanFeature): boolean {
  return PLANS[plan].features.includes(feature);
}

/** "$9" / "$0" / "$2.50" for prices in cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}
