// In-app notifications and their e-mails, from real registry changes through the real job engine: a status update,
// a new lien and a lien rejection fan out to the receiving organisations' users (never the actor), by their
// settings per category (defaults: new liens off, the rest on), once even when a job runs again; the e-mail reaches
// a real SMTP peer with a link back and a one-click unsubscribe; the bell's marks; nobody reaches another user's or
// organisation's notifications.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { startTestRegistry, loginAs, DEMO_EMAILS, DEMO_PASSWORD, type TestRegistry } from '../../registry/testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { FAN_OUT_JOB } from '../../registry/jobs/notifications.ts';
import { dueReminders } from '../../registry/domain/notifications/reminders.ts';
import { call, createUser, V1 } from './helpers.ts';

const PUBLIC_URL = 'https://portal.example.test';
const NOTIFICATIONS = `${V1}/in-app-notifications/`;
const SETTINGS = `${V1}/notification-settings/`;

let registry: TestRegistry;
let smtp: TestSmtpServer;
let url: string;
const tokens: Record<string, string> = {};
const users: Record<string, { userId: string; organizationId: string; email: string }> = {};

const db = () => registry.registry.db;
const idle = () => registry.registry.adapters.jobs.idle({ timeoutMs: 30_000 });

async function member(email: string) {
  const row = await db()
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.id', 'a.organization_id'])
    .where('u.email', '=', email)
    .orderBy('a.created_at')
    .executeTakeFirstOrThrow();
  return { userId: row.id, organizationId: row.organization_id, email };
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  registry = await startTestRegistry({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    users[key] = await member(DEMO_EMAILS[key]);
  }
  // More users of the provider: one who turned the app off for status updates, one who turned e-mail off.
  for (const key of ['providerNoApp', 'providerNoMail'] as const) {
    const created = await createUser(db(), { password: DEMO_PASSWORD, organizationId: users.provider!.organizationId });
    tokens[key] = await loginAs(url, created.email);
    users[key] = { userId: created.userId, organizationId: created.organizationId, email: created.email };
  }
  expect(
    (await call(url, `${SETTINGS}CASE_STATUS_UPDATES/`, { token: tokens.providerNoApp, method: 'PATCH', body: { in_app_enabled: false } }))
      .status,
  ).toBe(200);
  expect(
    (await call(url, `${SETTINGS}CASE_STATUS_UPDATES/`, { token: tokens.providerNoMail, method: 'PATCH', body: { email_enabled: false } }))
      .status,
  ).toBe(200);
}, 240_000);
afterAll(async () => {
  await registry?.close();
  await smtp?.close();
});

const notificationsOf = async (userId: string) => db().selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();
const mailsTo = (email: string) => smtp.messages.filter((message) => message.to && JSON.stringify(message.to).includes(email));
const header = (message: ParsedMail, name: string) => message.headerLines.find((line) => line.key === name)?.line ?? null;

/** A lien of the provider's on one of the first firm's cases (each caller takes another one). */
const used = new Set<string>();
async function providerLien() {
  const liens = (await call(url, `${V1}/beta/escrow-agent/liens/?page_size=off`, { token: tokens.lawFirm })).body.results;
  const found = liens.find((l: any) => l.lienholder.name === 'Riverside Spine & Rehab' && !used.has(l.id) && !l.has_open_rejection);
  used.add(found.id);
  return found as { id: string; case: string };
}

let statusCase: string;
let statusEventId: number;

describe('fan-out from a status update', () => {
  beforeAll(async () => {
    statusCase = (await providerLien()).case;
    const reply = await call(url, `${V1}/escrow-agent/portfolio/${statusCase}/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'NEGOTIATION', note: 'Demand sent' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    statusEventId = Number(
      (
        await db()
          .selectFrom('events')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('case_id', '=', statusCase)
          .where('change', '=', 'status')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await idle();
  }, 60_000);

  test("the case's lienholder users get CASE_STATUS_UPDATED in the app; the actor and its firm get nothing", async () => {
    const [notification] = await notificationsOf(users.provider!.userId);
    expect(notification).toMatchObject({
      type: 'CASE_STATUS_UPDATED',
      category: 'CASE_STATUS_UPDATES',
      organization_id: users.provider!.organizationId,
      case_id: statusCase,
      subject: 'Case status updated',
      source_event_id: `event:${statusEventId}`,
      viewed_at: null,
      read_at: null,
    });
    expect(notification!.body).toContain('Negotiation');
    expect(notification!.context).toMatchObject({ case_id: statusCase, detail_url: `/portfolio/${statusCase}` });
    expect(await notificationsOf(users.lawFirm!.userId)).toEqual([]);
    expect(await notificationsOf(users.providerNoMail!.userId)).toHaveLength(1);
  });

  test('a user with the category off in the app gets no notification but the e-mail; one with e-mail off gets no e-mail', async () => {
    expect(await notificationsOf(users.providerNoApp!.userId)).toEqual([]);
    await smtp.waitFor(2);
    expect(mailsTo(users.providerNoApp!.email)).toHaveLength(1);
    expect(mailsTo(users.provider!.email)).toHaveLength(1);
    expect(mailsTo(users.providerNoMail!.email)).toHaveLength(0);
    expect(mailsTo(users.lawFirm!.email)).toHaveLength(0);
  });

  test('the e-mail carries the case, a link back and a one-click unsubscribe for its category', async () => {
    const [mail] = mailsTo(users.provider!.email);
    expect(mail!.subject).toBe('Case status updated');
    expect(mail!.text).toContain(`${PUBLIC_URL}/portfolio/${statusCase}`);
    expect(mail!.html).toContain(`${PUBLIC_URL}/portfolio/${statusCase}`);
    expect(header(mail!, 'list-unsubscribe')).toMatch(new RegExp(`<${PUBLIC_URL}/api/v1/unsubscribe/[^>]+>`));
    expect(header(mail!, 'list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');
  });

  test('a bell event per user tells only that user, in its organisation', async () => {
    const events = await db()
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'notification.created')
      .where('user_id', '=', users.provider!.userId)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ organization_ids: [users.provider!.organizationId], case_id: null });
    expect(events[0]!.notification_id).toBe((await notificationsOf(users.provider!.userId))[0]!.id);
  });

  test('the fan-out run again (a retry) writes no second notification and sends no second e-mail', async () => {
    const before = { rows: (await db().selectFrom('notifications').select('id').execute()).length, mails: smtp.messages.length };
    await registry.registry.adapters.jobs.enqueue(FAN_OUT_JOB, { eventId: statusEventId });
    await idle();
    expect((await db().selectFrom('notifications').select('id').execute()).length).toBe(before.rows);
    expect(smtp.messages.length).toBe(before.mails);
  });
});

describe('the bell (REST)', () => {
  test('lists the user’s own notifications newest first with counts, on both paths', async () => {
    const list = await call(url, NOTIFICATIONS, { token: tokens.provider });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, next_cursor: null, counts: { unviewed: 1, unread: 1 } });
    expect(list.body.results[0]).toMatchObject({ type: 'CASE_STATUS_UPDATED', case_id: statusCase });
    const alias = await call(url, `${V1}/escrow-agent/in-app-notifications/`, { token: tokens.provider });
    expect(alias.body.results).toEqual(list.body.results);
    expect((await call(url, NOTIFICATIONS, { token: tokens.lawFirm })).body).toMatchObject({ count: 0, results: [] });
  });

  test('reading the list is in the access log (it names plaintiffs)', async () => {
    const rows = await db()
      .selectFrom('access_log')
      .selectAll()
      .where('user_id', '=', users.provider!.userId)
      .where('object_type', '=', 'notification')
      .where('action', '=', 'list')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)!.case_ids).toContain(statusCase);
  });

  test('another user or organisation cannot see, mark or dismiss a notification: 404 and nothing changes', async () => {
    const [own] = await notificationsOf(users.provider!.userId);
    for (const token of [tokens.providerNoMail, tokens.lawFirm, tokens.funder]) {
      expect((await call(url, `${NOTIFICATIONS}${own!.id}/`, { token })).status).toBe(404);
      for (const path of ['mark-as-viewed', 'mark-as-read'])
        expect(
          (await call(url, `${NOTIFICATIONS}${path}/`, { token, method: 'PATCH', body: { notification_ids: [own!.id] } })).status,
        ).toBe(404);
      expect((await call(url, `${NOTIFICATIONS}${own!.id}/mark-as-dismissed/`, { token, method: 'PATCH', body: {} })).status).toBe(404);
    }
    // Mixed with the user's own: refused as a whole.
    const [other] = await notificationsOf(users.providerNoMail!.userId);
    const mixed = await call(url, `${NOTIFICATIONS}mark-as-read/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { notification_ids: [own!.id, other!.id] },
    });
    expect(mixed.status).toBe(404);
    const [after] = await notificationsOf(users.provider!.userId);
    expect(after).toMatchObject({ viewed_at: null, read_at: null, dismissed_at: null });
    expect((await call(url, NOTIFICATIONS, {})).status).toBe(401);
  });

  test('bad input is refused with the field and nothing changes', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { notification_ids: ['This field is required.'] }],
      [{ notification_ids: [] }, { notification_ids: ['This list may not be empty.'] }],
      [{ notification_ids: ['nope'] }, { notification_ids: ['Must be a valid UUID.'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await call(url, `${NOTIFICATIONS}mark-as-viewed/`, { token: tokens.provider, method: 'PATCH', body });
      expect(reply).toEqual({ status: 400, body: errors });
    }
    expect((await call(url, `${NOTIFICATIONS}?cursor=garbage`, { token: tokens.provider })).status).toBe(400);
  });

  test('viewed, then read (clicked), then dismissed; the counts follow and each change tells the other tabs', async () => {
    const [own] = await notificationsOf(users.provider!.userId);
    const changedBefore = await changedEvents(users.provider!.userId);
    const viewed = await call(url, `${NOTIFICATIONS}mark-as-viewed/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { notification_ids: [own!.id] },
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body.counts).toEqual({ unviewed: 0, unread: 1 });
    expect(viewed.body.results[0].viewed_at).not.toBeNull();
    const read = await call(url, `${NOTIFICATIONS}mark-as-read/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { notification_ids: [own!.id] },
    });
    expect(read.body.counts).toEqual({ unviewed: 0, unread: 0 });
    expect(read.body.results[0].read_at).not.toBeNull();
    // Marking again keeps the first time and tells nobody.
    const again = await call(url, `${NOTIFICATIONS}mark-as-read/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { notification_ids: [own!.id] },
    });
    expect(again.body.results[0].read_at).toBe(read.body.results[0].read_at);
    expect(await changedEvents(users.provider!.userId)).toBe(changedBefore + 2);
    const dismissed = await call(url, `${NOTIFICATIONS}${own!.id}/mark-as-dismissed/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: {},
    });
    expect(dismissed.body).toEqual({ id: own!.id, counts: { unviewed: 0, unread: 0 } });
    expect((await call(url, NOTIFICATIONS, { token: tokens.provider })).body.count).toBe(0);
    expect(
      (await call(url, `${NOTIFICATIONS}${own!.id}/mark-as-dismissed/`, { token: tokens.provider, method: 'PATCH', body: {} })).status,
    ).toBe(404);
    expect(await changedEvents(users.provider!.userId)).toBe(changedBefore + 3);
  });
});

const changedEvents = async (userId: string) =>
  (await db().selectFrom('events').select('id').where('type', '=', 'notification.changed').where('user_id', '=', userId).execute()).length;

describe('settings', () => {
  test('defaults: every category on in the app and by e-mail, but new liens off', async () => {
    const reply = await call(url, SETTINGS, { token: tokens.funder });
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((s: any) => [s.category, s.in_app_enabled, s.email_enabled])).toEqual([
      ['CASE_STATUS_UPDATES', true, true],
      ['CASE_STATUS_REQUESTS', true, true],
      ['DOCUMENT_REQUESTS', true, true],
      ['NEW_LIEN_NOTIFICATIONS', false, false],
      ['OTHER', true, true],
    ]);
    expect(reply.body.results[3].label).toBe('New lien notifications');
  });

  test('a change keeps the other switch; bad input is refused', async () => {
    const reply = await call(url, `${SETTINGS}OTHER/`, { token: tokens.lawFirm2, method: 'PATCH', body: { email_enabled: false } });
    expect(reply.body).toMatchObject({ category: 'OTHER', in_app_enabled: true, email_enabled: false });
    expect(
      (await call(url, `${SETTINGS}OTHER/`, { token: tokens.lawFirm2, method: 'PATCH', body: { in_app_enabled: false } })).body,
    ).toMatchObject({
      in_app_enabled: false,
      email_enabled: false,
    });
    expect(
      (await call(url, `${SETTINGS}OTHER/`, { token: tokens.lawFirm2, method: 'PATCH', body: { email_enabled: 'yes' } })).body,
    ).toEqual({
      email_enabled: ['Must be a valid boolean.'],
    });
    expect((await call(url, `${SETTINGS}NOPE/`, { token: tokens.lawFirm2, method: 'PATCH', body: { email_enabled: true } })).status).toBe(
      404,
    );
    // Another user's settings are untouched.
    expect((await call(url, SETTINGS, { token: tokens.lawFirm })).body.results[4]).toMatchObject({
      in_app_enabled: true,
      email_enabled: true,
    });
  });
});

describe('new liens (off by default)', () => {
  async function addFunderLien(): Promise<string> {
    const cases = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results;
    const liens = (await call(url, `${V1}/beta/escrow-agent/liens/?page_size=off`, { token: tokens.lawFirm })).body.results;
    const withFunder = new Set(liens.filter((l: any) => l.lienholder.name === 'Beacon Settlement Funding').map((l: any) => l.case));
    const kase = cases.find((c: any) => !withFunder.has(c.id));
    const reply = await call(url, `${V1}/beta/escrow-agent/liens/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: kase.id, lienholder: users.funder!.organizationId },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await idle();
    return kase.id;
  }

  test('a lienholder with the default hears nothing; once turned on, it is told it was added', async () => {
    const mailsBefore = mailsTo(users.funder!.email).length;
    await addFunderLien();
    expect(await notificationsOf(users.funder!.userId)).toEqual([]);
    expect(mailsTo(users.funder!.email).length).toBe(mailsBefore);

    await call(url, `${SETTINGS}NEW_LIEN_NOTIFICATIONS/`, { token: tokens.funder, method: 'PATCH', body: { in_app_enabled: true } });
    const caseId = await addFunderLien();
    const [notification] = await notificationsOf(users.funder!.userId);
    expect(notification).toMatchObject({ type: 'NEW_LIEN', category: 'NEW_LIEN_NOTIFICATIONS', case_id: caseId });
    expect(notification!.body).toContain('added your organization');
    // E-mail stays off (only the app was turned on).
    expect(mailsTo(users.funder!.email).length).toBe(mailsBefore);
  });
});

describe('lien rejection', () => {
  test('the lienholder is told of the rejection, the law firm of the answer', async () => {
    const lien = await providerLien();
    await call(url, `${V1}/beta/escrow-agent/liens/${lien.id}/reject_verification/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { note: 'No signed lien letter' },
    });
    await idle();
    const rejected = (await notificationsOf(users.provider!.userId)).find((n) => n.type === 'LIEN_REJECTED');
    expect(rejected).toMatchObject({ category: 'OTHER', case_id: lien.case });
    await call(url, `${V1}/beta/lienholder/liens/${lien.id}/resolve_rejection/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { path: 'RESUBMIT', note: 'Letter attached' },
    });
    await idle();
    const answered = (await notificationsOf(users.lawFirm!.userId)).find((n) => n.type === 'LIEN_REJECTION_RESOLVED');
    expect(answered).toMatchObject({ category: 'OTHER', case_id: lien.case });
    expect((await notificationsOf(users.provider!.userId)).some((n) => n.type === 'LIEN_REJECTION_RESOLVED')).toBe(false);
  });
});

describe('chat messages', () => {
  test("the other side's users are told of a new message (in the app and by the chat e-mail); a deletion or a read mark tells nobody", async () => {
    const lien = await providerLien();
    const chat = (await call(url, `${V1}/chat-threads/?lien=${lien.id}`, { token: tokens.provider })).body.results[0];
    expect(chat).toBeTruthy();
    const mailsBefore = mailsTo(users.lawFirm!.email).length;
    const posted = await call(url, `${V1}/chat-messages/`, {
      token: tokens.provider,
      method: 'POST',
      body: { thread: chat.id, note: 'Balance updated, see the ledger' },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    await idle();
    const told = (await notificationsOf(users.lawFirm!.userId)).filter((n) => n.type === 'NEW_CHAT_MESSAGE');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ category: 'OTHER', case_id: lien.case, subject: 'New message from Riverside Spine & Rehab' });
    expect(told[0]!.body).toContain('Balance updated, see the ledger');
    expect((await notificationsOf(users.provider!.userId)).some((n) => n.type === 'NEW_CHAT_MESSAGE')).toBe(false);
    const mails = mailsTo(users.lawFirm!.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain('Balance updated, see the ledger');
    expect(header(mails.at(-1)!, 'list-unsubscribe')).toContain('/api/v1/unsubscribe/');
    // Inbound mail is off in this registry: no reply address.
    expect(header(mails.at(-1)!, 'reply-to')).toBeNull();

    const before = (await db().selectFrom('notifications').select('id').execute()).length;
    await call(url, `${V1}/chat-threads/${chat.id}/mark-read/`, { token: tokens.lawFirm, method: 'POST', body: {} });
    const messageId = posted.body.id;
    expect((await call(url, `${V1}/chat-messages/${messageId}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(200);
    await idle();
    expect((await db().selectFrom('notifications').select('id').execute()).length).toBe(before);
  });
});

describe('one-click unsubscribe', () => {
  const unsubscribePath = (message: ParsedMail) => {
    const link = /<([^>]+)>/.exec(header(message, 'list-unsubscribe') ?? '')![1]!;
    return new URL(link).pathname;
  };

  test('GET only asks; POST (as a mail client sends it) turns the category’s e-mail off, idempotently', async () => {
    const [mail] = mailsTo(users.provider!.email);
    const path = unsubscribePath(mail!);
    const page = await fetch(`${url}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Case status updates');
    const setting = async () => (await call(url, SETTINGS, { token: tokens.provider })).body.results[0];
    expect(await setting()).toMatchObject({ category: 'CASE_STATUS_UPDATES', email_enabled: true });
    for (let i = 0; i < 2; i += 1) {
      const posted = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status).toBe(200);
    }
    expect(await setting()).toMatchObject({ category: 'CASE_STATUS_UPDATES', email_enabled: false, in_app_enabled: true });
    // Some mail clients post it as multipart/form-data.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(`${url}${path}`, { method: 'POST', body: form })).status).toBe(200);
  });

  test('a forged or altered token is refused and changes nothing', async () => {
    const [mail] = mailsTo(users.providerNoApp!.email);
    const path = unsubscribePath(mail!);
    const token = decodeURIComponent(path.split('/').filter(Boolean).at(-1)!);
    const [userId, category, signature] = token.split('.');
    const forged = [
      `${users.funder!.userId}.${category}.${signature}`,
      `${userId}.OTHER.${signature}`,
      // One character of the signature changed (to another one: an 'x' stays an 'x' otherwise).
      `${userId}.${category}.${signature!.startsWith('x') ? 'y' : 'x'}${signature!.slice(1)}`,
    ];
    for (const bad of forged) {
      const reply = await fetch(`${url}/api/v1/unsubscribe/${encodeURIComponent(bad)}/`, { method: 'POST' });
      expect(reply.status).toBe(404);
    }
    const settings = async (key: string) => (await call(url, SETTINGS, { token: tokens[key] })).body.results;
    expect((await settings('funder'))[0].email_enabled).toBe(true);
    expect((await settings('providerNoApp'))[4].email_enabled).toBe(true);
  });
});

describe('daily status reminder', () => {
  test('a case that just went out of date asks its law firm for an update, once', async () => {
    const lien = await providerLien();
    await db()
      .updateTable('cases')
      .set({ last_updated_at: sql<Date>`now() - make_interval(days => 91)`, status: 'NEGOTIATION' })
      .where('id', '=', lien.case)
      .execute();
    const plans = await dueReminders(db());
    const plan = plans.find((candidate) => candidate.caseId === lien.case);
    expect(plan).toMatchObject({ type: 'CASE_STATUS_REQUESTED', organizationIds: [users.lawFirm!.organizationId] });
    // A case out of date for a year is not reminded again and again (only those that went out of date this week).
    await db()
      .updateTable('cases')
      .set({ last_updated_at: sql<Date>`now() - make_interval(days => 365)` })
      .where('id', '=', lien.case)
      .execute();
    expect((await dueReminders(db())).some((candidate) => candidate.caseId === lien.case)).toBe(false);
  });
});

describe('change of law firm', () => {
  test("the case's lienholders and the new firm are told; the firm that made the change is not", async () => {
    const lien = await providerLien();
    // (The settings test above turned OTHER off in the app for this user.)
    await call(url, `${SETTINGS}OTHER/`, { token: tokens.lawFirm2, method: 'PATCH', body: { in_app_enabled: true } });
    const reply = await call(url, `${V1}/escrow-agent/portfolio/${lien.case}/change-law-firm/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { knows_new_firm: true, law_firm: users.lawFirm2!.organizationId, note: 'Client moved firms' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    await idle();
    const changed = async (key: string) =>
      (await notificationsOf(users[key]!.userId)).filter((n) => n.type === 'LAW_FIRM_CHANGED' && n.case_id === lien.case);
    const [told] = await changed('provider');
    expect(told).toMatchObject({ category: 'OTHER', subject: 'Law firm changed' });
    expect(told!.body).toContain('to Morales Cole Trial Lawyers');
    expect(await changed('lawFirm2')).toHaveLength(1);
    expect(await changed('lawFirm')).toEqual([]);
  });
});
