// Policy limits on the Case Detail tab: read by whoever sees the case (batched per page of cases), added and
// deleted by its law firm.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { PolicyLimitJson } from '../registry/policy-limits.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';

const PolicyLimitType = builder.enumType('PolicyLimitType', {
  description: 'A kind of insurance coverage.',
  values: {
    BODILY_INJURY: { description: 'Bodily injury liability.' },
    MEDPAY: { description: 'Medical payments coverage.' },
    UI_UIM: { description: 'Uninsured / underinsured motorist coverage.' },
  } as const,
});

export const PolicyLimit = builder.objectRef<PolicyLimitJson>('PolicyLimit').implement({
  description: "An insurance policy limit on a case: the coverage that may pay the plaintiff's claims.",
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (limit) => encodeGlobalID('PolicyLimit', limit.id),
    }),
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    coverageType: t.field({
      description: 'The kind of coverage.',
      type: PolicyLimitType,
      resolve: (limit) => limit.coverage_type as typeof PolicyLimitType.$inferType,
    }),
    coverageLimitLower: t.exposeString('coverage_limit_lower', { description: 'Min, a decimal string.' }),
    coverageLimitUpper: t.exposeString('coverage_limit_upper', { nullable: true, description: 'Max; null for MedPay.' }),
    createdAt: t.field({ description: 'When it was added.', type: 'DateTime', resolve: (limit) => limit.created_at }),
  }),
});

builder.objectField(CaseRef, 'policyLimits', (t) =>
  t.field({
    type: [PolicyLimit],
    description: 'The policy limits of the case, oldest first.',
    resolve: (kase, _args, ctx) => ctx.gateway.policyLimits.ofCase(kase.id),
  }),
);

const AddPolicyLimitInput = builder.inputType('AddPolicyLimitInput', {
  description: 'The input of `addPolicyLimit`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    coverageType: t.field({ description: 'The kind of coverage.', type: PolicyLimitType }),
    coverageLimitLower: t.string({ description: 'Min (money).' }),
    coverageLimitUpper: t.string({ description: 'Max (money); not for MedPay.' }),
  }),
});

const PolicyLimitPayload = builder
  .objectRef<{ caseId: string | null; policyLimit: PolicyLimitJson | null; userErrors: UserErrorShape[] }>('PolicyLimitPayload')
  .implement({
    description:
      'What `addPolicyLimit` and `deletePolicyLimit` return: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      policyLimit: t.field({
        description: 'The policy limit as saved; null after a deletion or a refusal.',
        type: PolicyLimit,
        nullable: true,
        resolve: (payload) => payload.policyLimit,
      }),
      case: t.field({
        type: CaseRef,
        nullable: true,
        description: 'The case, with its policy limits after the change.',
        resolve: (payload) => payload.caseId,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const FIELDS = {
  coverage_type: 'coverageType',
  coverage_limit_lower: 'coverageLimitLower',
  coverage_limit_upper: 'coverageLimitUpper',
  case: 'caseId',
};

builder.mutationField('addPolicyLimit', (t) =>
  t.field({
    type: PolicyLimitPayload,
    description: 'Law firm: adds a policy limit to its case.',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: AddPolicyLimitInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      try {
        const created = await ctx.gateway.policyLimits.add({
          case: caseId,
          coverage_type: input.coverageType ?? null,
          coverage_limit_lower: input.coverageLimitLower ?? null,
          coverage_limit_upper: input.coverageLimitUpper ?? null,
        });
        return { caseId, policyLimit: created, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return { caseId: null, policyLimit: null, userErrors };
      }
    },
  }),
);

const DeletePolicyLimitInput = builder.inputType('DeletePolicyLimitInput', {
  description: 'The input of `deletePolicyLimit`.',
  fields: (t) => ({
    policyLimitId: t.id({ description: 'The policy limit to delete (global or registry id).', required: true }),
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
  }),
});

builder.mutationField('deletePolicyLimit', (t) =>
  t.field({
    type: PolicyLimitPayload,
    description: 'Law firm: deletes a policy limit of its case.',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: DeletePolicyLimitInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('PolicyLimit', String(input.policyLimitId));
      const caseId = internalId('Case', String(input.caseId));
      try {
        await ctx.gateway.policyLimits.delete(id, caseId);
        return { caseId, policyLimit: null, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { caseId: null, policyLimit: null, userErrors };
      }
    },
  }),
);
