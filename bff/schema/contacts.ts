// The Contacts tab: the organisations on a case as cards (the Law Firms section with the current and former firms,
// then the lienholders grouped by organisation type), who at each works on the case, contact search for the
// Manage Contacts modal, and the writes (assign, unassign, create, delete, Assign to me). Reads cost two registry
// calls per page of cases (organisations and contacts of all the cases at once).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer, type ActingViewer, type BffContext } from '../context.ts';
import type { CaseOrganizationJson, ContactJson } from '../registry/contacts.ts';
import type { OrganizationJson } from '../rest/types.ts';
import { internalId } from './ids.ts';
import { OrganizationKind } from './organization.ts';
import { CaseRef, LienRef, OrganizationRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';

interface CardShape {
  caseId: string;
  side: 'LAW_FIRM' | 'LIENHOLDER';
  isFormer: boolean;
  lienId: string | null;
  lastActiveAt: string | null;
  organization: OrganizationJson;
  contacts: ContactJson[];
  isOwn: boolean;
  /** The registry's answer: may the viewer assign and remove this organisation's contacts on this case. */
  viewerCan: CaseOrganizationJson['viewer_can'];
  linkedContactId: string | null;
}

interface SectionShape {
  caseId: string;
  title: string;
  organizationType: string;
  cards: CardShape[];
}

/** Plural section titles of the lienholder organisation types, in the order the sections appear. */
export const SECTION_TITLES: ReadonlyArray<[string, string]> = [
  ['MEDICAL_PRACTICE', 'Medical Practices'],
  ['FUNDER', 'Funders'],
  ['SERVICER', 'Servicers'],
  ['HEALTH_INSURANCE', 'Health Insurers'],
  ['DEFENDANT_INSURANCE', 'Defendant Insurers'],
  ['REFERRAL_LAW_FIRM', 'Referral Law Firms'],
  ['LAW_FIRM', 'Law Firms'],
  ['OTHER', 'Others'],
];

const linkedContactOf = (viewer: ActingViewer) => viewer.account?.linked_contact ?? null;

/** Groups one case's organisations and contacts into the tab's sections. */
export function buildSections(
  viewer: ActingViewer,
  caseId: string,
  organizations: CaseOrganizationJson[],
  contacts: ContactJson[],
): SectionShape[] {
  const card = (org: CaseOrganizationJson): CardShape => {
    const isOwn = !org.is_former && org.organization.id === viewer.organizationId;
    return {
      caseId,
      side: org.side,
      isFormer: org.is_former,
      lienId: org.lien,
      lastActiveAt: org.last_active_at,
      organization: org.organization,
      contacts: contacts.filter((contact) => contact.legal_organization === org.organization.id),
      isOwn,
      viewerCan: org.viewer_can,
      linkedContactId: isOwn ? linkedContactOf(viewer) : null,
    };
  };
  const lawFirms = organizations.filter((org) => org.side === 'LAW_FIRM').sort((a, b) => Number(a.is_former) - Number(b.is_former));
  const sections: SectionShape[] = lawFirms.length
    ? [{ caseId, title: 'Law Firms', organizationType: 'LAW_FIRM', cards: lawFirms.map(card) }]
    : [];
  const lienholders = organizations.filter((org) => org.side === 'LIENHOLDER');
  for (const [type, title] of SECTION_TITLES) {
    const ofType = lienholders.filter(
      (org) => (SECTION_TITLES.some(([known]) => known === org.organization.type) ? org.organization.type : 'OTHER') === type,
    );
    if (ofType.length) sections.push({ caseId, title, organizationType: type, cards: ofType.map(card) });
  }
  return sections;
}

async function sectionsOf(ctx: BffContext, caseId: string): Promise<SectionShape[]> {
  const [viewer, { organizations, contacts }] = await Promise.all([requireViewer(ctx), ctx.gateway.contacts.ofCase(caseId)]);
  return buildSections(viewer, caseId, organizations, contacts);
}

export const Contact = builder.objectRef<ContactJson>('Contact').implement({
  description: 'A person at an organisation.',
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (contact) => encodeGlobalID('Contact', contact.id),
    }),
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    fullName: t.exposeString('full_name', { description: 'First and last name.' }),
    email: t.exposeString('email', { description: 'Work e-mail address.' }),
    isAccountDeactivated: t.exposeBoolean('is_account_deactivated', {
      description: "True when the person's registry account has been deactivated.",
    }),
    isAccountSuspended: t.exposeBoolean('is_account_suspended', { description: "True when the person's registry account is suspended." }),
    needsUpdate: t.exposeBoolean('needs_update', { description: 'Deactivated or suspended.' }),
    canDelete: t.exposeBoolean('can_delete', { description: 'The viewer may delete this contact (in the case it was read with).' }),
  }),
});

const CaseOrganizationCard = builder.objectRef<CardShape>('CaseOrganizationCard').implement({
  description: 'An organisation on a case as the Contacts tab shows it.',
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (card) => encodeGlobalID('CaseOrganizationCard', `${card.caseId}:${card.side}:${card.organization.id}`),
    }),
    organization: t.field({ description: 'The organisation.', type: OrganizationRef, resolve: (card) => card.organization }),
    side: t.field({ type: OrganizationKind, description: 'The side the organisation is on for this case.', resolve: (card) => card.side }),
    isFormer: t.boolean({ description: 'A law firm no longer on the case (a disabled card).', resolve: (card) => card.isFormer }),
    isOwn: t.boolean({ description: "The viewer's own organisation.", resolve: (card) => card.isOwn }),
    lastActiveAt: t.field({
      description: 'When this organisation last updated the case (a law firm its status, a lienholder its lien); null when never.',
      type: 'DateTime',
      nullable: true,
      resolve: (card) => card.lastActiveAt,
    }),
    lien: t.field({ type: LienRef, nullable: true, description: "A lienholder's lien on the case.", resolve: (card) => card.lienId }),
    contacts: t.field({ type: [Contact], description: 'Who at the organisation works on the case.', resolve: (card) => card.contacts }),
    canManageContacts: t.boolean({
      description: "True when the viewer may add or remove this organisation's contacts on the case.",
      resolve: (card) => card.viewerCan.manage_contacts,
    }),
    viewerContact: t.field({
      type: Contact,
      nullable: true,
      description: "The viewer's linked contact, on the viewer's own card only (for Assign to me).",
      resolve: (card, _args, ctx) => (card.linkedContactId ? ctx.gateway.contacts.load(card.linkedContactId) : null),
    }),
    isViewerAssigned: t.boolean({
      description: "The viewer's linked contact works on the case.",
      resolve: (card) => card.linkedContactId !== null && card.contacts.some((contact) => contact.id === card.linkedContactId),
    }),
  }),
});

const CaseOrganizationCardViewerCan = viewerCanType<CardShape['viewerCan']>(
  'CaseOrganizationCardViewerCan',
  "What the viewer may do with an organisation's card on a case, as the registry decides it.",
  {
    manageContacts: {
      from: 'manage_contacts',
      description:
        "Assign and remove this organisation's contacts on the case (addCaseContact, removeCaseContact): the viewer's own organisation; a lienholder alone on the case also the case's law firm.",
    },
  },
);

builder.objectField(CaseOrganizationCard, 'viewerCan', (t) =>
  t.field({
    type: CaseOrganizationCardViewerCan,
    description: 'What the viewer may do with this card.',
    resolve: (card) => card.viewerCan,
  }),
);

const ContactSection = builder.objectRef<SectionShape>('ContactSection').implement({
  description: 'The organisations of one kind on a case (law firms, or one type of lienholder), as the Contacts tab groups them.',
  fields: (t) => ({
    title: t.exposeString('title', { description: "'Law Firms', or the plural of a lienholder type, e.g. 'Medical Practices'." }),
    organizationType: t.exposeString('organizationType', {
      description: "LAW_FIRM, or the lienholders' `OrganizationType` (e.g. MEDICAL_PRACTICE).",
    }),
    cards: t.field({
      description: 'The organisations of this kind on the case.',
      type: [CaseOrganizationCard],
      resolve: (section) => section.cards,
    }),
  }),
});

builder.objectField(CaseRef, 'contactOrganizations', (t) =>
  t.field({
    type: [ContactSection],
    description: 'The Contacts tab: the Law Firms section (current, then former firms), then lienholders by type.',
    resolve: (kase, _args, ctx) => sectionsOf(ctx, kase.id),
  }),
);

builder.objectField(OrganizationRef, 'contacts', (t) =>
  t.field({
    type: [Contact],
    description: "The organisation's contacts (the viewer's own organisation or one on a case it sees), by name or e-mail.",
    args: {
      search: t.arg.string({ description: 'Only the contacts that match this text.' }),
      caseId: t.arg.id({ description: 'The case the contacts are managed for (decides canDelete).' }),
      first: t.arg.int({ description: 'At most this many (default and maximum 1000).' }),
    },
    resolve: async (org, args, ctx) => {
      return ctx.gateway.contacts.ofOrganization(org.id, {
        search: args.search,
        caseId: args.caseId ? internalId('Case', String(args.caseId)) : null,
        pageSize: Math.min(Math.max(args.first ?? 1000, 1), 1000),
      });
    },
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Mutations

const FIELDS = { contact: 'contactId', legal_organization: 'organizationId', case: 'caseId' };
const VERIFIED_DOMAIN = 'matches a verified domain';

interface CaseContactPayloadShape {
  caseId: string | null;
  contact: ContactJson | null;
  userErrors: UserErrorShape[];
}

const CaseContactPayload = builder.objectRef<CaseContactPayloadShape>('CaseContactPayload').implement({
  description:
    'What `addCaseContact`, `removeCaseContact`, `assignCaseToMe`, `unassignCaseFromMe` and `createContact` return: the contact as it is after the change, or `userErrors`.',
  fields: (t) => ({
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'The case, with its contacts after the change.',
      resolve: (payload) => payload.caseId,
    }),
    contact: t.field({
      description: 'The contact that was added to or removed from the case; null when refused.',
      type: Contact,
      nullable: true,
      resolve: (payload) => payload.contact,
    }),
    userErrors: t.field({
      description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const failed = (error: unknown): CaseContactPayloadShape => {
  const userErrors = userErrorsFrom(error, FIELDS);
  if (!userErrors) throw error;
  return { caseId: null, contact: null, userErrors };
};

/** Where a case contact is added or removed for the viewer's side: the case, or the viewer's lien on it. */
async function caseContactTarget(ctx: BffContext, caseId: string): Promise<{ caseId: string } | { lienId: string } | null> {
  const viewer = await requireViewer(ctx);
  if (viewer.kind === 'LAW_FIRM') return { caseId };
  const lienId = (await ctx.gateway.cases.load(caseId))?.user_lien?.id;
  return lienId ? { lienId } : null;
}

async function changeCaseContact(
  ctx: BffContext,
  caseId: string,
  contactId: string,
  change: 'add' | 'remove',
): Promise<CaseContactPayloadShape> {
  try {
    const target = await caseContactTarget(ctx, caseId);
    if (!target) return { caseId: null, contact: null, userErrors: [{ field: 'caseId', message: 'Not found.', code: 'NOT_FOUND' }] };
    const result = await ctx.gateway.contacts.changeOnCase(target, contactId, change);
    return { caseId: result.case, contact: result.contact, userErrors: [] };
  } catch (error) {
    return failed(error);
  }
}

const CaseContactInput = builder.inputType('CaseContactInput', {
  description: 'The input of `addCaseContact` and `removeCaseContact`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    contactId: t.id({ description: 'The contact (global or registry id).', required: true }),
  }),
});

for (const [name, change, description] of [
  [
    'addCaseContact',
    'add',
    "Assigns a contact to the case: a law firm its own people; a lienholder its own (and the firm's when it is the only lienholder).",
  ],
  ['removeCaseContact', 'remove', 'Removes a contact from the case (same rules as adding).'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: CaseContactPayload,
      description,
      authScopes: { signedIn: true },
      args: {
        input: t.arg({ description: "The mutation's input; its type describes each field.", type: CaseContactInput, required: true }),
      },
      resolve: (_root, { input }, ctx) =>
        changeCaseContact(ctx, internalId('Case', String(input.caseId)), internalId('Contact', String(input.contactId)), change),
    }),
  );
}

const CaseInput = builder.inputType('AssignCaseToMeInput', {
  description: 'The input of `assignCaseToMe` and `unassignCaseFromMe`.',
  fields: (t) => ({ caseId: t.id({ description: 'The case (global or registry id).', required: true }) }),
});

for (const [name, change, description] of [
  ['assignCaseToMe', 'add', "Assign to me: the account's linked contact works on the case for the viewer's organisation."],
  ['unassignCaseFromMe', 'remove', "Unassign from me: removes the account's linked contact from the case."],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: CaseContactPayload,
      description,
      authScopes: { signedIn: true },
      args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: CaseInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const contactId = linkedContactOf(await requireViewer(ctx));
        if (!contactId)
          return {
            caseId: null,
            contact: null,
            userErrors: [{ field: null, message: 'Your account has no linked contact.', code: 'NO_LINKED_CONTACT' }],
          };
        return changeCaseContact(ctx, internalId('Case', String(input.caseId)), contactId, change);
      },
    }),
  );
}

const CreateContactInput = builder.inputType('CreateContactInput', {
  description: 'The input of `createContact`.',
  fields: (t) => ({
    organizationId: t.id({ description: 'The organisation the contact works at (global or registry id).', required: true }),
    caseId: t.id({ description: 'Also assign the new contact to this case.' }),
    firstName: t.string({ description: 'First name (required).' }),
    lastName: t.string({ description: 'Last name.' }),
    email: t.string({ description: 'Work e-mail.' }),
    confirmEmail: t.boolean({ description: "Add it even though the e-mail is outside the organisation's verified domain." }),
  }),
});

builder.mutationField('createContact', (t) =>
  t.field({
    type: CaseContactPayload,
    description:
      "Creates a contact (first name and work e-mail required). A lienholder whose e-mail is outside the organisation's verified domain gets a userError with code CONFIRMATION_REQUIRED; resend with confirmEmail.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: CreateContactInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caseId = input.caseId ? internalId('Case', String(input.caseId)) : null;
      try {
        const contact = await ctx.gateway.contacts.create({
          legal_organization: internalId('Organization', String(input.organizationId)),
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? '',
          email: input.email ?? null,
          confirm_email: input.confirmEmail ?? false,
          case: caseId,
        });
        return { caseId, contact, userErrors: [] };
      } catch (error) {
        const payload = failed(error);
        return {
          ...payload,
          userErrors: payload.userErrors.map((item) =>
            item.message.includes(VERIFIED_DOMAIN) ? { ...item, code: 'CONFIRMATION_REQUIRED' } : item,
          ),
        };
      }
    },
  }),
);

const DeleteContactInput = builder.inputType('DeleteContactInput', {
  description: 'The input of `deleteContact`.',
  fields: (t) => ({
    contactId: t.id({ description: 'The contact to delete (global or registry id).', required: true }),
    caseId: t.id({ description: 'The case the contact is deleted from view of.' }),
  }),
});

const DeleteContactPayload = builder
  .objectRef<{ deletedContactId: string | null; caseId: string | null; userErrors: UserErrorShape[] }>('DeleteContactPayload')
  .implement({
    description: 'What `deleteContact` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      deletedContactId: t.id({
        description: 'The global id of the deleted contact, for the client to drop it; null when refused.',
        nullable: true,
        resolve: (payload) => (payload.deletedContactId ? encodeGlobalID('Contact', payload.deletedContactId) : null),
      }),
      case: t.field({
        description: 'The case the contact was taken off, as it is now; null when none.',
        type: CaseRef,
        nullable: true,
        resolve: (payload) => payload.caseId,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('deleteContact', (t) =>
  t.field({
    type: DeleteContactPayload,
    description: 'Deletes a contact (own organisation, created by the viewer, or needing an update; see the registry).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: DeleteContactInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('Contact', String(input.contactId));
      const caseId = input.caseId ? internalId('Case', String(input.caseId)) : null;
      try {
        await ctx.gateway.contacts.delete(id, caseId);
        return { deletedContactId: id, caseId, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return { deletedContactId: null, caseId: null, userErrors };
      }
    },
  }),
);
