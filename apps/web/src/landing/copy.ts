// The landing page's words, kept apart from layout so variants and translations touch one file.
import {
  DEFAULT_HERO_VARIANT,
  formatPrice,
  PLANS,
  QUESTIONS_PER_CREDIT,
  SIGNUP_CREDITS,
  TRIAL_DAYS,
  HERO_HEADLINE_KEYS,
  HERO_SUBHEADLINE_KEYS,
  type HeroHeadlineKey,
  type HeroSubheadlineKey,
  type HeroVariant,
  type PlanFeature,
} from '@quizwise/contract';

/** One headline per letter of the contract's hero variants (a new letter does not compile without it). */
export const headlines: Record<HeroHeadlineKey, string> = {
  A: 'Stop grading by hand. Let AI write and mark your quizzes.',
  B: 'Create, host and grade a quiz in minutes.',
  C: 'Reclaim the hours that quizzes take from your week.',
};

/** One sub-headline per digit of the contract's hero variants. */
export const subHeadlines: Record<HeroSubheadlineKey, string> = {
  '1': 'Turn any text, PDF, document or web page into a ready-to-use quiz. Quizwise hosts it, grades every answer and shows you who needs help.',
  '2': 'Upload this week’s lesson material and share a quiz your class can take today: marked automatically and synced with Google Classroom.',
  '3': 'From lesson notes to graded results without the late nights. The AI drafts the questions, your class takes the quiz, Quizwise does the marking.',
};

export interface HeroCopy {
  /** The normalised variant, e.g. `A1`, after unknown letters or digits fall back. */
  variant: HeroVariant;
  headline: string;
  subHeadline: string;
}

/**
 * Picks the hero's words for a variant such as `B2`: the letter chooses the headline, the digit the
 * sub-headline, and an unknown or missing character falls back to the default variant's.
 */
export function heroCopy(requested: string): HeroCopy {
  const letter =
    oneOf(HERO_HEADLINE_KEYS, requested.charAt(0).toUpperCase()) ??
    (DEFAULT_HERO_VARIANT.charAt(0) as HeroHeadlineKey);
  const digit =
    oneOf(HERO_SUBHEADLINE_KEYS, requested.charAt(1)) ??
    (DEFAULT_HERO_VARIANT.charAt(1) as HeroSubheadlineKey);
  return { variant: `${letter}${digit}`, headline: headlines[letter], subHeadline: subHeadlines[digit] };
}

function oneOf<T extends string>(keys: readonly T[], value: string): T | undefined {
  return keys.find((key) => key === value);
}

export const cta = {
  label: 'Try Professional Plan For Free',
  note: `${TRIAL_DAYS}-day trial. No credit card required.`,
} as const;

export const supportEmail = 'support@quizwise.app';

export const showcase = {
  title: 'Transform Your Teaching with AI',
  intro: 'One place to write, run and learn from your quizzes, so your time goes to teaching.',
  items: [
    {
      id: 'generate',
      label: 'AI quiz generation',
      title: 'Quizzes written from your own material',
      text: 'Paste text, upload a PDF or Word document, or add a web link. Quizwise writes questions in six formats at the level you choose, ready for you to review.',
      image: 'generate',
      alt: 'The Quizwise quiz generator with lesson notes on photosynthesis chosen from the library: up to 20 questions for 1 credit.',
    },
    {
      id: 'classes',
      label: 'Classes and Google Classroom',
      title: 'Set up classes in seconds',
      text: 'Import your classes and students from Google Classroom, post quizzes as assignments and send the grades back, without copying a single name.',
      image: 'classes',
      alt: 'A Quizwise class, 9B Biology: its join link and code, and the roster with each student’s personal code.',
    },
    {
      id: 'grading',
      label: 'Hosting and automatic grading',
      title: 'Hosted, graded, done',
      text: 'Share one link and students answer on any device. Every answer is marked the moment they submit, and results download as CSV or Excel.',
      image: 'grading',
      alt: 'Results of a hosted quiz in Quizwise: each student’s score, accuracy and time taken, with CSV and Excel downloads.',
    },
    {
      id: 'progress',
      label: 'Student progress insights',
      title: 'See every student’s progress',
      text: 'Follow each student’s scores over time and spot the topics a class finds hard while there is still time to teach them again.',
      image: 'progress',
      alt: 'Progress insights for a Quizwise class: a written summary, each skill over time and a skills breakdown.',
    },
  ],
} as const;

export const steps = {
  title: '3 Simple Steps',
  intro:
    'From the material you already teach with to a finished quiz, in the time it takes to make a coffee.',
  items: [
    {
      title: 'Upload your material',
      text: 'Paste text, upload a PDF or Word document, or add a link to a web page. Quizwise reads it for you.',
    },
    {
      title: 'Customise your quiz',
      text: 'Choose the question types, the difficulty and how many questions you want. Switch on Higher Order for questions that make students think.',
    },
    {
      title: 'Generate and share',
      text: 'Your quiz is ready in seconds. Download it as PDF or DOCX, or export it straight to Google Forms.',
    },
  ],
} as const;

export const insights = {
  eyebrow: 'Skills insight',
  title: 'Know exactly where each student stands',
  intro: 'Every graded quiz adds to a picture of what your students can do, skill by skill.',
  points: [
    {
      title: 'Detailed skills breakdown',
      text: 'Each question is tagged with the skill it tests, so scores add up to a clear map of strengths and gaps.',
    },
    {
      title: 'Instant AI performance analysis',
      text: 'As soon as a quiz is marked, a short written analysis says what went well and what to revisit next.',
    },
    {
      title: 'Skills development over time',
      text: 'Follow each skill from quiz to quiz and see the effect of your teaching, for one student or the whole class.',
    },
  ],
} as const;

export const closing = {
  title: 'Give your next quiz to Quizwise',
  text: `Every Professional feature, free for ${TRIAL_DAYS} days. Bring one lesson’s material and see your first quiz in minutes.`,
} as const;

const free = PLANS.free;
const professional = PLANS.professional;

/**
 * The pricing section and /pricing/ page. Prices, allowances and highlights come from the contract's
 * plans module; only the sentences around them live here.
 */
export const pricing = {
  eyebrow: 'Pricing',
  title: 'Simple pricing, honest credits',
  intro: `Start with ${TRIAL_DAYS} days of ${professional.name}. Then stay on ${free.name} for nothing, or keep ${professional.name} for hosting and class insights.`,
  perMonth: '/ month',
  creditsPerMonth: (credits: number) => `${credits} AI credits every month`,
  planCta: { free: 'Sign up free', professional: `Start your ${TRIAL_DAYS}-day trial` },
  trial: {
    title: 'How the free trial works',
    steps: [
      {
        title: `Days 1 to ${TRIAL_DAYS}: ${professional.name}`,
        text: `Every ${professional.name} feature, with ${SIGNUP_CREDITS} credits to start. We don’t ask for a card.`,
      },
      {
        title: `Day ${TRIAL_DAYS + 1}: ${free.name}`,
        text: `Your account moves to ${free.name} with ${free.monthlyCredits} credits every month. Nothing is charged.`,
      },
      {
        title: 'Nothing is lost or locked',
        text: 'Your quizzes, notes, classes and results stay in your account and open as before. Subscribe whenever you want Professional back.',
      },
    ],
  },
  packs: {
    title: 'Need more credits?',
    text: 'Buy a credit pack at any time, on either plan. Purchased credits are added to your balance, and unused monthly credits carry over.',
    label: (credits: number) => `${credits} credits`,
    /** When this install takes no payments (no Stripe key): how credits are given instead. */
    noPaymentsTitle: 'Credits on this Quizwise',
    noPaymentsText: `This Quizwise takes no payments. Every account starts with ${SIGNUP_CREDITS} credits and gets its plan's credits each month; whoever runs it gives more on request.`,
  },
  creditNote: `1 credit writes up to ${QUESTIONS_PER_CREDIT} quiz questions from your material.`,
  pageLink: 'Compare plans in detail',
} as const;

/** What each plan feature means, for the /pricing/ comparison table (a new feature does not compile without it). */
export const planFeatureLabels: Record<PlanFeature, string> = {
  study_library: 'Unlimited raw texts, notes, diagrams and quizzes',
  ai_with_credits: 'AI quiz generation, notes and chat with credits',
  downloads: 'PDF, Word and quiz-format downloads',
  hosting: 'Host quizzes for classes, graded automatically',
  google_integrations: 'Google Classroom and Google Forms',
  class_insights: 'Student codes, class marks and insights',
};

/** The /pricing/ page's own title and description (the landing page's live in landing.html). */
export const pricingPageMeta = {
  title: `Quizwise pricing: ${free.name} and ${professional.name} plans, credit packs`,
  description: `${free.name} gives ${free.monthlyCredits} AI credits a month; ${professional.name} gives ${professional.monthlyCredits} and hosting for classes. Try ${professional.name} free for ${TRIAL_DAYS} days, no credit card required.`,
  heading: 'Pricing',
} as const;

export const faq = {
  title: 'Frequently asked questions',
  items: [
    {
      question: 'What do I get with the free trial?',
      answer: `${TRIAL_DAYS} days of full ${professional.name} access: every question type, hosting, automatic grading, Google Classroom and Google Forms, and student insights. We don’t ask for a credit card, so nothing is charged when the trial ends.`,
    },
    {
      question: `What happens on day ${TRIAL_DAYS + 1}?`,
      answer: `Your account moves to the ${free.name} plan with ${free.monthlyCredits} AI credits every month. Nothing you made is lost or locked: your quizzes, notes, classes and results stay in your account. Subscribe to ${professional.name} (${formatPrice(professional.monthlyPriceCents)} a month) whenever you want hosting and class insights back.`,
    },
    {
      question: 'What is a credit?',
      answer: `A credit is the unit we use for AI features. Generating up to ${QUESTIONS_PER_CREDIT} questions costs 1 credit. ${free.name} adds ${free.monthlyCredits} credits every month, ${professional.name} adds ${professional.monthlyCredits}, and credit packs top you up at any time.`,
    },
    {
      question: 'Which question types can Quizwise create?',
      answer:
        'Multiple-choice, true/false, short answer, fill-in-the-blank, scenario-based and diagram labelling. You can mix several types in one quiz.',
    },
    {
      question: 'What does the Higher Order option do?',
      answer:
        'Most question types have a Higher Order option. Switch it on and the questions ask students to apply, analyse and evaluate what they learned instead of recalling facts.',
    },
    {
      question: 'Can I change the questions the AI writes?',
      answer:
        'Yes. You can edit any generated question, add your own and delete the ones you don’t want before you share or download the quiz.',
    },
    {
      question: 'How do I get help?',
      answer: `Our support team answers by e-mail at ${supportEmail}. Write to us about anything, from your first quiz to your school’s account.`,
    },
  ],
} as const;
