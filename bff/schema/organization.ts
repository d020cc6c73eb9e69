import { builder } from '../builder.ts';
import type { OrganizationJson } from '../rest/types.ts';
import { AccountRef, OrganizationRef, UserRef } from './refs.ts';
import { viewerOf } from '../context.ts';

export const OrganizationType = builder.enumType('OrganizationType', {
  values: ['DEFENDANT_INSURANCE', 'FUNDER', 'HEALTH_INSURANCE', 'LAW_FIRM', 'MEDICAL_PRACTICE', 'OTHER', 'REFERRAL_LAW_FIRM', 'SERVICER'] as const,
});

export const OrganizationKind = builder.enumType('OrganizationKind', {
  description: 'Which side of a case an organisation works on.',
  values: ['LAW_FIRM', 'LIENHOLDER'] as const,
});

const Address = builder.objectRef<NonNullable<OrganizationJson['address']>>('Address').implement({
  fields: (t) => ({
    address1: t.exposeString('address1', { nullable: true }),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zipCode: t.exposeString('zip_code', { nullable: true }),
  }),
});

OrganizationRef.implement({
  description: 'A legal organisation: a law firm or a lienholder (medical practice, funder, insurer ...).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: 'The registry id.' }),
    name: t.exposeString('name'),
    type: t.field({ type: OrganizationType, resolve: (org) => org.type as typeof OrganizationType.$inferType }),
    kind: t.field({ type: OrganizationKind, resolve: (org) => org.kind }),
    address: t.field({ type: Address, nullable: true, resolve: (org) => org.address }),
    website: t.exposeString('website', { nullable: true }),
    phoneNumber: t.exposeString('phone_number', { nullable: true }),
    canCreateRegistryCases: t.exposeBoolean('can_create_registry_cases'),
    isRewardsParticipant: t.exposeBoolean('is_rewards_participant'),
    notesDisabled: t.exposeBoolean('notes_disabled'),
    sharesDocumentsManually: t.exposeBoolean('shares_documents_manually'),
  }),
});

const AccountRole = builder.enumType('AccountRole', { values: ['ADMIN', 'USER'] as const });

builder.node(AccountRef, {
  description: "One of the signed-in user's memberships of an organisation.",
  id: { resolve: (account) => account.id },
  loadOne: async (id, ctx) => (await viewerOf(ctx))?.me.registry_accounts.find((account) => account.id === id) ?? null,
  fields: (t) => ({
    internalID: t.exposeString('id'),
    role: t.field({ type: AccountRole, resolve: (account) => account.role }),
    organization: t.field({ type: OrganizationRef, resolve: (account) => account.registry_legal_organization }),
    features: t.stringList({ resolve: (account) => account.current_service.features ?? [] }),
    serviceStage: t.string({ nullable: true, resolve: (account) => account.current_service.stage }),
  }),
});

builder.node(UserRef, {
  description: 'The signed-in user.',
  id: { resolve: (user) => user.id },
  loadOne: async (id, ctx) => {
    const viewer = await viewerOf(ctx);
    return viewer?.me.id === id ? viewer.me : null;
  },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('first_name'),
    lastName: t.exposeString('last_name'),
    isStaff: t.exposeBoolean('is_staff'),
  }),
});
