// Tags and external identifiers through GraphQL: batched reads on a page of cases, the picker, add (by tag or by
// a new name) and remove with userErrors, the ADD_TAG gate, and each organisation seeing only its own.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
let sharedCase: string; // global id of a law firm 1 case with a provider lien
let otherCase: string;
let liveCase: string; // a shared case nothing else in this file touches (events of earlier tests arrive late)

const CASE_IDS = `query { viewer { portfolio(first: 100, filter: { isResolved: null, isClosed: null }) { edges { node { id internalID } } } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const)
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const ids = async (token: string): Promise<string[]> =>
    (await gql(stack, CASE_IDS, {}, { token })).body.data.viewer.portfolio.edges.map((edge: any) => edge.node.id as string);
  const provider = new Set(await ids(tokens.provider));
  const firm = await ids(tokens.lawFirm);
  sharedCase = firm.find((id) => provider.has(id))!;
  otherCase = firm.find((id) => id !== sharedCase)!;
  liveCase = firm.filter((id) => provider.has(id)).at(-1)!;
});
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

const ADD_TAG = `mutation($input: AddCaseTagInput!) { addCaseTag(input: $input) {
  caseTag { id tag { id name } } case { id tags { id tag { name } } } userErrors { field message code } } }`;
const REMOVE_TAG = `mutation($input: RemoveCaseTagInput!) { removeCaseTag(input: $input) { removedCaseTagId case { tags { id } } userErrors { field message } } }`;
const CASE_TAGS = `query($id: ID!) { node(id: $id) { ... on Case { tags { tag { name } } externalKeys { identifier system { name } } } } }`;

const caseTags = async (token: string, id: string) => (await gql(stack, CASE_TAGS, { id }, { token })).body.data.node;

describe('tags', () => {
  test('the viewer says whether it may add tags', async () => {
    const query = `{ viewer { canAddTags activeAccount { features } } }`;
    expect((await gql(stack, query, {}, { token: tokens.lawFirm })).body.data.viewer.canAddTags).toBe(true);
    expect((await gql(stack, query, {}, { token: tokens.funder })).body.data.viewer).toEqual({
      canAddTags: false,
      activeAccount: { features: [] },
    });
  });

  test('a new name creates the tag and puts it on the case; the same name again is the same tag, refused twice', async () => {
    const added = await gql(stack, ADD_TAG, { input: { caseId: sharedCase, name: 'Settlement soon' } }, { token: tokens.lawFirm });
    expect(added.body.data.addCaseTag).toMatchObject({
      caseTag: { tag: { name: 'Settlement soon' } },
      case: { id: sharedCase, tags: [{ tag: { name: 'Settlement soon' } }] },
      userErrors: [],
    });
    const again = await gql(stack, ADD_TAG, { input: { caseId: sharedCase, name: ' settlement SOON ' } }, { token: tokens.lawFirm });
    expect(again.body.data.addCaseTag).toEqual({
      caseTag: null,
      case: { id: sharedCase, tags: [{ id: added.body.data.addCaseTag.caseTag.id, tag: { name: 'Settlement soon' } }] },
      userErrors: [{ field: null, message: 'This tag is already on this case.', code: 'INVALID' }],
    });
    const neither = await gql(stack, ADD_TAG, { input: { caseId: sharedCase } }, { token: tokens.lawFirm });
    expect(neither.body.data.addCaseTag.userErrors).toEqual([{ field: 'name', message: 'This field is required.', code: 'INVALID' }]);
    const tooLong = await gql(stack, ADD_TAG, { input: { caseId: sharedCase, name: 'y'.repeat(51) } }, { token: tokens.lawFirm });
    expect(tooLong.body.data.addCaseTag.userErrors).toEqual([
      { field: 'name', message: 'Ensure this field has no more than 50 characters.', code: 'INVALID' },
    ]);
  });

  test('the picker lists only the organisation’s own tags; other organisations see no tag on the case', async () => {
    const picker = `query($search: String) { viewer { tags(search: $search) { id name } } }`;
    const mine = (await gql(stack, picker, { search: 'settle' }, { token: tokens.lawFirm })).body.data.viewer.tags;
    expect(mine.map((tag: any) => tag.name)).toEqual(['Settlement soon']);
    expect((await gql(stack, picker, {}, { token: tokens.provider })).body.data.viewer.tags).toEqual([]);
    expect((await caseTags(tokens.provider, sharedCase)).tags).toEqual([]);
    expect(await caseTags(tokens.lawFirm2, sharedCase)).toBeNull();
  });

  test('an existing tag by id on another case, then removed; without the feature the registry’s refusal is a userError', async () => {
    const [tag] = (await gql(stack, `{ viewer { tags { id } } }`, {}, { token: tokens.lawFirm })).body.data.viewer.tags;
    const added = (await gql(stack, ADD_TAG, { input: { caseId: otherCase, tagId: tag.id } }, { token: tokens.lawFirm })).body.data
      .addCaseTag;
    expect(added.userErrors).toEqual([]);
    const removed = await gql(stack, REMOVE_TAG, { input: { caseTagId: added.caseTag.id, caseId: otherCase } }, { token: tokens.lawFirm });
    expect(removed.body.data.removeCaseTag).toEqual({ removedCaseTagId: added.caseTag.id, case: { tags: [] }, userErrors: [] });

    const funderCase = (await gql(stack, CASE_IDS, {}, { token: tokens.funder })).body.data.viewer.portfolio.edges[0].node.id;
    const refused = await gql(stack, ADD_TAG, { input: { caseId: funderCase, name: 'Mine' } }, { token: tokens.funder });
    expect(refused.body.data.addCaseTag.userErrors).toEqual([
      { field: null, message: 'Your account does not include tags (the ADD_TAG feature).', code: 'FORBIDDEN' },
    ]);
    const foreign = await gql(stack, REMOVE_TAG, { input: { caseTagId: added.caseTag.id, caseId: otherCase } }, { token: tokens.provider });
    expect(foreign.body.data.removeCaseTag.userErrors).toEqual([{ field: null, message: 'Not found.' }]);
  });

  test('a page of cases reads every tag and every external identifier in one registry call each', async () => {
    const calls = async (first: number) =>
      (
        await gql(
          stack,
          `query($first: Int) { viewer { portfolio(first: $first) { edges { node { tags { tag { name } } externalKeys { identifier } } } } } }`,
          { first },
          { token: tokens.lawFirm },
        )
      ).body.extensions!.upstreamCalls;
    await calls(1);
    expect(await calls(5)).toBe(await calls(25));
  });
});

const ADD_KEY = `mutation($input: AddExternalKeyInput!) { addExternalKey(input: $input) {
  externalKey { id identifier system { name type } } case { externalKeys { identifier } } userErrors { field message } } }`;

describe('external identifiers', () => {
  test('a law firm with two systems chooses one; the identifier is required; only the firm sees its key', async () => {
    const systems = (await gql(stack, `{ viewer { externalSystems { id name type } } }`, {}, { token: tokens.lawFirm })).body.data.viewer
      .externalSystems;
    expect(systems.map((system: any) => system.name)).toEqual(['Clio', 'Filevine']);
    const unchosen = await gql(
      stack,
      ADD_KEY,
      { input: { caseId: sharedCase, externalSystemIdentifier: 'FV-9' } },
      { token: tokens.lawFirm },
    );
    expect(unchosen.body.data.addExternalKey.userErrors).toEqual([{ field: 'externalSystemId', message: 'This field is required.' }]);
    const empty = await gql(stack, ADD_KEY, { input: { caseId: sharedCase, externalSystemId: systems[1].id } }, { token: tokens.lawFirm });
    expect(empty.body.data.addExternalKey.userErrors).toEqual([{ field: 'externalSystemIdentifier', message: 'This field is required.' }]);
    const added = await gql(
      stack,
      ADD_KEY,
      { input: { caseId: sharedCase, externalSystemId: systems[1].id, externalSystemIdentifier: 'FV-9' } },
      { token: tokens.lawFirm },
    );
    expect(added.body.data.addExternalKey).toMatchObject({
      externalKey: { identifier: 'FV-9', system: { name: 'Filevine', type: 'FILEVINE' } },
      case: { externalKeys: [{ identifier: 'FV-9' }] },
      userErrors: [],
    });
    expect((await caseTags(tokens.provider, sharedCase)).externalKeys).toEqual([]);
  });

  test('a lienholder with one system adds without choosing, on its own lien; each side sees only its own; delete', async () => {
    const added = await gql(
      stack,
      ADD_KEY,
      { input: { caseId: sharedCase, externalSystemIdentifier: 'EHR-1' } },
      { token: tokens.provider },
    );
    expect(added.body.data.addExternalKey).toMatchObject({
      externalKey: { system: { name: 'Practice EHR' } },
      case: { externalKeys: [{ identifier: 'EHR-1' }] },
      userErrors: [],
    });
    expect((await caseTags(tokens.lawFirm, sharedCase)).externalKeys).toEqual([{ identifier: 'FV-9', system: { name: 'Filevine' } }]);
    const wrong = await gql(stack, ADD_KEY, { input: { caseId: sharedCase, externalSystemIdentifier: 'X' } }, { token: tokens.lawFirm2 });
    expect(wrong.body.data.addExternalKey.userErrors).toEqual([{ field: 'caseId', message: 'Not found.' }]);
    const remove = `mutation($input: DeleteExternalKeyInput!) { deleteExternalKey(input: $input) { case { externalKeys { identifier } } userErrors { message } } }`;
    const keyId = added.body.data.addExternalKey.externalKey.id;
    expect(
      (await gql(stack, remove, { input: { externalKeyId: keyId, caseId: sharedCase } }, { token: tokens.lawFirm })).body.data
        .deleteExternalKey.userErrors,
    ).toEqual([{ message: 'Not found.' }]);
    expect(
      (await gql(stack, remove, { input: { externalKeyId: keyId, caseId: sharedCase } }, { token: tokens.provider })).body.data
        .deleteExternalKey,
    ).toEqual({ case: { externalKeys: [] }, userErrors: [] });
  });
});

describe('live updates', () => {
  function connect(token: string): Client {
    const client = createClient({
      url: `${stack.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      lazy: false,
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }
  /** Subscribes; resolves once a round trip on the same socket shows the subscription is registered. */
  async function subscribe(client: Client, query: string, variables: Record<string, unknown>): Promise<{ first: Promise<any> }> {
    let stop = () => {};
    const first = new Promise<any>((resolve, reject) => {
      stop = client.subscribe(
        { query, variables },
        { next: (value) => (stop(), resolve(value)), error: reject, complete: () => resolve(null) },
      );
    });
    await new Promise<void>((resolve, reject) =>
      client.subscribe({ query: '{ viewer { canAddTags } }' }, { next: () => {}, error: reject, complete: resolve }),
    );
    return { first };
  }
  const CHANGED = `subscription($id: ID!) { caseChanged(id: $id) { case { tags { tag { name } } } activity { type } } }`;

  test("a tag reaches the organisation's own open cases live and no other organisation's", async () => {
    expect(liveCase).not.toBe(sharedCase);
    const firm = await subscribe(connect(tokens.lawFirm), CHANGED, { id: liveCase });
    const provider = await subscribe(connect(tokens.provider), CHANGED, { id: liveCase });
    const added = await gql(stack, ADD_TAG, { input: { caseId: liveCase, name: 'Live tag' } }, { token: tokens.lawFirm });
    expect(added.body.data.addCaseTag.userErrors).toEqual([]);
    const mine = await firm.first;
    expect(mine.data.caseChanged.activity).toBeNull();
    expect(mine.data.caseChanged.case.tags.map((caseTag: any) => caseTag.tag.name)).toContain('Live tag');
    // A change the provider may see comes next; it must be the first thing the provider hears.
    const limit = `mutation($input: AddPolicyLimitInput!) { addPolicyLimit(input: $input) { userErrors { message } } }`;
    await gql(stack, limit, { input: { caseId: liveCase, coverageType: 'MEDPAY', coverageLimitLower: '100' } }, { token: tokens.lawFirm });
    const theirs = await provider.first;
    expect(theirs.data.caseChanged).toEqual({ case: { tags: [] }, activity: { type: 'POLICY_LIMIT_ADDED' } });
  });
});
