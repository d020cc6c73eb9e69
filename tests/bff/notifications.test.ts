// The bell in the graph: Viewer.notifications (paged, newest first), notificationCounts, notificationSettings and
// canSetCommunicationPreferences; marking viewed and read, dismissing, changing a setting; and notificationsChanged,
// which reaches the one user a notification is for (not their colleagues, not the other side).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const clients: Client[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'provider', 'staff', 'funder'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
}, 240_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

const idle = () => stack.registry.registry.adapters.jobs.idle({ timeoutMs: 30_000 });

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

/** Every result of a subscription, as it arrives. */
function collect(client: Client, query: string) {
  const results: any[] = [];
  client.subscribe({ query }, { next: (value) => void results.push(value), error: () => {}, complete: () => {} });
  return results;
}

/** A round trip on the same socket shows the subscription before it is in place. */
async function settle(client: Client) {
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
}

async function rest(token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as any };
}

const CHANGED = `subscription { notificationsChanged {
  notification { internalID type }
  notificationEdge { cursor node { internalID subject } }
  changedNotification { id readAt }
  dismissedNotificationId
  notificationCounts { unviewed unread }
} }`;

const BELL = `query($first: Int, $after: String) { viewer {
  notifications(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id internalID type category subject body createdAt viewedAt readAt caseInternalID plaintiffName lawFirmName } }
  }
  notificationCounts { unviewed unread }
} }`;

let sharedCase: { id: string; lien: string };
const live: Record<string, any[]> = {};

describe('notifications in the graph', () => {
  beforeAll(async () => {
    const liens = (await rest(tokens.lawFirm, 'beta/escrow-agent/liens/?page_size=off')).body.results;
    const lien = liens.find((l: any) => l.lienholder.name === 'Riverside Spine & Rehab');
    sharedCase = { id: lien.case, lien: lien.id };
    for (const key of ['provider', 'staff', 'lawFirm', 'funder']) {
      const client = connect(tokens[key]!);
      live[key] = collect(client, CHANGED);
      await settle(client);
    }
    for (const status of ['NEGOTIATION', 'DEMAND_SENT']) {
      const patch = await rest(tokens.lawFirm, `escrow-agent/portfolio/${sharedCase.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ status }),
      });
      expect(patch.status).toBe(200);
    }
    await idle();
  }, 120_000);

  test('the bell lists the viewer’s own notifications newest first, paged, with the counts', async () => {
    const first = await gql(stack, BELL, { first: 1 }, { token: tokens.provider });
    expect(first.body.errors).toBeUndefined();
    const { notifications, notificationCounts } = first.body.data.viewer;
    expect(notifications.totalCount).toBe(2);
    expect(notificationCounts).toEqual({ unviewed: 2, unread: 2 });
    expect(notifications.pageInfo.hasNextPage).toBe(true);
    expect(notifications.edges[0].node).toMatchObject({
      type: 'CASE_STATUS_UPDATED',
      category: 'CASE_STATUS_UPDATES',
      caseInternalID: sharedCase.id,
      viewedAt: null,
      readAt: null,
      lawFirmName: 'Hartwell & Associates',
    });
    expect(notifications.edges[0].node.body).toContain('Demand Sent');
    const second = await gql(stack, BELL, { first: 1, after: notifications.pageInfo.endCursor }, { token: tokens.provider });
    expect(second.body.data.viewer.notifications.edges[0].node.body).toContain('Negotiation');
    expect(second.body.data.viewer.notifications.pageInfo.hasNextPage).toBe(false);
    // The law firm (the actor's side) has none.
    expect((await gql(stack, BELL, {}, { token: tokens.lawFirm })).body.data.viewer.notifications.totalCount).toBe(0);
  });

  test('notificationsChanged reached each recipient with their own notification, and nobody else', async () => {
    await expect.poll(() => live.provider!.length, { timeout: 10_000 }).toBe(2);
    const [first, second] = live.provider!;
    expect(first.errors).toBeUndefined();
    expect(first.data.notificationsChanged.notification.type).toBe('CASE_STATUS_UPDATED');
    expect(first.data.notificationsChanged.notificationEdge.node.subject).toBe('Case status updated');
    // The counts are read when the event is delivered: the second notification may already be written by then.
    expect([1, 2]).toContain(first.data.notificationsChanged.notificationCounts.unviewed);
    expect(second.data.notificationsChanged.notificationCounts).toEqual({ unviewed: 2, unread: 2 });
    // Staff has an account in the provider's organisation: their own two notifications, other ids.
    await expect.poll(() => live.staff!.length, { timeout: 10_000 }).toBe(2);
    const providerIds = live.provider!.map((result) => result.data.notificationsChanged.notification.internalID);
    for (const result of live.staff!) expect(providerIds).not.toContain(result.data.notificationsChanged.notification.internalID);
    expect(live.lawFirm).toEqual([]);
    expect(live.funder).toEqual([]);
  });

  test('viewed, read, dismissed: the payloads carry the counts; the user’s other tabs hear them, and which one was read or dismissed', async () => {
    const bell = (await gql(stack, BELL, {}, { token: tokens.provider })).body.data.viewer.notifications.edges.map(
      (edge: any) => edge.node,
    );
    const staffBefore = live.staff!.length;
    const viewed = await gql(
      stack,
      `mutation($input: MarkNotificationsViewedInput!) { markNotificationsViewed(input: $input) {
        notifications { id viewedAt } notificationCounts { unviewed unread } userErrors { field message code } } }`,
      { input: { notificationIds: bell.map((node: any) => node.id) } },
      { token: tokens.provider },
    );
    expect(viewed.body.data.markNotificationsViewed).toMatchObject({ notificationCounts: { unviewed: 0, unread: 2 }, userErrors: [] });
    expect(viewed.body.data.markNotificationsViewed.notifications.every((node: any) => node.viewedAt)).toBe(true);

    const read = await gql(
      stack,
      `mutation($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) {
        notification { id readAt } notificationCounts { unviewed unread } userErrors { code } } }`,
      { input: { notificationId: bell[0].internalID } },
      { token: tokens.provider },
    );
    expect(read.body.data.markNotificationRead).toMatchObject({
      notification: { id: bell[0].id },
      notificationCounts: { unviewed: 0, unread: 1 },
    });

    const dismissed = await gql(
      stack,
      `mutation($input: DismissNotificationInput!) { dismissNotification(input: $input) {
        dismissedNotificationId notificationCounts { unviewed unread } userErrors { code } } }`,
      { input: { notificationId: bell[1].id } },
      { token: tokens.provider },
    );
    expect(dismissed.body.data.dismissNotification).toEqual({
      dismissedNotificationId: bell[1].id,
      notificationCounts: { unviewed: 0, unread: 0 },
      userErrors: [],
    });
    await expect.poll(() => live.provider!.length, { timeout: 10_000 }).toBe(5);
    expect(
      live
        .provider!.slice(2)
        .map((result) => [result.data.notificationsChanged.notification, result.data.notificationsChanged.notificationCounts]),
    ).toEqual([
      [null, { unviewed: 0, unread: 2 }],
      [null, { unviewed: 0, unread: 1 }],
      [null, { unviewed: 0, unread: 0 }],
    ]);
    // Viewing many names none; the read one arrives as it is now; the dismissed one by id, to leave the list.
    const changes = live.provider!.slice(2).map((result) => result.data.notificationsChanged);
    expect(changes.map((change) => [change.changedNotification, change.dismissedNotificationId])).toEqual([
      [null, null],
      [{ id: bell[0].id, readAt: expect.any(String) }, null],
      [null, bell[1].id],
    ]);
    expect(live.staff!.length).toBe(staffBefore);
  });

  test('another user cannot read or change a notification: node is null, mutations answer NOT_FOUND', async () => {
    const [own] = (await gql(stack, BELL, {}, { token: tokens.provider })).body.data.viewer.notifications.edges.map(
      (edge: any) => edge.node,
    );
    for (const key of ['staff', 'lawFirm', 'funder']) {
      const node = await gql(
        stack,
        `query($id: ID!) { node(id: $id) { id ... on Notification { subject } } }`,
        { id: own.id },
        { token: tokens[key] },
      );
      expect(node.body.data?.node ?? null, key).toBeNull();
      const dismissed = await gql(
        stack,
        `mutation($input: DismissNotificationInput!) { dismissNotification(input: $input) { dismissedNotificationId userErrors { code } } }`,
        { input: { notificationId: own.id } },
        { token: tokens[key] },
      );
      expect(dismissed.body.data.dismissNotification, key).toEqual({ dismissedNotificationId: null, userErrors: [{ code: 'NOT_FOUND' }] });
    }
    const still = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Notification { readAt } } }`,
      { id: own.id },
      { token: tokens.provider },
    );
    expect(still.body.data.node.readAt).not.toBeNull();
  });

  test('settings: defaults, a change saved at once, and the communication preferences page only for lienholders', async () => {
    const SETTINGS = `{ viewer { canSetCommunicationPreferences notificationSettings { category label inAppEnabled emailEnabled } } }`;
    const provider = await gql(stack, SETTINGS, {}, { token: tokens.funder });
    expect(provider.body.data.viewer.canSetCommunicationPreferences).toBe(true);
    expect(provider.body.data.viewer.notificationSettings).toContainEqual({
      category: 'NEW_LIEN_NOTIFICATIONS',
      label: 'New lien notifications',
      inAppEnabled: false,
      emailEnabled: false,
    });
    const firm = await gql(stack, SETTINGS, {}, { token: tokens.lawFirm });
    expect(firm.body.data.viewer.canSetCommunicationPreferences).toBe(false);
    expect(firm.body.data.viewer.notificationSettings).toHaveLength(5);

    const UPDATE = `mutation($input: UpdateNotificationSettingInput!) { updateNotificationSetting(input: $input) {
      notificationSetting { category inAppEnabled emailEnabled } userErrors { field code } } }`;
    const changed = await gql(stack, UPDATE, { input: { category: 'OTHER', emailEnabled: false } }, { token: tokens.lawFirm });
    expect(changed.body.data.updateNotificationSetting).toEqual({
      notificationSetting: { category: 'OTHER', inAppEnabled: true, emailEnabled: false },
      userErrors: [],
    });
    const nothing = await gql(stack, UPDATE, { input: { category: 'OTHER' } }, { token: tokens.lawFirm });
    expect(nothing.body.data.updateNotificationSetting.notificationSetting).toBeNull();
    expect(nothing.body.data.updateNotificationSetting.userErrors[0].code).toBe('INVALID');
  });

  test('signed out: the bell is refused', async () => {
    const reply = await gql(stack, `{ viewer { notificationCounts { unviewed } } }`);
    expect(reply.body.data?.viewer ?? null).toBeNull();
  });
});
