// The plan upgrade pages' texts and rules (spec 000 "Plan upgrade", §4, §9; DECISIONS 16).

import { HEADER_UPGRADE } from './upgradeLinkText.ts';

export const PLAN_SELECTIONS = ['perCase', '100', '250', '500'] as const;
export type PlanSelection = (typeof PLAN_SELECTIONS)[number];

export const isPlanSelection = (value: string | null): value is PlanSelection =>
  value !== null && (PLAN_SELECTIONS as readonly string[]).includes(value);

export const UPGRADE_STEPS = [
  { key: 'overview', label: 'Overview', path: '/upgrade/overview' },
  { key: 'choose', label: 'Choose Plan', path: '/upgrade/choose' },
  { key: 'payment', label: 'Review & Pay', path: '/upgrade/payment' },
] as const;
export type UpgradeStep = (typeof UPGRADE_STEPS)[number]['key'];
/** A step's state in the steps bar: done, the current one, or still to come. */
export type StepState = 'finish' | 'process' | 'wait';

export function stepStates(current: UpgradeStep): Record<UpgradeStep, StepState> {
  const at = UPGRADE_STEPS.findIndex((step) => step.key === current);
  return Object.fromEntries(
    UPGRADE_STEPS.map((step, index) => [step.key, index < at ? 'finish' : index === at ? 'process' : 'wait']),
  ) as Record<UpgradeStep, StepState>;
}

/** '1000.00' → '$1,000'; '9.09' → '$9.09'. */
export function dollars(amount: string): string {
  const value = Number(amount);
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export const offerTitle = (selection: string, cases: number | null) => (selection === 'perCase' ? 'Pay per case' : `${cases} cases`);

export const STAGE_LABELS: Record<string, string> = {
  LEAD: 'Free',
  FREEMIUM: 'Free',
  TRIAL: 'Free trial',
  EXTENDED_TRIAL: 'Extended trial',
  PAID: 'Enterprise',
};

export const PLAN_TEXTS = {
  overviewTitle: 'Upgrade your plan',
  freeTitle: 'Free',
  freePeriod: '/month',
  freeFeatures: ['See the cases your organization holds liens on', 'Case updates from law firms', 'Share documents'],
  enterpriseTitle: 'Enterprise',
  enterpriseFeatures: ['Register new cases', 'Tag cases', 'Automated case tracking'],
  trial: (days: number) => `${days}-day free trial`,
  startTrial: 'Start free trial',
  startingTrial: 'Starting…',
  trialStarted: (days: number) => `Your ${days}-day free trial has started.`,
  choosePlan: 'Choose a plan',
  chooseTitle: 'Choose Plan',
  perCasePrice: (price: string) => `${dollars(price)}/case`,
  perCaseBilling: 'Billed monthly · unlimited cases',
  bonus: (bonus: number, total: number) => `+ ${bonus} free cases (${total} total)`,
  costPerCase: (cost: string) => `${dollars(cost)} per case`,
  select: 'Select',
  payTitle: 'Review & Pay',
  selectedPlan: 'Selected plan',
  dueNow: 'Due now',
  perCaseDue: 'Nothing now: $10 for each case registered, billed monthly.',
  payWithCard: 'Pay with card',
  success: 'Payment processing!',
  successBody: 'Your purchase is processing; your cases are added as soon as the payment goes through.',
  perCaseStarted: 'Your pay-per-case plan is active.',
  startPerCase: 'Start pay-per-case plan',
  chooseFirst: 'Choose a plan first.',
  adminsOnly: 'Only organization administrators can change the plan.',
  notEligible: 'Your organization is not eligible for a free trial.',
  errorTitle: 'Error',
  genericError: 'An error occurred. Please refresh your tab and try again',
  cardTitle: 'Plan',
  daysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
  credits: (credits: number) => (credits === 1 ? '1 prepaid case left' : `${credits} prepaid cases left`),
  perCaseActive: 'Pay per case ($10 per case, billed monthly)',
  upgrade: 'Upgrade to Enterprise',
  headerUpgrade: HEADER_UPGRADE,
} as const;
