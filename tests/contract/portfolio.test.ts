// Portfolio list, detail and counts; the escrow agent's status update with its history and outbox events; the
// SSE events stream.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, readEvents, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
let lawFirm: string;
let provider: string;
const LF = `${V1}/escrow-agent/portfolio/`;
const LH = `${V1}/lienholder/portfolio/`;

beforeAll(async () => {
  registry = await startTestRegistry({ eventHeartbeatMs: 200 });
  url = registry.url;
  [lawFirm, provider] = await Promise.all([loginAs(url, DEMO_EMAILS.lawFirm), loginAs(url, DEMO_EMAILS.provider)]);
});
afterAll(() => registry?.close());

const ids = (body: any): string[] => body.results.map((c: any) => c.id);

describe('filters', () => {
  test('law firms see open cases by default; is_closed=true and all', async () => {
    const open = await call(url, `${LF}?page_size=off`, { token: lawFirm });
    const closed = await call(url, `${LF}?page_size=off&is_closed=true`, { token: lawFirm });
    const all = await call(url, `${LF}?page_size=off&is_closed=all`, { token: lawFirm });
    expect(open.body.count).toBeGreaterThan(20);
    expect(open.body.results.every((c: any) => !c.is_closed)).toBe(true);
    expect(closed.body.count).toBeGreaterThan(0);
    expect(closed.body.results.every((c: any) => c.is_closed)).toBe(true);
    expect(new Set(ids(all.body))).toEqual(new Set([...ids(open.body), ...ids(closed.body)]));
    expect(all.body.count).toBe(open.body.count + closed.body.count);
  });

  test('lienholders see unresolved liens by default; is_resolved=true and all', async () => {
    const unresolved = await call(url, `${LH}?page_size=off`, { token: provider });
    const resolved = await call(url, `${LH}?page_size=off&is_resolved=true`, { token: provider });
    const all = await call(url, `${LH}?page_size=off&is_resolved=all`, { token: provider });
    expect(unresolved.body.results.every((c: any) => c.is_resolved === false && c.user_lien.is_resolved === false)).toBe(true);
    expect(resolved.body.count).toBeGreaterThan(0);
    expect(resolved.body.results.every((c: any) => c.is_resolved === true)).toBe(true);
    expect(all.body.count).toBe(unresolved.body.count + resolved.body.count);
  });

  test('status, id and exclude; bad values are field errors', async () => {
    const byStatus = await call(url, `${LF}?page_size=off&is_closed=all&status=IN_LITIGATION,NEGOTIATION`, { token: lawFirm });
    expect(byStatus.body.count).toBeGreaterThan(0);
    expect(byStatus.body.results.every((c: any) => ['IN_LITIGATION', 'NEGOTIATION'].includes(c.status))).toBe(true);
    const [first, second, third] = ids(byStatus.body);
    const byId = await call(url, `${LF}?page_size=off&is_closed=all&id=${first},${second}`, { token: lawFirm });
    expect(new Set(ids(byId.body))).toEqual(new Set([first, second]));
    const excluded = await call(url, `${LF}?page_size=off&is_closed=all&status=IN_LITIGATION,NEGOTIATION&exclude=${third}`, {
      token: lawFirm,
    });
    expect(excluded.body.count).toBe(byStatus.body.count - 1);
    expect(ids(excluded.body)).not.toContain(third);

    expect((await call(url, `${LF}?status=NOPE`, { token: lawFirm })).body).toEqual({
      status: ['Select a valid choice. NOPE is not one of the available choices.'],
    });
    expect((await call(url, `${LF}?id=123`, { token: lawFirm })).status).toBe(400);
    expect((await call(url, `${LF}?ordering=-balance`, { token: lawFirm })).status).toBe(400);
  });

  test('search matches name prefixes (every word) first, then similar names; exact ids', async () => {
    const all = await call(url, `${LF}?page_size=off&is_closed=all`, { token: lawFirm });
    const target = all.body.results[3];
    const query = `${target.plaintiff.first_name.slice(0, 3).toLowerCase()} ${target.plaintiff.last_name.slice(0, 2).toUpperCase()}`;
    const found = await call(url, `${LF}?page_size=off&is_closed=all&ordering=relevance&search=${encodeURIComponent(query)}`, {
      token: lawFirm,
    });
    expect(ids(found.body)).toContain(target.id);
    const [word1, word2] = query.toLowerCase().split(' ');
    const matches = (c: any, word: string) =>
      c.plaintiff.first_name.toLowerCase().startsWith(word) || c.plaintiff.last_name.toLowerCase().startsWith(word);
    const expected = all.body.results.filter((c: any) => matches(c, word1) && matches(c, word2)).map((c: any) => c.id);
    // Cases matching every word come first; typo-tolerant similar names may follow.
    expect(new Set(ids(found.body).slice(0, expected.length))).toEqual(new Set(expected));
    expect(found.body.count).toBe(found.body.results.length);

    const byId = await call(url, `${LF}?is_closed=all&search=${target.id}`, { token: lawFirm });
    expect(ids(byId.body)).toEqual([target.id]);
    expect((await call(url, `${LF}?search=${encodeURIComponent('%_\\')}`, { token: lawFirm })).body.count).toBe(0);
  });
  test('a one-word search lists each case once, counted once, whether its first name, its last name or both match', async () => {
    for (const [token, path] of [
      [lawFirm, `${LF}?is_closed=all`],
      [provider, `${LH}?is_resolved=all`],
    ] as const) {
      const all = (await call(url, `${path}&page_size=off`, { token })).body.results;
      const initial = (name: string) => name.slice(0, 1).toLowerCase();
      // Initials some plaintiff has as first and last initial: both name reads find that case.
      const shared = [
        ...new Set(
          all
            .filter((c: any) => initial(c.plaintiff.first_name) === initial(c.plaintiff.last_name))
            .map((c: any) => initial(c.plaintiff.first_name)),
        ),
      ];
      expect(shared.length).toBeGreaterThan(0);
      for (const letter of shared as string[]) {
        const expected = all
          .filter((c: any) => initial(c.plaintiff.first_name) === letter || initial(c.plaintiff.last_name) === letter)
          .map((c: any) => c.id);
        const found = await call(url, `${path}&page_size=off&ordering=relevance&search=${letter}`, { token });
        expect(ids(found.body).length).toBe(new Set(ids(found.body)).size);
        expect(new Set(ids(found.body))).toEqual(new Set(expected));
        expect(found.body.count).toBe(expected.length);
        const counts = await call(url, `${path.replace('?', 'counts/?')}&search=${letter}`, { token });
        expect(counts.status).toBe(200);
      }
    }
  });
});

describe('ordering', () => {
  const keyOf: Record<string, (c: any) => string | number> = {
    last_updated_at: (c) => (c.last_updated_at ? Date.parse(c.last_updated_at) : -Infinity),
    created_at: (c) => Date.parse(c.created_at),
    plaintiff__first_name: (c) => c.plaintiff.first_name.toLowerCase(),
    plaintiff__last_name: (c) => c.plaintiff.last_name.toLowerCase(),
  };
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

  for (const [token, path] of [
    ['lawFirm', `${LF}?is_closed=all`],
    ['provider', `${LH}?is_resolved=all`],
  ] as const) {
    for (const field of Object.keys(keyOf)) {
      for (const descending of [false, true]) {
        test(`${token}: ${descending ? '-' : ''}${field} with id as tiebreak`, async () => {
          const ordering = `${descending ? '-' : ''}${field}`;
          const { body } = await call(url, `${path}&page_size=off&ordering=${ordering}`, {
            token: token === 'lawFirm' ? lawFirm : provider,
          });
          expect(body.count).toBeGreaterThan(5);
          const sign = descending ? -1 : 1;
          const sorted = [...body.results].sort((a, b) => sign * (compare(keyOf[field](a), keyOf[field](b)) || compare(a.id, b.id)));
          expect(ids(body)).toEqual(sorted.map((c) => c.id));
        });
      }
    }
  }

  test('defaults: law firm last_updated_at (nulls oldest first), lienholder -last_updated_at', async () => {
    const lf = await call(url, `${LF}?page_size=off`, { token: lawFirm });
    expect(lf.body.results[0].last_updated_at).toBeNull();
    const explicit = await call(url, `${LF}?page_size=off&ordering=last_updated_at`, { token: lawFirm });
    expect(ids(lf.body)).toEqual(ids(explicit.body));
    const lh = await call(url, `${LH}?page_size=off`, { token: provider });
    const lhExplicit = await call(url, `${LH}?page_size=off&ordering=-last_updated_at`, { token: provider });
    expect(ids(lh.body)).toEqual(ids(lhExplicit.body));
    expect(lh.body.results.at(-1).last_updated_at).toBeNull();
  });
});

describe('paging', () => {
  test('page, page_size and links', async () => {
    const all = await call(url, `${LF}?page_size=off`, { token: lawFirm });
    expect(all.body.next).toBeNull();
    expect(all.body.previous).toBeNull();
    const page2 = await call(url, `${LF}?page=2&page_size=5`, { token: lawFirm });
    expect(page2.body.count).toBe(all.body.count);
    expect(ids(page2.body)).toEqual(ids(all.body).slice(5, 10));
    const previous = new URL(page2.body.previous);
    expect(previous.searchParams.get('page')).toBeNull();
    expect(previous.searchParams.get('page_size')).toBe('5');
    expect(new URL(page2.body.next).searchParams.get('page')).toBe('3');
    const page1 = await call(url, page2.body.previous, { token: lawFirm });
    expect(ids(page1.body)).toEqual(ids(all.body).slice(0, 5));
    const defaultSize = await call(url, `${LF}?page=1`, { token: lawFirm });
    expect(defaultSize.body.results).toHaveLength(20);
    expect((await call(url, `${LF}?page=999`, { token: lawFirm })).status).toBe(404);
    expect((await call(url, `${LF}?page=0`, { token: lawFirm })).status).toBe(404);
  });

  test('a keyset cursor walk visits every case exactly once, forwards and back', async () => {
    for (const ordering of ['last_updated_at', '-plaintiff__last_name']) {
      const all = await call(url, `${LF}?page_size=off&is_closed=all&ordering=${ordering}`, { token: lawFirm });
      const seen: string[] = [];
      let next: string | null = `${LF}?page_size=4&is_closed=all&ordering=${ordering}`;
      let last: any;
      while (next) {
        last = await call(url, next, { token: lawFirm });
        expect(last.status).toBe(200);
        expect(last.body.count).toBe(all.body.count);
        seen.push(...ids(last.body));
        next = last.body.next;
      }
      expect(seen).toEqual(ids(all.body));
      // And back from the last page through `previous`.
      const back: string[] = [...ids(last.body)];
      let previous: string | null = last.body.previous;
      while (previous) {
        const page = await call(url, previous, { token: lawFirm });
        back.unshift(...ids(page.body));
        previous = page.body.previous;
      }
      expect(back).toEqual(ids(all.body));
    }
    const foreignCursor = await call(url, `${LF}?page_size=4`, { token: lawFirm });
    const cursor = new URL(foreignCursor.body.next).searchParams.get('cursor');
    expect((await call(url, `${LF}?ordering=created_at&cursor=${cursor}`, { token: lawFirm })).body).toEqual({
      cursor: ['Invalid cursor'],
    });
  });

  test('keyset pages carry the cursor after each row; resuming from any of them continues right after it', async () => {
    const all = await call(url, `${LF}?page_size=off&ordering=plaintiff__first_name`, { token: lawFirm });
    const page = await call(url, `${LF}?page_size=6&ordering=plaintiff__first_name`, { token: lawFirm });
    expect(page.body.cursors).toHaveLength(6);
    expect(new URL(page.body.next).searchParams.get('cursor')).toBe(page.body.cursors[5]);
    const resumed = await call(url, `${LF}?page_size=3&ordering=plaintiff__first_name&cursor=${page.body.cursors[2]}`, { token: lawFirm });
    expect(ids(resumed.body)).toEqual(ids(all.body).slice(3, 6));
    // Numbered pages are not keyset pages.
    expect((await call(url, `${LF}?page=1&page_size=6`, { token: lawFirm })).body.cursors).toBeUndefined();
  });
});

describe('counts and detail', () => {
  test('counts agree with the lists', async () => {
    const counts = await call(url, `${LF}counts/`, { token: lawFirm });
    const open = await call(url, `${LF}?page_size=off`, { token: lawFirm });
    const closed = await call(url, `${LF}?page_size=off&is_closed=true`, { token: lawFirm });
    expect(counts.body.count).toBe(open.body.count);
    expect(counts.body.is_closed).toEqual({ true: closed.body.count, false: open.body.count });
    expect(counts.body.is_resolved).toBeUndefined();
    for (const [status, n] of Object.entries(counts.body.status)) {
      expect(n, status).toBe(open.body.results.filter((c: any) => c.status === status).length);
    }
    const lienholder = await call(url, `${LH}counts/`, { token: provider });
    const resolved = await call(url, `${LH}?page_size=off&is_resolved=true`, { token: provider });
    const unresolved = await call(url, `${LH}?page_size=off`, { token: provider });
    expect(lienholder.body.is_resolved).toEqual({ true: resolved.body.count, false: unresolved.body.count });
    expect(lienholder.body.count).toBe(unresolved.body.count);
  });

  test('detail answers the case; unknown or malformed ids are 404', async () => {
    const [first] = (await call(url, `${LF}?page_size=1`, { token: lawFirm })).body.results;
    const detail = await call(url, `${LF}${first.id}/`, { token: lawFirm });
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(first);
    expect((await call(url, `${LF}00000000-0000-4000-8000-000000000000/`, { token: lawFirm })).status).toBe(404);
    expect((await call(url, `${LF}not-a-uuid/`, { token: lawFirm })).status).toBe(404);
  });
});

describe('status update', () => {
  let caseId: string;
  const snapshot = async () => {
    const db = registry.registry.db;
    const row = await db
      .selectFrom('cases')
      .select(['status', 'last_updated_at', 'appearance_date'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    const activities = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    // The changes' own events: notification jobs add per-user events of their own, later.
    const events = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', 'not like', 'notification.%')
      .executeTakeFirstOrThrow();
    return { row, activities: Number(activities.n), events: Number(events.n) };
  };

  beforeAll(async () => {
    // A case shared by law firm 1 and the provider.
    const providerIds = new Set(ids((await call(url, `${LH}?page_size=off&is_resolved=all`, { token: provider })).body));
    const shared = (await call(url, `${LF}?page_size=off`, { token: lawFirm })).body.results.find((c: any) => providerIds.has(c.id));
    caseId = shared.id;
  });

  test('invalid input is a field error and changes nothing', async () => {
    const before = await snapshot();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ status: 'TRIAL_SCHEDULED' }, { appearance_date: ['This field is required.'] }],
      [{ status: 'IN_LITIGATION', note: 'x' }, { lawsuit_filed_date: ['This field is required.'] }],
      [
        { status: 'CASE_SETTLED_NOT_YET_DISBURSED', appearance_date: '2030-01-01' },
        { date_expected_to_receive_check: ['This field is required.'] },
      ],
      [
        { status: 'TRIAL_SCHEDULED', appearance_date: '2030-02-30' },
        { appearance_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
      ],
      [{ status: 'MOON' }, { status: ['"MOON" is not a valid choice.'] }],
      [{ note: 'only a note' }, { status: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) {
      expect(await call(url, `${LF}${caseId}/`, { token: lawFirm, method: 'PATCH', body })).toEqual({ status: 400, body: errors });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a valid update writes the case, its activity and its events', async () => {
    const before = await snapshot();
    const response = await call(url, `${LF}${caseId}/`, {
      token: lawFirm,
      method: 'PATCH',
      body: { status: 'TRIAL_SCHEDULED', appearance_date: '2031-03-04', note: 'Trial set by the court.' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: caseId,
      status: 'TRIAL_SCHEDULED',
      appearance_date: '2031-03-04',
      last_updated_by_organization_name: 'Hartwell & Associates',
    });
    expect(Date.now() - Date.parse(response.body.last_updated_at)).toBeLessThan(60_000);
    const after = await snapshot();
    expect(after.activities).toBe(before.activities + 1);
    expect(after.events).toBe(before.events + 2);

    const history = await call(url, `${V1}/escrow-agent/activities/?case=${caseId}&page_size=1`, { token: lawFirm });
    expect(history.body.results[0]).toMatchObject({
      type: 'CASE_STATUS_UPDATED',
      note: 'Trial set by the court.',
      created_by_name: 'Laura Hartwell',
      activity_data: { old_status: before.row.status, new_status: 'TRIAL_SCHEDULED', appearance_date: '2031-03-04' },
    });
    // The provider on the case sees the new status and the case activity.
    expect((await call(url, `${LH}${caseId}/`, { token: provider })).body.status).toBe('TRIAL_SCHEDULED');
    const providerHistory = await call(url, `${V1}/lienholder/activities/?case=${caseId}&page_size=1`, { token: provider });
    expect(providerHistory.body.results[0].id).toBe(history.body.results[0].id);

    const confirm = await call(url, `${LF}${caseId}/`, { token: lawFirm, method: 'PATCH', body: { status_no_change: true } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('TRIAL_SCHEDULED');
    const confirmed = await call(url, `${V1}/escrow-agent/activities/?case=${caseId}&page_size=1`, { token: lawFirm });
    expect(confirmed.body.results[0].type).toBe('CASE_STATUS_CONFIRMED');
  });

  test('another firm gets 404, a lienholder 403', async () => {
    const before = await snapshot();
    const otherFirm = await loginAs(url, DEMO_EMAILS.lawFirm2);
    expect(await call(url, `${LF}${caseId}/`, { token: otherFirm, method: 'PATCH', body: { status: 'NEGOTIATION' } })).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await call(url, `${LF}${caseId}/`, { token: provider, method: 'PATCH', body: { status: 'NEGOTIATION' } })).status).toBe(403);
    expect((await call(url, `${LH}${caseId}/`, { token: provider, method: 'PATCH', body: { status: 'NEGOTIATION' } })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  test('the events stream replays after Last-Event-ID and follows new writes; it needs the service key', async () => {
    const events = `${url}${V1}/events/`;
    expect((await readEvents(events, {}, 1, 1000)).status).toBe(401);
    expect((await readEvents(events, { authorization: 'Service wrong' }, 1, 1000)).status).toBe(401);
    expect((await readEvents(events, { authorization: `JWT ${lawFirm}` }, 1, 1000)).status).toBe(401);

    const service = { authorization: `Service ${registry.serviceKey}` };
    const replay = await readEvents(events, { ...service, 'last-event-id': '0' }, 4);
    expect(replay.status).toBe(200);
    // A change's own events come first; the notification jobs' per-user events (notification.created) follow it.
    expect(replay.events.map((event) => event.event).slice(0, 2)).toEqual(['case.updated', 'activity.created']);
    for (const event of replay.events.slice(2)) expect(['case.updated', 'activity.created', 'notification.created']).toContain(event.event);
    const [first, second] = replay.events;
    // A change's case.updated names the history entry it wrote, so a consumer needs only that one event.
    expect(first.data).toMatchObject({ type: 'case.updated', case_id: caseId, activity_id: expect.any(String) });
    expect(second.data).toMatchObject({ type: 'activity.created', activity_id: first.data.activity_id });
    const lawFirmId = (await call(url, `${LF}${caseId}/`, { token: lawFirm })).body.law_firm.id;
    expect(first.data.organization_ids).toContain(lawFirmId);
    expect(first.data.organization_ids.length).toBeGreaterThan(1);

    // After the newest id only the later events come: a new write arrives live; heartbeats keep the stream alive.
    await registry.registry.adapters.jobs.idle();
    const newest = Number(
      (
        await registry.registry.db
          .selectFrom('events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(newest).toBeGreaterThan(Number(second.id));
    const live = readEvents(`${events}?last_event_id=${newest}`, service, 2, 5000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await call(url, `${LF}${caseId}/`, { token: lawFirm, method: 'PATCH', body: { status: 'NEGOTIATION' } });
    const { events: followed, comments } = await live;
    // The write's own events; its notification jobs' per-user events may follow in the same read.
    const own = followed.filter((event) => !event.event.startsWith('notification.'));
    expect(own.map((event) => [Number(event.id), event.event])).toEqual([
      [newest + 1, 'case.updated'],
      [newest + 2, 'activity.created'],
    ]);
    expect(comments).toContain('heartbeat');
  });
});
