// Settings › Organization and the Account tab's user card (issue 12): the organisation's contact e-mails and
// switches on `Organization`, what the viewer may change (`Viewer.canEditOrganization`, the registry's
// `viewer_can.update`), a lienholder's payment details for its admins (`Viewer.organizationPaymentDetails`), and the mutations `updateOrganization` (admins) and `updateMyName` (anyone signed in).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { viewerOf } from '../context.ts';
import type { OrganizationSettingsJson, OrganizationSettingsPatch } from '../registry/organizations.ts';
import { internalId } from './ids.ts';
import { OrganizationRef, UserRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';
import type { MeJson, OrganizationJson } from '../rest/types.ts';

builder.objectFields(OrganizationRef, (t) => ({
  contactEmails: t.stringList({
    description: "The organisation's contact e-mail addresses (at most 10), in the order its admins listed them.",
    resolve: (org) => org.contact_emails ?? [],
  }),
  isNewCaseEmailEnabled: t.boolean({
    description: 'True when the organisation is e-mailed about new cases.',
    resolve: (org) => org.is_new_case_email_enabled ?? true,
  }),
  lienholderDocumentUploadNotificationsEnabled: t.boolean({
    description: "Lienholders: true when the organisation is told of documents uploaded to its liens' cases.",
    resolve: (org) => org.lienholder_document_upload_notifications_enabled ?? true,
  }),
  isPartnerLawFirm: t.boolean({
    description: 'True for a partner law firm of the registry (set by staff).',
    resolve: (org) => org.is_partner_law_firm,
  }),
}));

builder.objectField(Viewer, 'canEditOrganization', (t) =>
  t.boolean({
    description:
      "Whether the viewer may change the acting organisation's settings (its admins): the registry's answer, as its write enforces it.",
    resolve: async (viewer, _args, ctx) => {
      if (!viewer.organizationId) return false;
      return (await ctx.gateway.organizations.settings(viewer.organizationId)).viewer_can.update;
    },
  }),
);

interface PaymentDetailsShape {
  organizationId: string;
  checkMailingAddress: string | null;
  employerIdNumber: string | null;
}

/** The payment information card's fields of a lienholder, for its admins: null for anyone else (law firms too). */
function paymentDetailsOf(settings: OrganizationSettingsJson): PaymentDetailsShape | null {
  if (settings.kind !== 'LIENHOLDER' || !settings.viewer_can.update) return null;
  return {
    organizationId: settings.id,
    checkMailingAddress: settings.check_mailing_address || null,
    employerIdNumber: settings.employer_id_number || null,
  };
}

const OrganizationPaymentDetails = builder.objectRef<PaymentDetailsShape>('OrganizationPaymentDetails').implement({
  description: "A lienholder's payment information beside its payout account: where cheques go and its tax id (its admins only).",
  fields: (t) => ({
    id: t.id({
      description: 'A stable id of these details (for the client store).',
      resolve: (details) => encodeGlobalID('OrganizationPaymentDetails', details.organizationId),
    }),
    checkMailingAddress: t.exposeString('checkMailingAddress', {
      nullable: true,
      description: 'Where cheques are mailed; null when not given.',
    }),
    employerIdNumber: t.exposeString('employerIdNumber', {
      nullable: true,
      description: 'The employer identification number (12-3456789); null when not given.',
    }),
  }),
});

builder.objectField(Viewer, 'organizationPaymentDetails', (t) =>
  t.field({
    type: OrganizationPaymentDetails,
    nullable: true,
    description:
      "The acting lienholder's check mailing address and EIN (the payment information card): null unless the viewer is its admin.",
    resolve: async (viewer, _args, ctx) => {
      if (!viewer.organizationId) return null;
      return paymentDetailsOf(await ctx.gateway.organizations.settings(viewer.organizationId));
    },
  }),
);

const AddressInput = builder.inputType('AddressInput', {
  description: 'A postal address in the United States; a field left out stays as it is, an empty one clears it.',
  fields: (t) => ({
    address1: t.string({ description: 'Street and number.' }),
    address2: t.string({ description: 'Suite, floor or unit.' }),
    city: t.string({ description: 'City.' }),
    state: t.string({ description: 'Two-letter state code from `Options.usStates`.' }),
    zipCode: t.string({ description: 'ZIP code: 12345 or 12345-6789.' }),
  }),
});

const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  description: 'The input of `updateOrganization`: the fields to change; those left out stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true, description: "The organisation's global id (or internalID): the viewer's acting organisation." }),
    name: t.string({ description: 'The name (required when given; at most 255 characters).' }),
    address: t.field({ type: AddressInput, description: 'The postal address.' }),
    website: t.string({ description: 'The website: an http(s) address; empty clears it.' }),
    phoneNumber: t.string({ description: 'A US phone number (10 digits, separators allowed); empty clears it.' }),
    contactEmails: t.stringList({ description: 'The contact e-mail addresses, at most 10, each once; replaces the list.' }),
    isNewCaseEmailEnabled: t.boolean({ description: 'E-mail the organisation about new cases.' }),
    notesDisabled: t.boolean({ description: 'Turn notes off for the organisation.' }),
    sharesDocumentsManually: t.boolean({ description: 'Lienholders: the organisation shares its documents by hand.' }),
    lienholderDocumentUploadNotificationsEnabled: t.boolean({
      description: "Lienholders: tell the organisation of documents uploaded to its liens' cases.",
    }),
    checkMailingAddress: t.string({ description: 'Lienholders: where cheques are mailed (one line); empty clears it.' }),
    employerIdNumber: t.string({ description: 'Lienholders: the employer identification number, 12-3456789; empty clears it.' }),
  }),
});

const UpdateOrganizationPayload = builder
  .objectRef<{ organization: OrganizationJson | null; paymentDetails?: PaymentDetailsShape | null; userErrors: UserErrorShape[] }>(
    'UpdateOrganizationPayload',
  )
  .implement({
    description: 'What `updateOrganization` returns: the organisation as it is now, or userErrors when nothing changed.',
    fields: (t) => ({
      organization: t.field({
        type: OrganizationRef,
        nullable: true,
        description: 'The organisation after the change.',
        resolve: (p) => p.organization,
      }),
      paymentDetails: t.field({
        type: OrganizationPaymentDetails,
        nullable: true,
        description: "A lienholder's payment information after the change (null for law firms and on refusal).",
        resolve: (p) => p.paymentDetails ?? null,
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing changed; empty otherwise.', resolve: (p) => p.userErrors }),
    }),
  });

const ORGANIZATION_FIELDS = {
  phone_number: 'phoneNumber',
  contact_emails: 'contactEmails',
  zip_code: 'zipCode',
  check_mailing_address: 'checkMailingAddress',
  employer_id_number: 'employerIdNumber',
};

builder.mutationField('updateOrganization', (t) =>
  t.field({
    type: UpdateOrganizationPayload,
    description:
      "Organisation admins: changes the acting organisation's details and switches. Refused (FORBIDDEN) for its other members and NOT_FOUND for any other organisation; validation texts come back per field.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ type: UpdateOrganizationInput, required: true, description: "The mutation's input; its type describes each field." }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('Organization', String(input.id));
      const patch: OrganizationSettingsPatch = {};
      if (input.name != null) patch.name = input.name;
      if (input.address) {
        const { address1, address2, city, state, zipCode } = input.address;
        patch.address = {
          ...(address1 != null && { address1 }),
          ...(address2 != null && { address2 }),
          ...(city != null && { city }),
          ...(state != null && { state }),
          ...(zipCode != null && { zip_code: zipCode }),
        };
      }
      if (input.website != null) patch.website = input.website;
      if (input.phoneNumber != null) patch.phone_number = input.phoneNumber;
      if (input.contactEmails != null) patch.contact_emails = input.contactEmails;
      if (input.isNewCaseEmailEnabled != null) patch.is_new_case_email_enabled = input.isNewCaseEmailEnabled;
      if (input.notesDisabled != null) patch.notes_disabled = input.notesDisabled;
      if (input.sharesDocumentsManually != null) patch.shares_documents_manually = input.sharesDocumentsManually;
      if (input.lienholderDocumentUploadNotificationsEnabled != null)
        patch.lienholder_document_upload_notifications_enabled = input.lienholderDocumentUploadNotificationsEnabled;
      if (input.checkMailingAddress != null) patch.check_mailing_address = input.checkMailingAddress;
      if (input.employerIdNumber != null) patch.employer_id_number = input.employerIdNumber;
      try {
        const organization = await ctx.gateway.organizations.updateSettings(id, patch);
        return { organization, paymentDetails: paymentDetailsOf(organization), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, ORGANIZATION_FIELDS);
        if (!userErrors) throw error;
        return { organization: null, userErrors };
      }
    },
  }),
);

const UpdateMyNameInput = builder.inputType('UpdateMyNameInput', {
  description: 'The input of `updateMyName`.',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'First name (at most 100 characters).' }),
    lastName: t.string({ required: true, description: 'Last name (at most 100 characters).' }),
  }),
});

const UpdateMyNamePayload = builder.objectRef<{ user: MeJson | null; userErrors: UserErrorShape[] }>('UpdateMyNamePayload').implement({
  description: 'What `updateMyName` returns: the user as they are now, or userErrors when nothing changed.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: true, description: 'The signed-in user after the change.', resolve: (p) => p.user }),
    userErrors: t.field({ type: [UserError], description: 'Why nothing changed; empty otherwise.', resolve: (p) => p.userErrors }),
  }),
});

builder.mutationField('updateMyName', (t) =>
  t.field({
    type: UpdateMyNamePayload,
    description: "The signed-in user changes their own first and last name (the Account tab's user card).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ type: UpdateMyNameInput, required: true, description: "The mutation's input; its type describes each field." }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        await ctx.gateway.organizations.updateOwnName({ first_name: input.firstName, last_name: input.lastName });
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { user: null, userErrors };
      }
      // Read the viewer again: the user as every other field of the graph serves it.
      ctx.gateway.useIdentity(ctx.gateway.identity);
      const viewer = await viewerOf(ctx);
      return { user: viewer?.me ?? null, userErrors: [] };
    },
  }),
);
