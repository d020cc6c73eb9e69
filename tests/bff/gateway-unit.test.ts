// The real schema executed with a fake registry gateway (no registry, no HTTP): what the resolvers make of the
// gateway's answers and refusals. Integration tests (the other files here) run against the real registry.
import { graphql } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, test } from 'vitest';
import type { BffContext } from '../../bff/context.ts';
import type { Gateway, ViewerState } from '../../bff/registry/gateway.ts';
import { RegistryHttpError } from '../../bff/rest/registry-client.ts';
import type { CaseJson, MeJson, OrganizationJson } from '../../bff/rest/types.ts';
import { schema } from '../../bff/schema/index.ts';

const LAW_FIRM: OrganizationJson = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Firm & Partners',
  type: 'LAW_FIRM',
  kind: 'LAW_FIRM',
  address: null,
  website: null,
  phone_number: null,
  can_create_registry_cases: true,
  is_rewards_participant: false,
  notes_disabled: false,
  shares_documents_manually: false,
  is_partner_law_firm: false,
  created_at: '2026-01-01T00:00:00Z',
};

const ME: MeJson = {
  id: '00000000-0000-4000-8000-0000000000aa',
  username: 'ann@firm.test',
  email: 'ann@firm.test',
  first_name: 'Ann',
  last_name: 'Lee',
  is_staff: false,
  is_first_login: false,
  last_login: null,
  active_account_id: 'account-1',
  registry_accounts: [
    {
      id: 'account-1',
      role: 'ADMIN',
      created_at: '2026-01-01T00:00:00Z',
      is_active: true,
      is_suspended: false,
      registry_legal_organization: LAW_FIRM,
      current_service: { stage: null, features: ['ADD_TAG'], valid_to: null, days_until_expiry: null },
      shows_upgrade_link: false,
    },
  ],
};

const VIEWER: ViewerState = { me: ME, account: ME.registry_accounts[0]!, organizationId: LAW_FIRM.id, kind: 'LAW_FIRM', token: 'token' };

const CASE: CaseJson = {
  id: '00000000-0000-4000-8000-0000000000c1',
  plaintiff: { id: 'p1', first_name: 'Maria', last_name: 'Lopez', birthdate: null },
  date_of_loss: null,
  state_of_incident: 'CA',
  type: null,
  status: 'TREATING',
  is_closed: false,
  appearance_date: null,
  date_expected_to_receive_check: null,
  lawsuit_filed_date: null,
  law_firm: LAW_FIRM,
  law_firm_last_active_at: null,
  is_editable_by_lienholder: false,
  has_single_lienholder: true,
  last_updated_at: '2026-01-01T00:00:00Z',
  last_updated_by_organization_name: null,
  created_at: '2026-01-01T00:00:00Z',
  created_by_organization: null,
  lienholders: [],
  user_lien: null,
  is_resolved: null,
  is_out_of_date: true,
  days_since_last_update: 327,
  viewer_can: {
    edit_details: true,
    edit_policy_limits: true,
    update_status: true,
    add_lienholder: true,
    remove_liens: true,
    reject_verification: true,
    change_representation: true,
    set_law_firm: false,
    remove_case: false,
    merge: true,
    manage_contacts: true,
    add_tags: false,
    edit_external_ids: true,
    share_link: true,
    upload_documents: true,
    request_documents: true,
    price_documents: false,
  },
};

type Fakes = { [Resource in keyof Gateway]?: Partial<Gateway[Resource]> };

/** A gateway that answers only what a test gives it; anything else fails the test loudly. */
function fakeGateway(fakes: Fakes, calls: string[]): Gateway {
  const base: Fakes = {
    viewer: async () => VIEWER,
    acting: async () => VIEWER as Awaited<ReturnType<Gateway['acting']>>,
    identity: { token: 'token', accountId: null },
    options: { all: async () => ({ case_status: [{ value: 'TREATING', label: 'Treating' }] }), current: () => null },
    ...fakes,
  };
  return new Proxy(base, {
    get(target, resource: string) {
      const fake = (target as Record<string, unknown>)[resource];
      if (fake === undefined) throw new Error(`unexpected gateway resource ${resource}`);
      if (typeof fake !== 'object' || fake === null || resource === 'identity') return fake;
      return new Proxy(fake, {
        get(functions, name: string) {
          const fn = (functions as Record<string, unknown>)[name];
          if (typeof fn !== 'function') throw new Error(`unexpected gateway call ${resource}.${name}`);
          return (...args: unknown[]) => {
            calls.push(`${resource}.${name}`);
            return fn(...args);
          };
        },
      });
    },
  }) as Gateway;
}

async function run(source: string, fakes: Fakes, variables?: Record<string, unknown>) {
  const calls: string[] = [];
  const contextValue = {
    deps: { setCookie: () => {} },
    session: { token: 'token', refreshToken: null, accountId: null, via: 'header' },
    gateway: fakeGateway(fakes, calls),
    baseRegistry: { calls: 0, origin: {} },
  } as unknown as BffContext;
  const result = await graphql({ schema, source, contextValue, variableValues: variables });
  return { ...result, calls };
}

describe('the schema over a fake gateway', () => {
  test('a case by id: its fields come from the gateway’s JSON (the registry’s rules too)', async () => {
    const loaded: string[][] = [];
    const result = await run(
      `query($id: String!) { viewer { case(internalID: $id) { id plaintiff { fullName } statusLabel lawFirm { name } needsUpdate daysSinceLastUpdate viewerCan { updateStatus setLawFirm addTags } } again: case(internalID: $id) { internalID } } }`,
      {
        caseWorkspace: {
          load: async (id: string) => {
            loaded.push([id]);
            return id === CASE.id ? CASE : null;
          },
        },
      },
      { id: CASE.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        case: {
          id: encodeGlobalID('Case', CASE.id),
          plaintiff: { fullName: 'Maria Lopez' },
          statusLabel: 'Treating',
          lawFirm: { name: 'Firm & Partners' },
          needsUpdate: true,
          daysSinceLastUpdate: 327,
          viewerCan: { updateStatus: true, setLawFirm: false, addTags: false },
        },
        again: { internalID: CASE.id },
      },
    });
    // The real gateway's loader answers both fields from one registry read (tests/bff/case-page.test.ts).
    expect(loaded).toEqual([[CASE.id], [CASE.id]]);
  });

  test('a case the gateway does not find is null, not an error', async () => {
    const result = await run(`{ viewer { case(internalID: "missing") { id } } }`, {
      caseWorkspace: { load: async () => null },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: { case: null } });
  });

  test('addCaseTag: a new name looks the tag up, creates it, and puts it on the case', async () => {
    const result = await run(
      `mutation($input: AddCaseTagInput!) { addCaseTag(input: $input) { caseTag { tag { name } } userErrors { field message code } } }`,
      {
        tags: {
          search: async () => [{ id: 't0', name: 'Urgent care' }],
          create: async (name: string) => ({ id: 't1', name }),
          addToCase: async (caseId: string, tagId: string) => ({ id: 'ct1', case: caseId, tag: { id: tagId, name: 'Urgent' } }),
        },
      },
      { input: { caseId: encodeGlobalID('Case', CASE.id), name: '  Urgent ' } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ addCaseTag: { caseTag: { tag: { name: 'Urgent' } }, userErrors: [] } });
    expect(result.calls).toEqual(['tags.search', 'tags.create', 'tags.addToCase']);
  });

  test('a refusal by the registry is a userError on the input field, not an error', async () => {
    const refusal = new RegistryHttpError('POST', '/case-tags/', 400, { tag: ['This tag is already on the case.'] });
    const result = await run(
      `mutation($input: AddCaseTagInput!) { addCaseTag(input: $input) { caseTag { id } userErrors { field message code } } }`,
      {
        tags: {
          addToCase: async () => {
            throw refusal;
          },
        },
      },
      { input: { caseId: CASE.id, tagId: encodeGlobalID('Tag', 't1') } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      addCaseTag: { caseTag: null, userErrors: [{ field: 'tagId', message: 'This tag is already on the case.', code: 'INVALID' }] },
    });
  });

  test('a registry failure that is not a refusal stays an error', async () => {
    const result = await run(
      `mutation($input: AddPolicyLimitInput!) { addPolicyLimit(input: $input) { userErrors { message } } }`,
      {
        policyLimits: {
          add: async () => {
            throw new RegistryHttpError('POST', '/policy-limits/', 503, null);
          },
        },
      },
      { input: { caseId: CASE.id, coverageType: 'MEDPAY', coverageLimitLower: '1000.00' } },
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.path).toEqual(['addPolicyLimit']);
  });
});

describe('lien chat over a fake gateway', () => {
  const CHAT = {
    id: '00000000-0000-4000-8000-0000000000d1',
    case: CASE.id,
    lien: '00000000-0000-4000-8000-0000000000e1',
    type: 'LIEN_CHAT',
    is_resolved: false,
    action_needed: false,
    is_new: false,
    created_at: '2026-01-01T00:00:00Z',
    resolved_at: null,
    created_by_organization_id: LAW_FIRM.id,
    created_by_organization_name: LAW_FIRM.name,
    to_organization_id: '00000000-0000-4000-8000-000000000002',
    to_organization_name: 'Clinic A',
    title: 'Clinic A',
    message_count: 3,
    unread_count: 2,
    latest_message: null,
    notes_disabled_by: null,
    viewer_can: { reply: false, resolve: false, dismiss: false, send_chat_message: true },
    context: {},
  };

  test("Case.chatUnreadCount sums the viewer's chats on the case, from one call for the case", async () => {
    const result = await run(
      `query($id: String!) { viewer { case(internalID: $id) { chatUnreadCount } } }`,
      {
        caseWorkspace: { load: async () => CASE },
        chat: { ofCase: async () => [CHAT, { ...CHAT, id: 'other', unread_count: 5 }] },
      },
      { id: CASE.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: { case: { chatUnreadCount: 7 } } });
    expect(result.calls).toEqual(['caseWorkspace.load', 'chat.ofCase']);
  });

  test('an Inbox thread pages its own messages (no chat call); its title is the other party', async () => {
    const inbox = {
      ...CHAT,
      type: 'DOCUMENT_REQUEST',
      title: undefined,
      unread_count: undefined,
      to_organization_id: LAW_FIRM.id,
      to_organization_name: LAW_FIRM.name,
      created_by_organization_name: 'Clinic A',
      messages: ['a', 'b', 'c'].map((note, index) => ({
        id: `m${index}`,
        note,
        created_at: '2026-01-01T00:00:00Z',
        created_by_name: 'Ann Lee',
        created_by_organization_name: 'Clinic A',
      })),
    };
    const result = await run(
      `query($id: ID!) { node(id: $id) { ... on Thread { title unreadCount messages(last: 2) { totalCount pageInfo { hasPreviousPage hasNextPage } edges { node { note type sentByViewer readAt viewerCan { delete } } } } } } }`,
      { threads: { loadMany: async () => [inbox] } },
      { id: encodeGlobalID('Thread', CHAT.id) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      node: {
        title: 'Clinic A',
        unreadCount: 0,
        messages: {
          totalCount: 3,
          pageInfo: { hasPreviousPage: true, hasNextPage: false },
          edges: ['b', 'c'].map((note) => ({
            node: { note, type: null, sentByViewer: false, readAt: null, viewerCan: { delete: false } },
          })),
        },
      },
    });
    expect(result.calls).toEqual(['threads.loadMany']);
  });

  test("sendChatMessage: notes disabled comes back as a userError with the registry's text", async () => {
    const refusal = new RegistryHttpError('POST', '/chat-messages/', 400, {
      non_field_errors: ['Clinic A has disabled Notes on their cases'],
    });
    const result = await run(
      `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { messageEdge { cursor } userErrors { field message code } } }`,
      {
        chat: {
          send: async () => {
            throw refusal;
          },
        },
      },
      { input: { threadId: encodeGlobalID('Thread', CHAT.id), note: 'Hello' } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      sendChatMessage: {
        messageEdge: null,
        userErrors: [{ field: null, message: 'Clinic A has disabled Notes on their cases', code: 'INVALID' }],
      },
    });
  });
});
