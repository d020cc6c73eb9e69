import { builder } from '../builder.ts';
import type { OrganizationJson } from '../rest/types.ts';
import { AccountRef, OrganizationRef, UserRef } from './refs.ts';
import { viewerOf } from '../context.ts';

export const OrganizationType = builder.enumType('OrganizationType', {
  description: 'What kind of organisation it is.',
  values: {
    DEFENDANT_INSURANCE: { description: "The defendant's insurer (a lienholder)." },
    FUNDER: { description: 'A pre-settlement funder (a lienholder).' },
    HEALTH_INSURANCE: { description: 'A health insurer (a lienholder).' },
    LAW_FIRM: { description: 'A law firm representing plaintiffs.' },
    MEDICAL_PRACTICE: { description: 'A medical practice that treated the plaintiff (a lienholder).' },
    OTHER: { description: 'Any other lienholder.' },
    REFERRAL_LAW_FIRM: {
      description:
        'A law firm that referred the case: a lienholder, unless the registry is set to count referral firms as law firms (REFERRAL_LAW_FIRM_IS_LAW_FIRM); `kind` says which.',
    },
    SERVICER: { description: 'A lien servicer (a lienholder).' },
  } as const,
});

export const OrganizationKind = builder.enumType('OrganizationKind', {
  description: 'Which side of a case an organisation works on.',
  values: {
    LAW_FIRM: { description: 'Represents plaintiffs.' },
    LIENHOLDER: { description: 'Holds liens on cases: medical practices, funders, insurers, servicers and others.' },
  } as const,
});

const Address = builder.objectRef<NonNullable<OrganizationJson['address']>>('Address').implement({
  description: "An organisation's postal address (United States).",
  fields: (t) => ({
    address1: t.exposeString('address1', { description: 'Street and number.', nullable: true }),
    address2: t.exposeString('address2', { description: 'Suite, floor or unit; null when none.', nullable: true }),
    city: t.exposeString('city', { description: 'City.', nullable: true }),
    state: t.exposeString('state', { description: 'Two-letter state code (see `Options.usStates`).', nullable: true }),
    zipCode: t.exposeString('zip_code', { description: 'ZIP code.', nullable: true }),
  }),
});

OrganizationRef.implement({
  description: 'A legal organisation: a law firm or a lienholder (medical practice, funder, insurer ...).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: 'The registry id.' }),
    name: t.exposeString('name', { description: "The organisation's name." }),
    type: t.field({
      description: 'What kind of organisation it is.',
      type: OrganizationType,
      resolve: (org) => org.type as typeof OrganizationType.$inferType,
    }),
    kind: t.field({ description: 'Law firm or lienholder.', type: OrganizationKind, resolve: (org) => org.kind }),
    address: t.field({
      description: 'The postal address; null when not given.',
      type: Address,
      nullable: true,
      resolve: (org) => org.address,
    }),
    website: t.exposeString('website', { description: 'Website address; null when not given.', nullable: true }),
    phoneNumber: t.exposeString('phone_number', { description: 'Phone number; null when not given.', nullable: true }),
    canCreateRegistryCases: t.exposeBoolean('can_create_registry_cases', {
      description: 'True when the organisation may register cases in the registry.',
    }),
    isRewardsParticipant: t.exposeBoolean('is_rewards_participant', {
      description: "True when the law firm takes part in the registry's rewards programme.",
    }),
    notesDisabled: t.exposeBoolean('notes_disabled', { description: 'True when the organisation has turned notes off.' }),
    sharesDocumentsManually: t.exposeBoolean('shares_documents_manually', {
      description: 'True when the lienholder shares its documents by hand rather than through the registry.',
    }),
  }),
});

const AccountRole = builder.enumType('AccountRole', {
  description: "A user's role in an organisation.",
  values: {
    ADMIN: { description: 'Manages the organisation: its users, settings and access log.' },
    USER: { description: 'A member of the organisation.' },
  } as const,
});

builder.node(AccountRef, {
  description: "One of the signed-in user's memberships of an organisation.",
  id: { resolve: (account) => account.id },
  loadOne: async (id, ctx) => (await viewerOf(ctx))?.me.registry_accounts.find((account) => account.id === id) ?? null,
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    role: t.field({ description: "The user's role in the organisation.", type: AccountRole, resolve: (account) => account.role }),
    organization: t.field({
      description: 'The organisation this account acts for.',
      type: OrganizationRef,
      resolve: (account) => account.registry_legal_organization,
    }),
    features: t.stringList({
      description: "The features of the organisation's subscription, e.g. ADD_CASE, ADD_TAG, AUTOMATED_CASE_TRACKING.",
      resolve: (account) => account.current_service.features ?? [],
    }),
    serviceStage: t.string({
      description: "The organisation's subscription stage (LEAD, FREEMIUM, TRIAL, EXTENDED_TRIAL or PAID); null when unknown.",
      nullable: true,
      resolve: (account) => account.current_service.stage,
    }),
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
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    email: t.exposeString('email', { description: "The user's e-mail address (their sign-in name)." }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    isStaff: t.exposeBoolean('is_staff', { description: 'True for registry staff (staff tools, every access log).' }),
  }),
});
