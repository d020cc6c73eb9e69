// Staff's dedupe queue (issue 14; spec 002 §2, §4; DECISIONS 19–22): `Match` nodes (a group of records the matching
// engine takes for one), the staff-only connection Viewer.dedupeMatches with its counts per status
// (Viewer.dedupeMatchCounts), and the decisions mergeMatch, dismissMatch, markMatchNeedsMoreInformation and
// refreshDedupeMatches. For anyone but staff (and staff while impersonating) the reads are null and the mutations
// answer FORBIDDEN userErrors: the registry decides, the BFF only passes its refusal on.
//
// A match's records are `MatchedCase`, `MatchedContact` and `MatchedOrganization`, not the `Case`, `Contact` and
// organisation types of the organisation views:
// those are loaded through the acting organisation's own lists (a staff member sees none of another firm's cases)
// and carry what an organisation may do with them; the queue's JSON is the staff registry's, with what the cards
// show (plaintiff, dates, firm, creator, lien count; a contact's user and account state; an organisation's type,
// website, address, phone and case count). Organisation matches cannot be merged here (the verification tab merges
// organisations): mergeMatch answers the registry's refusal.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import { clientError } from '../errors.ts';
import type {
  DedupeModelJson,
  MatchedCaseJson,
  MatchedContactJson,
  MatchedOrganizationJson,
  MatchFilters,
  MatchJson,
} from '../registry/dedupe.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

// ---- ids ---------------------------------------------------------------------------------------------------------

/** A match's global id names its model (the registry's paths are per model): Match:<CASE|CONTACT|LEGAL_ORGANIZATION>:<uuid>. */
const matchGlobalId = (match: { id: string; model_type: string }) => encodeGlobalID('Match', `${match.model_type}:${match.id}`);

/** The model and registry id of a match id (global, or `CASE:<uuid>`); the model is null for a bare registry id. */
function matchKey(id: string): { model: DedupeModelJson | null; id: string } {
  const inner = internalId('Match', id);
  const [model, registryId] = inner.split(':');
  if ((model === 'CASE' || model === 'CONTACT' || model === 'LEGAL_ORGANIZATION') && registryId) return { model, id: registryId };
  return { model: null, id: inner };
}

/** A record id as the client has it: the registry id, or the global id of a MatchedCase / MatchedContact. */
const recordId = (id: string) => internalId('MatchedContact', internalId('MatchedCase', id));

// ---- enums -------------------------------------------------------------------------------------------------------

const MatchModelType = builder.enumType('MatchModelType', {
  description: 'What kind of records a match groups.',
  values: {
    CASE: { description: 'Cases (the same plaintiff and loss entered more than once).' },
    CONTACT: { description: 'Contacts (the same person listed more than once).' },
    LEGAL_ORGANIZATION: {
      description: 'Legal organisations (the same name or website); dismissed or marked here, merged from the verification tab.',
    },
  } as const,
});

const MatchStatus = builder.enumType('MatchStatus', {
  description: "A match's state in the staff queue (spec 002 §4).",
  values: {
    NEW: { description: "Not decided yet ('No action taken')." },
    NEEDS_MORE_INFORMATION: { description: 'Staff need more information before deciding; the note says what.' },
    DISMISSED: { description: 'Staff decided the records are not duplicates.' },
    MERGED: { description: 'The duplicates were merged into the master record.' },
  } as const,
});

const MatchOrder = builder.enumType('MatchOrder', {
  description: "The queue's order, by the creation of each match's newest record.",
  values: {
    LAST_CREATED_AT_DESC: { description: "'Sort by Case Creation Date: Newest First' (the default)." },
    LAST_CREATED_AT_ASC: { description: "'Oldest First'." },
  } as const,
});

const QUEUE_STATUS = { NEW: 'new', NEEDS_MORE_INFORMATION: 'needs_more_information', DISMISSED: 'dismissed' } as const;

// ---- records -----------------------------------------------------------------------------------------------------

/**
 * An organisation named by a case or contact card (id and name only), or a record of an organisation match (the whole
 * card). One GraphQL type for both: the card's fields are null where the organisation is only named.
 */
type MatchedOrganizationShape = { id: string; name: string } & Partial<Omit<MatchedOrganizationJson, 'id' | 'name'>>;

const isOrganizationRecord = (row: MatchedOrganizationShape): row is MatchedOrganizationJson => typeof row.case_count === 'number';

const formatAddress = (address: MatchedOrganizationJson['address']) =>
  [address.address1, address.address2, address.city, [address.state, address.zip_code].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

const MatchedOrganization = builder.objectRef<MatchedOrganizationShape>('MatchedOrganization').implement({
  description:
    'An organisation as a match card shows it: a record of a legal organisation match (staff view, with type, website, address, phone and case count), or the firm, creator or organisation a case or contact card names (then only `internalID` and `name` are set).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The organisation's registry id." }),
    name: t.exposeString('name', { description: "The organisation's name." }),
    type: t.string({
      nullable: true,
      description: "The organisation's type (e.g. LAW_FIRM, FUNDER); null when the card only names it.",
      resolve: (row) => (isOrganizationRecord(row) ? row.type : null),
    }),
    website: t.string({
      nullable: true,
      description: "The organisation's website ('' when none); null when the card only names it.",
      resolve: (row) => (isOrganizationRecord(row) ? row.website : null),
    }),
    address: t.string({
      nullable: true,
      description: "The organisation's address on one line ('' when none); null when the card only names it.",
      resolve: (row) => (isOrganizationRecord(row) ? formatAddress(row.address) : null),
    }),
    phoneNumber: t.string({
      nullable: true,
      description: "The organisation's phone number ('' when none); null when the card only names it.",
      resolve: (row) => (isOrganizationRecord(row) ? row.phone_number : null),
    }),
    caseCount: t.int({
      nullable: true,
      description: 'How many cases it represents (a law firm) or holds a lien on (a lienholder); null when the card only names it.',
      resolve: (row) => (isOrganizationRecord(row) ? row.case_count : null),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the organisation was created; null when the card only names it.',
      resolve: (row) => (isOrganizationRecord(row) ? row.created_at : null),
    }),
  }),
});

const MatchedCase = builder.objectRef<MatchedCaseJson>('MatchedCase').implement({
  description: 'A case of a case match, with what the card shows (staff view; see the module comment for why it is not `Case`).',
  fields: (t) => ({
    id: t.id({ description: 'The global id of this matched case.', resolve: (row) => encodeGlobalID('MatchedCase', row.id) }),
    internalID: t.exposeString('id', { description: "The case's registry id (pass it, or `id`, to mergeMatch)." }),
    plaintiffName: t.exposeString('plaintiff_name', { description: "The plaintiff's full name." }),
    plaintiffFirstName: t.exposeString('plaintiff_first_name', { description: "The plaintiff's first name." }),
    plaintiffLastName: t.exposeString('plaintiff_last_name', { description: "The plaintiff's last name." }),
    plaintiffBirthdate: t.field({
      type: 'Date',
      nullable: true,
      description: "The plaintiff's date of birth.",
      resolve: (row) => row.plaintiff_birthdate,
    }),
    dateOfLoss: t.field({ type: 'Date', nullable: true, description: 'The date of loss.', resolve: (row) => row.date_of_loss }),
    stateOfIncident: t.exposeString('state_of_incident', { nullable: true, description: 'The state of the incident (two letters).' }),
    lawFirm: t.field({
      type: MatchedOrganization,
      nullable: true,
      description: "The case's law firm; null when it has none.",
      resolve: (row) => row.law_firm,
    }),
    createdByOrganization: t.field({
      type: MatchedOrganization,
      description: 'The organisation that created the case.',
      resolve: (row) => row.created_by_organization,
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When the case was created.', resolve: (row) => row.created_at }),
    lienCount: t.exposeInt('lien_count', { description: 'How many (not rejected) liens the case has.' }),
  }),
});

const MatchedContact = builder.objectRef<MatchedContactJson>('MatchedContact').implement({
  description: 'A contact of a contact match, with what the card shows (staff view; see the module comment for why it is not `Contact`).',
  fields: (t) => ({
    id: t.id({ description: 'The global id of this matched contact.', resolve: (row) => encodeGlobalID('MatchedContact', row.id) }),
    internalID: t.exposeString('id', { description: "The contact's registry id (pass it, or `id`, to mergeMatch)." }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
    isUser: t.exposeBoolean('is_user', { description: 'True when a user account is linked to the contact.' }),
    isAccountDeactivated: t.exposeBoolean('is_account_deactivated', { description: "True when the contact's account is deactivated." }),
    isAccountSuspended: t.exposeBoolean('is_account_suspended', { description: "True when the contact's account is suspended." }),
    lastLogin: t.field({
      type: 'DateTime',
      nullable: true,
      description: "The linked user's last sign-in; null when never or not a user.",
      resolve: (row) => row.last_login,
    }),
    legalOrganization: t.field({
      type: MatchedOrganization,
      description: 'The organisation the contact belongs to.',
      resolve: (row) => row.legal_organization,
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the contact was created.',
      resolve: (row) => row.created_at,
    }),
  }),
});

const MatchRecord = builder.unionType('MatchRecord', {
  description: 'A record of a match: a case, a contact or a legal organisation.',
  types: [MatchedCase, MatchedContact, MatchedOrganization],
  resolveType: (record) => ('email' in record ? MatchedContact : 'case_count' in record ? MatchedOrganization : MatchedCase),
});

// ---- the node ----------------------------------------------------------------------------------------------------

/** Which records may be the master: for contacts, users only when the group has one (spec 002 §4). */
function masterCandidates(match: MatchJson): string[] {
  if (match.model_type !== 'CONTACT') return match.matched_objects.map((record) => record.id);
  const contacts = match.matched_objects as MatchedContactJson[];
  const users = contacts.filter((contact) => contact.is_user);
  return (users.length ? users : contacts).map((contact) => contact.id);
}

export const MatchRef = builder.loadableNodeRef<MatchJson>('Match', {
  id: { resolve: (match) => `${match.model_type}:${match.id}` },
  load: (keys: string[], ctx: BffContext) =>
    Promise.all(
      keys.map((key) => {
        const { model, id } = matchKey(key);
        return model ? ctx.gateway.dedupe.read(model, id) : null;
      }),
    ) as Promise<MatchJson[]>,
  toKey: (match) => `${match.model_type}:${match.id}`,
  cacheResolved: true,
});

MatchRef.implement({
  description: 'A group of records the matching engine takes for the same thing, in the staff dedupe queue (staff only).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The match's registry id." }),
    modelType: t.field({
      type: MatchModelType,
      description: 'What kind of records it groups.',
      resolve: (match) => match.model_type,
    }),
    status: t.field({ type: MatchStatus, description: 'Its state in the queue.', resolve: (match) => match.status }),
    rule: t.exposeString('rule', { description: "The matching rule that grouped the records (e.g. 'name+birthdate')." }),
    score: t.exposeFloat('score', { description: "The rule's confidence, from 0 to 1." }),
    note: t.exposeString('note', { description: 'What more information is needed (set with markMatchNeedsMoreInformation).' }),
    importId: t.exposeString('import_id', {
      nullable: true,
      description: 'The spreadsheet import a record of the match came from (DECISIONS 21).',
    }),
    fromImport: t.boolean({
      description: "True when a record came from a spreadsheet import ('From Import').",
      resolve: (m) => !!m.import_id,
    }),
    lastCreatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "When the match's newest record was created (the queue's order).",
      resolve: (match) => match.last_created_at,
    }),
    records: t.field({
      type: [MatchRecord],
      description: 'The records that still exist, oldest first.',
      resolve: (match) => match.matched_objects,
    }),
    masterCandidateIds: t.stringList({
      description:
        'Registry ids of the records that may be chosen as master: every record, except that for contacts, when one of them is a user, only users.',
      resolve: masterCandidates,
    }),
    canMerge: t.boolean({
      description: 'Whether the match can still be merged here (never for legal organisations: the verification tab merges them).',
      resolve: (match) => match.status !== 'MERGED' && match.model_type !== 'LEGAL_ORGANIZATION',
    }),
    canDismiss: t.boolean({
      description: 'Whether the match can be dismissed (not when already dismissed or merged).',
      resolve: (match) => match.status === 'NEW' || match.status === 'NEEDS_MORE_INFORMATION',
    }),
    canMarkNeedsMoreInformation: t.boolean({
      description: 'Whether the match can be marked as needing more information (only while no action was taken).',
      resolve: (match) => match.status === 'NEW',
    }),
  }),
});

// ---- the connection and the counts -------------------------------------------------------------------------------

const MatchEdge = builder.edgeObject({ type: MatchRef, name: 'MatchEdge' });
const MatchConnection = builder.connectionObject(
  {
    type: MatchRef,
    name: 'MatchConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many matches the filters list, not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  MatchEdge,
);

const MatchCounts = builder.objectRef<{ new: number; needs_more_information: number; dismissed: number }>('MatchCounts').implement({
  description: 'How many matches each status lists (with the same search and import filter), for the status radio.',
  fields: (t) => ({
    new: t.exposeInt('new', { description: "'No action taken'." }),
    needsMoreInformation: t.exposeInt('needs_more_information', { description: "'Needs more information'." }),
    dismissed: t.exposeInt('dismissed', { description: "'Dismissed'." }),
  }),
});

const listedModel = (model: string): DedupeModelJson => {
  if (model !== 'CASE' && model !== 'CONTACT' && model !== 'LEGAL_ORGANIZATION') throw clientError('Unknown model type.', 'INVALID');
  return model;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const importFilter = (importId: string | null | undefined) => {
  if (!importId) return null;
  if (!UUID.test(importId)) throw clientError('importId must be an import id (a UUID).', 'INVALID');
  return importId;
};

const MAX_PAGE = 100;

builder.objectField(Viewer, 'dedupeMatches', (t) =>
  t.field({
    type: MatchConnection,
    nullable: true,
    description: 'Staff only: the dedupe queue of one model, 10 a page by default; null for everyone else (and while impersonating).',
    args: {
      modelType: t.arg({ type: MatchModelType, required: true, description: 'Cases, contacts or legal organisations.' }),
      status: t.arg({
        type: MatchStatus,
        description: 'NEW (default), NEEDS_MORE_INFORMATION or DISMISSED; merged matches are not listed.',
      }),
      search: t.arg.string({ description: "Part of a record's name (or a contact's e-mail, an organisation's website)." }),
      orderBy: t.arg({ type: MatchOrder, description: 'Newest first (default) or oldest first.' }),
      importId: t.arg.string({ description: "Only matches of this spreadsheet import ('From Import')." }),
      relatedToCompulsionFirm: t.arg.boolean({
        description:
          'Only matches with a record of a compulsion firm (a law firm that had lienholders register) when true; only matches without one when false.',
      }),
      first: t.arg.int({ description: 'How many matches to return: 1 to 100 (10 when omitted).' }),
      after: t.arg.string({ description: 'Return the matches after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: async (_viewer, args, ctx) => {
      const model = listedModel(args.modelType);
      if (args.status === 'MERGED') throw clientError('Merged matches are not listed.', 'INVALID');
      const first = Math.min(Math.max(args.first ?? 10, 1), MAX_PAGE);
      const filters: MatchFilters = {
        status: QUEUE_STATUS[args.status ?? 'NEW'],
        search: args.search?.trim() || null,
        ordering: args.orderBy === 'LAST_CREATED_AT_ASC' ? 'last_created_at' : '-last_created_at',
        importId: importFilter(args.importId),
        relatedToCompulsionFirm: args.relatedToCompulsionFirm ?? null,
      };
      let page;
      try {
        page = await ctx.gateway.dedupe.list(model, filters, { first, after: args.after ?? null });
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 400)
          throw clientError(userErrorsFrom(error)?.[0]?.message ?? 'Invalid filters.', 'INVALID');
        throw error;
      }
      if (!page) return null;
      const edges = page.results.map((node) => ({ cursor: node.cursor ?? '', node }));
      return {
        totalCount: page.count,
        edges,
        pageInfo: {
          hasNextPage: page.next !== null,
          hasPreviousPage: !!args.after,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
);

builder.objectField(Viewer, 'dedupeMatchCounts', (t) =>
  t.field({
    type: MatchCounts,
    nullable: true,
    description: 'Staff only: how many matches of the model each status lists; null for everyone else.',
    args: {
      modelType: t.arg({ type: MatchModelType, required: true, description: 'Cases, contacts or legal organisations.' }),
      search: t.arg.string({ description: "Part of a record's name (or a contact's e-mail, an organisation's website)." }),
      importId: t.arg.string({ description: 'Only matches of this spreadsheet import.' }),
      relatedToCompulsionFirm: t.arg.boolean({
        description:
          'Only matches with a record of a compulsion firm (a law firm that had lienholders register) when true; only matches without one when false.',
      }),
    },
    resolve: async (_viewer, args, ctx) =>
      ctx.gateway.dedupe.counts(listedModel(args.modelType), {
        search: args.search?.trim() || null,
        importId: importFilter(args.importId),
        relatedToCompulsionFirm: args.relatedToCompulsionFirm ?? null,
      }),
  }),
);

// ---- mutations ---------------------------------------------------------------------------------------------------

interface DecisionShape {
  matchId: string | null;
  match: MatchJson | null;
  userErrors: UserErrorShape[];
}

const FIELDS = { canonical_id: 'canonicalId', merge_ids: 'duplicateIds', non_field_errors: 'matchId' };

/** A refusal as userErrors ('no document found' and the rest with the registry's words); anything else is thrown. */
function refusal(error: unknown): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, FIELDS);
  if (!userErrors) throw error;
  return userErrors.map((userError) => (userError.field === 'matchId' ? { ...userError, field: null } : userError));
}

const decisionPayload = (name: string, description: string) =>
  builder.objectRef<DecisionShape>(name).implement({
    description,
    fields: (t) => ({
      decidedMatchId: t.id({
        nullable: true,
        description: "The match's global id, to remove its card from the queue (@deleteEdge); null when nothing changed.",
        resolve: (payload) => payload.matchId,
      }),
      match: t.field({
        type: MatchRef,
        nullable: true,
        description: 'The match as it is now, while it is still undecided or dismissed; null once merged or when nothing changed.',
        resolve: (payload) => payload.match,
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing changed.', resolve: (payload) => payload.userErrors }),
    }),
  });

/** The model of a match id: named by a global id, else looked up (cases first). */
async function resolveMatch(ctx: BffContext, id: string): Promise<{ model: DedupeModelJson; id: string }> {
  const key = matchKey(id);
  if (key.model) return { model: key.model, id: key.id };
  for (const model of ['CASE', 'CONTACT', 'LEGAL_ORGANIZATION'] as const)
    if (await ctx.gateway.dedupe.read(model, key.id)) return { model, id: key.id };
  return { model: 'CASE', id: key.id };
}

const MATCH_ID = { required: true, description: 'The match (its global id, or its registry id).' } as const;

builder.mutationField('mergeMatch', (t) =>
  t.field({
    type: decisionPayload('MergeMatchPayload', 'What `mergeMatch` returns.'),
    description:
      "Staff only: merges the chosen duplicates of a match into its master record (cases: the registry's case merge, liens, history, tags and identifiers move; contacts: case and account links move). The match becomes MERGED.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('MergeMatchInput', {
          description: 'The input of `mergeMatch`.',
          fields: (f) => ({
            matchId: f.id(MATCH_ID),
            canonicalId: f.id({ required: true, description: 'The master record (global or registry id), a record of the match.' }),
            duplicateIds: f.idList({ required: true, description: 'The duplicates to merge into it (one or more records of the match).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { model, id } = await resolveMatch(ctx, String(input.matchId));
        await ctx.gateway.dedupe.merge(
          model,
          id,
          recordId(String(input.canonicalId)),
          input.duplicateIds.map((duplicate) => recordId(String(duplicate))),
        );
        return { matchId: matchGlobalId({ id, model_type: model }), match: null, userErrors: [] };
      } catch (error) {
        return { matchId: null, match: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('dismissMatch', (t) =>
  t.field({
    type: decisionPayload('DismissMatchPayload', 'What `dismissMatch` returns.'),
    description: 'Staff only: dismisses a match (the records are not duplicates). Refused when it is already dismissed.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('DismissMatchInput', {
          description: 'The input of `dismissMatch`.',
          fields: (f) => ({ matchId: f.id(MATCH_ID) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { model, id } = await resolveMatch(ctx, String(input.matchId));
        await ctx.gateway.dedupe.dismiss(model, id);
        return { matchId: matchGlobalId({ id, model_type: model }), match: await ctx.gateway.dedupe.read(model, id), userErrors: [] };
      } catch (error) {
        return { matchId: null, match: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('markMatchNeedsMoreInformation', (t) =>
  t.field({
    type: decisionPayload('MarkMatchNeedsMoreInformationPayload', 'What `markMatchNeedsMoreInformation` returns.'),
    description:
      'Staff only: marks a match as needing more information, with a note saying what (DECISIONS 20). Only while no action was taken.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('MarkMatchNeedsMoreInformationInput', {
          description: 'The input of `markMatchNeedsMoreInformation`.',
          fields: (f) => ({
            matchId: f.id(MATCH_ID),
            note: f.string({ required: true, description: 'What information is needed (1 to 5000 characters).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { model, id } = await resolveMatch(ctx, String(input.matchId));
        await ctx.gateway.dedupe.needsMoreInformation(model, id, input.note);
        return { matchId: matchGlobalId({ id, model_type: model }), match: await ctx.gateway.dedupe.read(model, id), userErrors: [] };
      } catch (error) {
        return { matchId: null, match: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('refreshDedupeMatches', (t) =>
  t.field({
    type: builder.objectRef<{ queued: boolean; userErrors: UserErrorShape[] }>('RefreshDedupeMatchesPayload').implement({
      description: 'What `refreshDedupeMatches` returns.',
      fields: (f) => ({
        queued: f.exposeBoolean('queued', { description: 'True when a full refresh is queued (or one was waiting already).' }),
        userErrors: f.field({ type: [UserError], description: 'Why nothing was queued.', resolve: (payload) => payload.userErrors }),
      }),
    }),
    description: 'Staff only: queues a full refresh of the matches (a background job); new matches appear as it finds them.',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      try {
        return { queued: (await ctx.gateway.dedupe.refresh()).queued, userErrors: [] };
      } catch (error) {
        // The engine's worker is not part of this build yet: the registry says so (503).
        if (error instanceof RegistryHttpError && error.status === 503) {
          const detail = (error.body as { detail?: unknown } | null)?.detail;
          return {
            queued: false,
            userErrors: [{ field: null, message: typeof detail === 'string' ? detail : 'Try again later.', code: 'UNAVAILABLE' }],
          };
        }
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { queued: false, userErrors };
      }
    },
  }),
);
