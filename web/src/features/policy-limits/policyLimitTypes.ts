import type { PolicyLimitType } from '../../__generated__/useAddPolicyLimitMutation.graphql.ts';

export const POLICY_LIMIT_TYPES: ReadonlyArray<[PolicyLimitType, string]> = [
  ['BODILY_INJURY', 'Bodily Injury'],
  ['MEDPAY', 'MedPay'],
  ['UI_UIM', 'UI/UIM'],
];

export const policyLimitLabel = (type: string) => POLICY_LIMIT_TYPES.find(([value]) => value === type)?.[1] ?? type;
