// Registering new cases (the Register Case drawer): whether the viewer may, the rows mutation, creating a law firm
// that is not in the directory yet, and a law firm's contacts for the picker. The law firm search is
// Viewer.lawFirmDirectory (representation.ts). The registry enforces the gate; canCreateCases only shapes the UI.
import { builder } from '../builder.ts';
import type { LawFirmContactJson, NewLawFirmJson } from '../registry/organizations.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { CaseJson } from '../rest/types.ts';
import { requireViewer } from '../context.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

builder.objectField(Viewer, 'canCreateCases', (t) =>
  t.boolean({
    description: "Whether the viewer may register cases: the organisation's can_create_registry_cases and the account's ADD_CASE feature.",
    resolve: (viewer) =>
      Boolean(
        viewer.account?.registry_legal_organization.can_create_registry_cases &&
        (viewer.account.current_service.features ?? []).includes('ADD_CASE'),
      ),
  }),
);

const LawFirmContact = builder.objectRef<LawFirmContactJson>('LawFirmContact').implement({
  description: 'A person at a law firm a new case can be assigned to.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'Work e-mail address.' }),
    fullName: t.string({ description: 'First and last name.', resolve: (contact) => `${contact.first_name} ${contact.last_name}`.trim() }),
  }),
});

/** The drawer's contact search: users of the law firm only, up to 1000. */
const CONTACT_PAGE_SIZE = 1000;

builder.objectField(Viewer, 'lawFirmContacts', (t) =>
  t.field({
    type: [LawFirmContact],
    description: 'The contacts of a law firm (its internal id), for registering a case with it.',
    args: { lawFirmId: t.arg.id({ description: "The law firm's id.", required: true }) },
    resolve: async (_viewer, { lawFirmId }, ctx) => {
      return ctx.gateway.organizations.lawFirmContacts(internalId('Organization', String(lawFirmId)), CONTACT_PAGE_SIZE);
    },
  }),
);

const NewLawFirm = builder.objectRef<NewLawFirmJson>('NewLawFirm').implement({
  description: 'A law firm just registered by `createLawFirm`.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry id of the new law firm, to pass as a case's law firm." }),
    name: t.exposeString('name', { description: "The law firm's name." }),
    website: t.string({ description: "The law firm's website; null when none.", nullable: true, resolve: (firm) => firm.website || null }),
  }),
});

const CreateLawFirmInput = builder.inputType('CreateLawFirmInput', {
  description: 'The input of `createLawFirm`.',
  fields: (t) => ({
    name: t.string({ description: "The law firm's name (required).", required: true }),
    website: t.string({ description: 'Optional; an http(s) URL.' }),
  }),
});

const CreateLawFirmPayload = builder
  .objectRef<{ lawFirm: NewLawFirmJson | null; userErrors: UserErrorShape[] }>('CreateLawFirmPayload')
  .implement({
    description: 'What `createLawFirm` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      lawFirm: t.field({
        description: 'The law firm as registered; null when refused.',
        type: NewLawFirm,
        nullable: true,
        resolve: (payload) => payload.lawFirm,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('createLawFirm', (t) =>
  t.field({
    type: CreateLawFirmPayload,
    description: 'Lienholder registering a case: adds a law firm that is not in the directory yet.',
    authScopes: { lienholder: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: CreateLawFirmInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const firm = await ctx.gateway.organizations.createLawFirm({ name: input.name, website: input.website ?? '', type: 'LAW_FIRM' });
        return { lawFirm: firm, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { lawFirm: null, userErrors };
      }
    },
  }),
);

const CreateCaseRowInput = builder.inputType('CreateCaseRowInput', {
  description: 'One row of the Register Case form. Give contactId, or the contact’s name and e-mail for a new one.',
  fields: (t) => ({
    lawFirmId: t.id({ description: "Required for lienholders; a law firm's cases are its own (leave empty)." }),
    plaintiffFirstName: t.string({ description: "The plaintiff's first name." }),
    plaintiffLastName: t.string({ description: "The plaintiff's last name." }),
    plaintiffBirthdate: t.field({ description: "The plaintiff's date of birth.", type: 'Date' }),
    dateOfLoss: t.field({ description: 'The date of the incident.', type: 'Date' }),
    type: t.string({ description: 'An incident type (Options.caseType).' }),
    stateOfIncident: t.string({ description: 'A US state code (Options.usStates).' }),
    contactId: t.id({ description: 'An existing contact of the law firm (Viewer.lawFirmContacts).' }),
    contactFirstName: t.string({ description: "Without contactId: the new contact's first name." }),
    contactLastName: t.string({ description: "Without contactId: the new contact's last name." }),
    contactEmail: t.string({ description: "Without contactId: the new contact's work e-mail." }),
  }),
});

const CreateCasesInput = builder.inputType('CreateCasesInput', {
  description: 'The input of `createCases`.',
  fields: (t) => ({
    rows: t.field({ description: 'The cases to register, one row each (at least one).', type: [CreateCaseRowInput], required: true }),
  }),
});

const CreateCasesPayload = builder.objectRef<{ cases: CaseJson[]; userErrors: UserErrorShape[] }>('CreateCasesPayload').implement({
  description: 'What `createCases` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
  fields: (t) => ({
    cases: t.field({
      type: [CaseRef],
      description: 'The new cases, in row order (empty when nothing was written).',
      resolve: (payload) => payload.cases,
    }),
    userErrors: t.field({
      type: [UserError],
      description: 'Field is `rows.<index>.<input field>`, or `rows.<index>` for a rule on the whole row.',
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

type RowInput = typeof CreateCaseRowInput.$inferInput;

const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value);

function rowBody(row: RowInput) {
  const contactId = blankToNull(row.contactId === undefined || row.contactId === null ? null : String(row.contactId));
  return {
    plaintiff: {
      first_name: row.plaintiffFirstName ?? null,
      last_name: row.plaintiffLastName ?? null,
      birthdate: row.plaintiffBirthdate ?? null,
    },
    date_of_loss: row.dateOfLoss ?? null,
    type: blankToNull(row.type),
    state_of_incident: blankToNull(row.stateOfIncident),
    law_firm: row.lawFirmId ? internalId('Organization', String(row.lawFirmId)) : null,
    contact: contactId
      ? { id: contactId }
      : { first_name: row.contactFirstName ?? null, last_name: row.contactLastName ?? '', email: row.contactEmail ?? null },
  };
}

/** Registry field paths of a row (nested like its body) → the row input's field names. */
const ROW_FIELDS: Record<string, string> = {
  'plaintiff.first_name': 'plaintiffFirstName',
  'plaintiff.last_name': 'plaintiffLastName',
  'plaintiff.birthdate': 'plaintiffBirthdate',
  date_of_loss: 'dateOfLoss',
  type: 'type',
  state_of_incident: 'stateOfIncident',
  law_firm: 'lawFirmId',
  contact: 'contactId',
  'contact.id': 'contactId',
  'contact.first_name': 'contactFirstName',
  'contact.last_name': 'contactLastName',
  'contact.email': 'contactEmail',
};

/** `{cases: [{plaintiff: {first_name: [..]}, non_field_errors: [..]}, ...]}` → `rows.1.plaintiffFirstName`, `rows.1`. */
export function rowUserErrors(body: unknown): UserErrorShape[] {
  const rows = (body as { cases?: unknown })?.cases;
  if (!Array.isArray(rows)) return [];
  const errors: UserErrorShape[] = [];
  const walk = (index: number, value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      const key = path.join('.');
      const field = key === 'non_field_errors' ? `rows.${index}` : `rows.${index}.${ROW_FIELDS[key] ?? key}`;
      for (const message of value) if (typeof message === 'string') errors.push({ field, message, code: 'INVALID' });
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(index, inner, [...path, key]);
    }
  };
  rows.forEach((row, index) => walk(index, row, []));
  return errors;
}

builder.mutationField('createCases', (t) =>
  t.field({
    type: CreateCasesPayload,
    description: 'Registers new cases, all rows or none (organisations that may register cases, accounts with ADD_CASE).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: CreateCasesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await requireViewer(ctx);
      try {
        return { cases: await ctx.gateway.cases.create(input.rows.map(rowBody)), userErrors: [] };
      } catch (error) {
        const perRow = error instanceof RegistryHttpError && error.status === 400 ? rowUserErrors(error.body) : [];
        if (perRow.length) return { cases: [], userErrors: perRow };
        const userErrors = userErrorsFrom(error, { cases: 'rows' });
        if (!userErrors) throw error;
        return { cases: [], userErrors };
      }
    },
  }),
);
