// Staff's verification of contacts and legal organisations (issue 14; spec 002 §2–§5, §7, §8; DECISIONS 20, 22): the
// staff-only connections Viewer.verificationContacts and Viewer.verificationOrganizations (10 a page) with
// Viewer.verificationCounts, the Verified Matches (Viewer.verifiedMatches, saveVerifiedMatch), and the decisions
// verifyContact (with the e-mail-domain confirmation round trip), verifyLegalOrganization,
// markVerificationNeedsMoreInformation (the record stays listed with its note) and markVerificationCouldNotVerify.
// For anyone but staff (and staff while impersonating) the reads are null and the mutations answer FORBIDDEN
// userErrors: the registry decides, the BFF passes its refusal on.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import { clientError } from '../errors.ts';
import type {
  StaffOrganizationJson,
  VerificationContactJson,
  VerificationFilters,
  VerificationModelJson,
  VerificationPageJson,
} from '../registry/verification.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const CONTACT = 'VerificationContact';
const ORGANIZATION = 'StaffLegalOrganization';
const OPEN = new Set(['NEW', 'NEEDS_MORE_INFORMATION']);
const PAGE_SIZE = 10;
const MAX_PAGE = 100;

// ---- enums -------------------------------------------------------------------------------------------------------

const StaffVerificationStatus = builder.enumType('StaffVerificationStatus', {
  description: "A contact's or an organisation's verification by staff (spec 002 §4).",
  values: {
    NEW: { description: "Not verified yet ('No action taken')." },
    NEEDS_MORE_INFORMATION: { description: 'Staff need more information; it stays in the list with its note.' },
    VERIFIED: { description: 'Staff verified it.' },
    COULD_NOT_VERIFY: { description: 'Staff could not verify it (the note says why).' },
  } as const,
});

const VerificationModel = builder.enumType('VerificationModel', {
  description: 'Which verification table.',
  values: {
    CONTACT: { description: 'Contacts.' },
    LEGAL_ORGANIZATION: { description: 'Legal organisations (law firms and lienholders).' },
  } as const,
});

const VerificationOrder = builder.enumType('VerificationOrder', {
  description: 'The order of a verification table, by creation.',
  values: {
    CREATED_AT_DESC: { description: 'Newest first (the default).' },
    CREATED_AT_ASC: { description: 'Oldest first.' },
  } as const,
});

// ---- objects -----------------------------------------------------------------------------------------------------

const VerificationOrganizationRef = builder
  .objectRef<{ id: string; name: string; type?: string; website?: string }>('VerificationOrganizationRef')
  .implement({
    description: 'An organisation as a verification row names it.',
    fields: (t) => ({
      internalID: t.exposeString('id', { description: "The organisation's registry id." }),
      name: t.exposeString('name', { description: "The organisation's name." }),
      type: t.string({ nullable: true, description: "The organisation's type, when known.", resolve: (row) => row.type ?? null }),
      website: t.string({ nullable: true, description: "The organisation's website, when known.", resolve: (row) => row.website ?? null }),
    }),
  });

const VerificationContact = builder.objectRef<VerificationContactJson>(CONTACT).implement({
  description: 'A contact in the staff verification table (spec 002 §3, contact match fields). Staff only.',
  fields: (t) => ({
    id: t.id({ description: 'The global id of this row.', resolve: (row) => encodeGlobalID(CONTACT, row.id) }),
    internalID: t.exposeString('id', { description: "The contact's registry id." }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
    isUser: t.exposeBoolean('is_user', { description: 'True when a user account is linked to the contact.' }),
    isAccountDeactivated: t.exposeBoolean('is_account_deactivated', { description: "True when the contact's account is deactivated." }),
    isAccountSuspended: t.exposeBoolean('is_account_suspended', { description: "True when the contact's account is suspended." }),
    lastLogin: t.field({
      type: 'DateTime',
      nullable: true,
      description: "The linked user's last sign-in.",
      resolve: (row) => row.last_login,
    }),
    legalOrganization: t.field({
      type: VerificationOrganizationRef,
      description: 'The organisation the contact is listed with.',
      resolve: (row) => row.legal_organization,
    }),
    caseInternalID: t.exposeString('case', { nullable: true, description: 'A case the contact is on (registry id), if any.' }),
    status: t.field({
      type: StaffVerificationStatus,
      description: 'Its verification.',
      resolve: (row) => row.verification_status as 'NEW',
    }),
    verificationReason: t.exposeString('verification_reason', { description: 'Why staff verified it (the Verify Contact form).' }),
    dismissedVerificationNote: t.exposeString('dismissed_verification_note', { description: 'What more information is needed.' }),
    couldNotManuallyVerifyNote: t.exposeString('could_not_manually_verify_note', { description: 'Why it could not be verified.' }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the contact was created.',
      resolve: (row) => row.created_at,
    }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', {
      nullable: true,
      description: 'The organisation that created the contact, if known.',
    }),
    canVerify: t.boolean({ description: 'Whether it can still be verified.', resolve: (row) => OPEN.has(row.verification_status) }),
    canMarkCouldNotVerify: t.boolean({
      description: 'Whether it can still be marked as not verifiable.',
      resolve: (row) => OPEN.has(row.verification_status),
    }),
    canMarkNeedsMoreInformation: t.boolean({
      description: 'Whether more information can be asked (again: the note is replaced).',
      resolve: (row) => OPEN.has(row.verification_status),
    }),
  }),
});

const StaffAddress = builder.objectRef<StaffOrganizationJson['address']>('StaffAddress').implement({
  description: "An organisation's address (staff view).",
  fields: (t) => ({
    address1: t.exposeString('address1', { description: 'Street address.' }),
    address2: t.exposeString('address2', { description: 'Suite, unit (optional).' }),
    city: t.exposeString('city', { description: 'City.' }),
    state: t.exposeString('state', { description: 'State (two letters).' }),
    zipCode: t.exposeString('zip_code', { description: 'ZIP code.' }),
  }),
});

const StaffLegalOrganization = builder.objectRef<StaffOrganizationJson>(ORGANIZATION).implement({
  description: 'A legal organisation in the staff view (spec 002 §3): a verification row or a Verified Match. Staff only.',
  fields: (t) => ({
    id: t.id({ description: 'The global id of this organisation (staff view).', resolve: (row) => encodeGlobalID(ORGANIZATION, row.id) }),
    internalID: t.exposeString('id', { description: "The organisation's registry id." }),
    name: t.exposeString('name', { description: 'Name.' }),
    type: t.exposeString('type', { description: 'Type (LAW_FIRM, MEDICAL_PRACTICE, …).' }),
    kind: t.exposeString('kind', { description: 'LAW_FIRM or LIENHOLDER.' }),
    address: t.field({ type: StaffAddress, description: 'Address.', resolve: (row) => row.address }),
    phoneNumber: t.exposeString('phone_number', { description: 'Phone number.' }),
    website: t.exposeString('website', { description: 'Website.' }),
    verificationWebsite: t.exposeString('verification_website', { description: 'Where staff verified it (a registry, a licence page).' }),
    contactEmails: t.exposeStringList('contact_emails', { description: "The organisation's e-mail addresses." }),
    caseCount: t.exposeInt('case_count', { description: 'Cases it represents (law firm) or holds liens on (lienholder).' }),
    associatedLawFirms: t.field({
      type: [VerificationOrganizationRef],
      description: 'Law firms of the cases it holds liens on (at most 10).',
      resolve: (row) => row.associated_law_firms,
    }),
    associatedLienholders: t.field({
      type: [VerificationOrganizationRef],
      description: 'Lienholders on the cases it represents (at most 10).',
      resolve: (row) => row.associated_lienholders,
    }),
    status: t.field({
      type: StaffVerificationStatus,
      description: 'Its verification.',
      resolve: (row) => row.verification_status as 'NEW',
    }),
    dismissedVerificationNote: t.exposeString('dismissed_verification_note', {
      description: 'What more information is needed, or why it could not be verified.',
    }),
    verifiedMatch: t.field({
      type: VerificationOrganizationRef,
      nullable: true,
      description: 'The verified organisation staff matched it to.',
      resolve: (row) => row.verified_match,
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was created.', resolve: (row) => row.created_at }),
    createdByName: t.exposeString('created_by_name', { nullable: true, description: 'Who added it (Verified Matches form), if known.' }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', {
      nullable: true,
      description: "The adder's organisation, if known.",
    }),
    lastVerifiedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When staff last verified it; set for every Verified Match.',
      resolve: (row) => row.last_verified_at,
    }),
    canVerify: t.boolean({ description: 'Whether it can still be verified.', resolve: (row) => OPEN.has(row.verification_status) }),
    canMarkCouldNotVerify: t.boolean({
      description: 'Whether it can still be marked as not verifiable.',
      resolve: (row) => OPEN.has(row.verification_status),
    }),
    canMarkNeedsMoreInformation: t.boolean({
      description: 'Whether more information can be asked (again: the note is replaced).',
      resolve: (row) => OPEN.has(row.verification_status),
    }),
  }),
});

// ---- connections -------------------------------------------------------------------------------------------------

const totalCountField = {
  fields: (t: any) => ({
    totalCount: t.int({
      description: 'How many rows the filters list, not only this page.',
      resolve: (c: { totalCount: number }) => c.totalCount,
    }),
  }),
};

const VerificationContactConnection = builder.connectionObject(
  { type: VerificationContact, name: 'VerificationContactConnection', ...totalCountField },
  { name: 'VerificationContactEdge' },
);
const StaffLegalOrganizationConnection = builder.connectionObject(
  { type: StaffLegalOrganization, name: 'StaffLegalOrganizationConnection', ...totalCountField },
  { name: 'StaffLegalOrganizationEdge' },
);

/** The Verified Matches page by offset: `offset:<n>` of the row (the registry pages by page number, 10 a page). */
const cursorOf = (offset: number) => `offset:${offset}`;
function offsetOf(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^offset:(\d{1,9})$/.exec(after);
  if (!match) throw clientError('after must be an endCursor of the same list.', 'INVALID');
  return Number(match[1]) + 1;
}

/** The registry page holding `offset` with `first` rows a page (first divides the offset: pages of one size). */
function pageFor(first: number, after: string | null | undefined) {
  const offset = offsetOf(after);
  if (offset % first) throw clientError('Page through a list with one page size.', 'INVALID');
  return { size: first, page: offset / first + 1, offset };
}

function connectionOf<T>(page: VerificationPageJson<T>, offset: number) {
  const edges = page.results.map((node, index) => ({ cursor: cursorOf(offset + index), node }));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: page.next !== null,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The verification tables page by keyset: each row's cursor is the registry's (rows that leave do not shift the rest). */
function keysetConnectionOf<T extends { cursor?: string }>(page: VerificationPageJson<T>, after: string | null) {
  const edges = page.results.map((node) => ({ cursor: node.cursor ?? '', node }));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: page.next !== null,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function registryRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof RegistryHttpError && error.status === 400)
      throw clientError(userErrorsFrom(error)?.[0]?.message ?? 'Invalid filters.', 'INVALID');
    throw error;
  }
}

function filtersOf(args: {
  status?: string | null;
  search?: string | null;
  relatedToCompulsionFirm?: boolean | null;
  createdByOrganizationId?: string | null;
  orderBy?: string | null;
}): VerificationFilters {
  if (args.status && !OPEN.has(args.status)) throw clientError('Only NEW and NEEDS_MORE_INFORMATION are listed.', 'INVALID');
  const createdBy = args.createdByOrganizationId ? internalId('Organization', args.createdByOrganizationId) : null;
  if (createdBy && !UUID.test(createdBy)) throw clientError('createdByOrganizationId must be an organisation id.', 'INVALID');
  return {
    status: args.status === 'NEEDS_MORE_INFORMATION' ? 'needs_more_information' : 'new',
    search: args.search?.trim() || null,
    relatedToCompulsionFirm: args.relatedToCompulsionFirm ?? null,
    createdByOrganization: createdBy,
    ordering: args.orderBy === 'CREATED_AT_ASC' ? 'created_at' : '-created_at',
  };
}

const firstOf = (first: number | null | undefined) => Math.min(Math.max(first ?? PAGE_SIZE, 1), MAX_PAGE);

const listArgs = (t: any) => ({
  status: t.arg({ type: StaffVerificationStatus, description: "NEW ('No action taken', the default) or NEEDS_MORE_INFORMATION." }),
  search: t.arg.string({ description: 'Part of a name, an e-mail or a website.' }),
  relatedToCompulsionFirm: t.arg.boolean({
    description: 'Only rows whose organisation is (true) or is not (false) the law firm of a registration (a compelling firm).',
  }),
  createdByOrganizationId: t.arg.id({ description: 'Only rows created by this organisation (registry or global id).' }),
  orderBy: t.arg({ type: VerificationOrder, description: 'Newest first (default) or oldest first.' }),
  first: t.arg.int({ description: 'How many rows to return: 1 to 100 (10 when omitted).' }),
  after: t.arg.string({ description: 'Return the rows after this cursor (an `endCursor` of the same list).' }),
});

builder.objectField(Viewer, 'verificationContacts', (t) =>
  t.field({
    type: VerificationContactConnection,
    nullable: true,
    description: 'Staff only: the contacts to verify, 10 a page by default; null for everyone else (and while impersonating).',
    args: listArgs(t),
    resolve: async (_viewer, args: any, ctx) => {
      const page = { size: firstOf(args.first), after: (args.after as string | null | undefined) || null };
      const result = await registryRead(() => ctx.gateway.verification.contacts(filtersOf(args), page));
      return result ? keysetConnectionOf(result, page.after) : null;
    },
  }),
);

builder.objectField(Viewer, 'verificationOrganizations', (t) =>
  t.field({
    type: StaffLegalOrganizationConnection,
    nullable: true,
    description: 'Staff only: the legal organisations (law firms and lienholders) to verify, 10 a page; null for everyone else.',
    args: listArgs(t),
    resolve: async (_viewer, args: any, ctx) => {
      const page = { size: firstOf(args.first), after: (args.after as string | null | undefined) || null };
      const result = await registryRead(() => ctx.gateway.verification.organizations(filtersOf(args), page));
      return result ? keysetConnectionOf(result, page.after) : null;
    },
  }),
);

const VerificationCounts = builder.objectRef<{ new: number; needs_more_information: number }>('VerificationCounts').implement({
  description: 'How many rows each status of a verification table lists (same filters), for the status radio.',
  fields: (t) => ({
    new: t.exposeInt('new', { description: "'No action taken'." }),
    needsMoreInformation: t.exposeInt('needs_more_information', { description: "'Needs more information'." }),
  }),
});

builder.objectField(Viewer, 'verificationCounts', (t) =>
  t.field({
    type: VerificationCounts,
    nullable: true,
    description: 'Staff only: the counts per status of a verification table; null for everyone else.',
    args: {
      modelType: t.arg({ type: VerificationModel, required: true, description: 'Contacts or legal organisations.' }),
      search: t.arg.string({ description: 'Part of a name, an e-mail or a website.' }),
      relatedToCompulsionFirm: t.arg.boolean({ description: 'As in the lists.' }),
      createdByOrganizationId: t.arg.id({ description: 'As in the lists.' }),
    },
    resolve: (_viewer, args, ctx) =>
      registryRead(() => ctx.gateway.verification.counts(args.modelType as VerificationModelJson, filtersOf({ ...args, status: null }))),
  }),
);

builder.objectField(Viewer, 'verifiedMatches', (t) =>
  t.field({
    type: StaffLegalOrganizationConnection,
    nullable: true,
    description:
      "Staff only: the Verified Matches (verified organisations) by name, 10 a page ('Find verified match'); null for everyone else.",
    args: {
      search: t.arg.string({ description: 'Part of a name or website.' }),
      first: t.arg.int({ description: 'How many to return: 1 to 100 (10 when omitted).' }),
      after: t.arg.string({ description: 'Return the rows after this cursor.' }),
    },
    resolve: async (_viewer, args, ctx) => {
      const page = pageFor(firstOf(args.first), args.after);
      const result = await registryRead(() => ctx.gateway.verification.verifiedMatches(args.search?.trim() || null, page));
      return result ? connectionOf(result, page.offset) : null;
    },
  }),
);

// ---- mutations ---------------------------------------------------------------------------------------------------

interface DecisionShape {
  removedId: string | null;
  contact: VerificationContactJson | null;
  organization: StaffOrganizationJson | null;
  userErrors: UserErrorShape[];
}

function refusal(error: unknown, fields: Record<string, string> = {}): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, { non_field_errors: 'id', ...fields });
  if (!userErrors) throw error;
  return userErrors.map((userError) => (userError.field === 'id' ? { ...userError, field: null } : userError));
}

const DecisionPayload = (name: string, description: string) =>
  builder.objectRef<DecisionShape>(name).implement({
    description,
    fields: (t) => ({
      removedId: t.id({
        nullable: true,
        description: 'The global id of the row that left the verification table (@deleteEdge); null when it stays or nothing changed.',
        resolve: (payload) => payload.removedId,
      }),
      contact: t.field({
        type: VerificationContact,
        nullable: true,
        description: 'The contact as it is now (when the decision was about a contact).',
        resolve: (payload) => payload.contact,
      }),
      organization: t.field({
        type: StaffLegalOrganization,
        nullable: true,
        description: 'The organisation as it is now (when the decision was about an organisation).',
        resolve: (payload) => payload.organization,
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing changed.', resolve: (payload) => payload.userErrors }),
    }),
  });

/** The table and registry id of a row id: a VerificationContact or StaffLegalOrganization global id. */
function rowKey(id: string): { model: VerificationModelJson; id: string } {
  const contact = internalId(CONTACT, id);
  if (contact !== id) return { model: 'CONTACT', id: contact };
  const organization = internalId(ORGANIZATION, id);
  if (organization !== id) return { model: 'LEGAL_ORGANIZATION', id: organization };
  throw clientError('id must be the id of a verification row.', 'INVALID');
}

async function current(ctx: BffContext, model: VerificationModelJson, id: string) {
  return model === 'CONTACT'
    ? { contact: await ctx.gateway.verification.contact(id), organization: null }
    : { contact: null, organization: await ctx.gateway.verification.organization(id) };
}

const ROW_ID = { required: true, description: 'The row: a VerificationContact or StaffLegalOrganization id.' } as const;

builder.mutationField('markVerificationNeedsMoreInformation', (t) =>
  t.field({
    type: DecisionPayload('MarkVerificationNeedsMoreInformationPayload', 'What `markVerificationNeedsMoreInformation` returns.'),
    description:
      'Staff only: asks for more information about a contact or an organisation to verify. It stays in the verification table with its note updated (DECISIONS 20).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('MarkVerificationNeedsMoreInformationInput', {
          description: 'The input of `markVerificationNeedsMoreInformation`.',
          fields: (f) => ({
            id: f.id(ROW_ID),
            note: f.string({ required: true, description: 'What information is needed (1 to 5000 characters).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { model, id } = rowKey(String(input.id));
        await ctx.gateway.verification.needsMoreInformation(model, id, input.note);
        return { removedId: null, ...(await current(ctx, model, id)), userErrors: [] };
      } catch (error) {
        return { removedId: null, contact: null, organization: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('markVerificationCouldNotVerify', (t) =>
  t.field({
    type: DecisionPayload('MarkVerificationCouldNotVerifyPayload', 'What `markVerificationCouldNotVerify` returns.'),
    description: 'Staff only: records that a contact or an organisation could not be verified, with a note; it leaves the table.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('MarkVerificationCouldNotVerifyInput', {
          description: 'The input of `markVerificationCouldNotVerify`.',
          fields: (f) => ({
            id: f.id(ROW_ID),
            note: f.string({ required: true, description: 'Why it could not be verified (1 to 5000 characters).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { model, id } = rowKey(String(input.id));
        await ctx.gateway.verification.couldNotVerify(model, id, input.note);
        return { removedId: String(input.id), ...(await current(ctx, model, id)), userErrors: [] };
      } catch (error) {
        return { removedId: null, contact: null, organization: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('verifyLegalOrganization', (t) =>
  t.field({
    type: DecisionPayload('VerifyLegalOrganizationPayload', 'What `verifyLegalOrganization` returns.'),
    description: 'Staff only: verifies an organisation, optionally as the same as a Verified Match; it leaves the table.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('VerifyLegalOrganizationInput', {
          description: 'The input of `verifyLegalOrganization`.',
          fields: (f) => ({
            id: f.id({ required: true, description: 'The organisation (a StaffLegalOrganization id).' }),
            verifiedMatchId: f.id({ description: 'A Verified Match it is the same as (a StaffLegalOrganization id), if any.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const id = internalId(ORGANIZATION, String(input.id));
        const match = input.verifiedMatchId ? internalId(ORGANIZATION, String(input.verifiedMatchId)) : null;
        await ctx.gateway.verification.verifyOrganization(id, match);
        return { removedId: encodeGlobalID(ORGANIZATION, id), ...(await current(ctx, 'LEGAL_ORGANIZATION', id)), userErrors: [] };
      } catch (error) {
        return { removedId: null, contact: null, organization: null, userErrors: refusal(error, { verified_match_id: 'verifiedMatchId' }) };
      }
    },
  }),
);

builder.mutationField('verifyContact', (t) =>
  t.field({
    type: DecisionPayload('VerifyContactPayload', 'What `verifyContact` returns.'),
    description:
      "Staff only: verifies a contact with the Verify Contact form (spec 002 §5). With verifyEmailDomain, an e-mail whose domain is not the organisation's answers a userError with code CONFIRMATION_REQUIRED and the confirmation text (field verifyEmailDomain); send again with confirmed: true to verify anyway.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('VerifyContactInput', {
          description: 'The input of `verifyContact`.',
          fields: (f) => ({
            id: f.id({ required: true, description: 'The contact (a VerificationContact id).' }),
            firstName: f.string({ required: true, description: 'First name (required).' }),
            lastName: f.string({ description: 'Last name (optional).' }),
            email: f.string({ required: true, description: 'E-mail (required).' }),
            verificationReason: f.string({ required: true, description: 'How staff verified the contact (required).' }),
            verifyEmailDomain: f.boolean({ description: "'Verify Email Domain': check the e-mail's domain against the organisation's." }),
            confirmed: f.boolean({ description: 'Staff confirmed the verification despite the e-mail-domain finding.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId(CONTACT, String(input.id));
      try {
        await ctx.gateway.verification.verifyContact(id, {
          first_name: input.firstName,
          last_name: input.lastName ?? '',
          email: input.email,
          verification_reason: input.verificationReason,
          verify_email_domain: input.verifyEmailDomain ?? false,
          existing_contact: true,
          manually_verify: input.confirmed ?? false,
        });
        return { removedId: encodeGlobalID(CONTACT, id), ...(await current(ctx, 'CONTACT', id)), userErrors: [] };
      } catch (error) {
        const confirm = error instanceof RegistryHttpError && error.status === 400 && (error.body as any)?.confirmation_required === true;
        const userErrors = refusal(error).map((userError) =>
          confirm && userError.field === 'verifyEmailDomain' ? { ...userError, code: 'CONFIRMATION_REQUIRED' } : userError,
        );
        return { removedId: null, contact: null, organization: null, userErrors };
      }
    },
  }),
);

const FORM_FIELDS = {
  zip_code: 'zipCode',
  address1: 'address1',
  address2: 'address2',
  'address.address1': 'address1',
  'address.address2': 'address2',
  'address.city': 'city',
  'address.state': 'state',
  'address.zip_code': 'zipCode',
};

builder.mutationField('saveVerifiedMatch', (t) =>
  t.field({
    type: builder
      .objectRef<{ verifiedMatch: StaffOrganizationJson | null; userErrors: UserErrorShape[] }>('SaveVerifiedMatchPayload')
      .implement({
        description: 'What `saveVerifiedMatch` returns.',
        fields: (f) => ({
          verifiedMatch: f.field({
            type: StaffLegalOrganization,
            nullable: true,
            description: 'The Verified Match as saved (add it to the drawer with @prependNode when it is new).',
            resolve: (payload) => payload.verifiedMatch,
          }),
          userErrors: f.field({ type: [UserError], description: 'Why nothing was saved.', resolve: (payload) => payload.userErrors }),
        }),
      }),
    description:
      'Staff only: adds a Verified Match (a new organisation, verified now) or edits one (verified again now); spec 002 §5: name, type and address required; the e-mail only when adding.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('SaveVerifiedMatchInput', {
          description: 'The input of `saveVerifiedMatch`.',
          fields: (f) => ({
            id: f.id({ description: 'The Verified Match to edit (a StaffLegalOrganization id); omit to add one.' }),
            name: f.string({ required: true, description: 'Name (required).' }),
            type: f.string({ required: true, description: 'Organisation type (required), e.g. MEDICAL_PRACTICE.' }),
            address1: f.string({ required: true, description: 'Street address (required).' }),
            address2: f.string({ description: 'Suite, unit.' }),
            city: f.string({ required: true, description: 'City (required).' }),
            state: f.string({ required: true, description: 'State, two letters (required).' }),
            zipCode: f.string({ required: true, description: 'ZIP code (required).' }),
            phoneNumber: f.string({ description: 'Phone number.' }),
            email: f.string({ description: 'E-mail (contact_emails[0]); only when adding.' }),
            website: f.string({ description: 'Website.' }),
            verificationWebsite: f.string({ description: 'Where staff verified it.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const body = {
        name: input.name,
        type: input.type,
        address: {
          address1: input.address1,
          address2: input.address2 ?? '',
          city: input.city,
          state: input.state,
          zip_code: input.zipCode,
        },
        phone_number: input.phoneNumber ?? '',
        website: input.website ?? '',
        verification_website: input.verificationWebsite ?? '',
        last_verified_at: new Date().toISOString(),
      };
      try {
        const saved = input.id
          ? // The registry refuses an e-mail on an edit (only when adding): passed on, not dropped.
            await ctx.gateway.verification.updateVerifiedMatch(internalId(ORGANIZATION, String(input.id)), {
              ...body,
              ...(input.email ? { email: input.email } : {}),
            })
          : await ctx.gateway.verification.createVerifiedMatch({ ...body, email: input.email || null });
        return { verifiedMatch: saved, userErrors: [] };
      } catch (error) {
        return { verifiedMatch: null, userErrors: refusal(error, FORM_FIELDS) };
      }
    },
  }),
);
