// A lienholder sets the case's law firm (Set Law Firm): the rules, the threads to both firms, the lienholder's
// own LAW_FIRM_CHANGED notices answered, the events, and who is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const change = (id: string) => `${V1}/beta/lienholder/portfolio/${id}/change-law-firm/`;
let hartwell: { id: string; name: string };
let morales: { id: string; name: string };

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const firms = (await call(url, `${V1}/legal-organizations-light/?type=LAW_FIRM`, { token: tokens.provider })).body.results;
  hartwell = firms.find((f: any) => f.name === 'Hartwell & Associates');
  morales = firms.find((f: any) => f.name === 'Morales Cole Trial Lawyers');
});
afterAll(() => registry?.close());

const db = () => registry.registry.db;
const count = async (table: 'case_threads' | 'case_messages' | 'activities') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  threads: await count('case_threads'),
  messages: await count('case_messages'),
  activities: await count('activities'),
});

/** A case of the first firm the provider holds a lien on and the funder does not (each test takes another). */
const used = new Set<string>();
async function providerCaseOfHartwell() {
  const mine = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider })).body.results;
  const found = mine.find(
    (c: any) =>
      c.law_firm?.id === hartwell.id && !used.has(c.id) && !c.lienholders.some((l: any) => l.name === 'Beacon Settlement Funding'),
  );
  used.add(found.id);
  return found;
}

describe('lienholder change of law firm', () => {
  test('the law firm is required, must be a law firm, and not the current one; nothing is written on bad input', async () => {
    const target = await providerCaseOfHartwell();
    const before = await counts();
    const attempts: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { law_firm: ['This field is required.'] }],
      [{ law_firm: 'nope' }, { law_firm: ['Must be a valid UUID.'] }],
      [{ law_firm: morales.id, note: 5 }, { note: ['Not a valid string.'] }],
      [{ law_firm: target.lienholders[0].id }, { law_firm: ['Select a law firm.'] }],
      [{ law_firm: hartwell.id }, { law_firm: ['This law firm already represents the plaintiff on this case.'] }],
    ];
    for (const [body, errors] of attempts) {
      const reply = await call(url, change(target.id), { token: tokens.provider, method: 'PATCH', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
    expect((await call(url, `${V1}/escrow-agent/portfolio/${target.id}/`, { token: tokens.lawFirm })).status).toBe(200);
  });

  test('a lienholder not on the case is refused with 404, a law firm with 403', async () => {
    const target = await providerCaseOfHartwell();
    const before = await counts();
    expect((await call(url, change(target.id), { token: tokens.funder, method: 'PATCH', body: { law_firm: morales.id } })).status).toBe(
      404,
    );
    expect((await call(url, change(target.id), { token: tokens.lawFirm, method: 'PATCH', body: { law_firm: morales.id } })).status).toBe(
      403,
    );
    expect(
      (await call(url, change('not-a-uuid'), { token: tokens.provider, method: 'PATCH', body: { law_firm: morales.id } })).status,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });

  test('moves the case to the new firm, flags the liens, tells both firms, and the lienholder stays on the case', async () => {
    const target = await providerCaseOfHartwell();
    const reply = await call(url, change(target.id), {
      token: tokens.provider,
      method: 'PATCH',
      body: { law_firm: morales.id, note: 'Plaintiff hired Morales Cole' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: target.id, law_firm: { id: morales.id, name: 'Morales Cole Trial Lawyers' } });
    expect(reply.body.user_lien).toMatchObject({ has_attorney_changed: true });

    expect((await call(url, `${V1}/escrow-agent/portfolio/${target.id}/`, { token: tokens.lawFirm })).status).toBe(404);
    expect((await call(url, `${V1}/escrow-agent/portfolio/${target.id}/`, { token: tokens.lawFirm2 })).status).toBe(200);

    const history = await call(url, `${V1}/lienholder/activities/?case=${target.id}&page_size=1`, { token: tokens.provider });
    expect(history.body.results[0]).toMatchObject({
      type: 'LAW_FIRM_CHANGED',
      note: 'Plaintiff hired Morales Cole',
      activity_data: {
        old_law_firm_name: 'Hartwell & Associates',
        new_law_firm_name: 'Morales Cole Trial Lawyers',
        is_from_lienholder: true,
      },
    });

    const threads = await db()
      .selectFrom('case_threads')
      .selectAll()
      .where('case_id', '=', target.id)
      .where('type', '=', 'LAW_FIRM_CHANGED')
      .orderBy('to_organization_id')
      .execute();
    expect(threads.map((t) => t.to_organization_id).sort()).toEqual([hartwell.id, morales.id].sort());
    for (const thread of threads) {
      expect(thread).toMatchObject({
        is_resolved: false,
        created_by_organization_id: target.lienholders.find((l: any) => l.name === 'Riverside Spine & Rehab').id,
      });
      expect(thread.context).toEqual({
        old_law_firm: { id: hartwell.id, name: hartwell.name },
        new_law_firm: { id: morales.id, name: morales.name },
        is_to_law_firm: true,
        is_from_lienholder: true,
      });
    }
    // Everyone who saw the case before (the old firm) or sees it after (the new firm) hears of the change.
    const event = await db()
      .selectFrom('events')
      .selectAll()
      .where('case_id', '=', target.id)
      .where('type', '=', 'case.updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.organization_ids).toEqual(expect.arrayContaining([hartwell.id, morales.id, ...target.lienholders.map((l: any) => l.id)]));
  });

  test("answers the lienholder's own LAW_FIRM_CHANGED notice (after a change of representation) with 'Updated law firm'", async () => {
    const target = await providerCaseOfHartwell();
    expect(
      (
        await call(url, `${V1}/escrow-agent/portfolio/${target.id}/change-law-firm/`, {
          token: tokens.lawFirm,
          method: 'PATCH',
          body: { knows_new_firm: false, note: 'Client left' },
        })
      ).status,
    ).toBe(204);
    const provider = target.lienholders.find((l: any) => l.name === 'Riverside Spine & Rehab').id;
    const notice = await db()
      .selectFrom('case_threads')
      .selectAll()
      .where('case_id', '=', target.id)
      .where('to_organization_id', '=', provider)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ type: 'LAW_FIRM_CHANGED', is_resolved: false });

    const reply = await call(url, change(target.id), { token: tokens.provider, method: 'PATCH', body: { law_firm: morales.id } });
    expect(reply.status).toBe(200);
    const after = await db().selectFrom('case_threads').select('is_resolved').where('id', '=', notice.id).executeTakeFirstOrThrow();
    expect(after.is_resolved).toBe(true);
    const last = await db()
      .selectFrom('case_messages')
      .select('note')
      .where('thread_id', '=', notice.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.note).toBe('Updated law firm');
    // No old firm any more: only the new firm is told.
    const toFirms = await db()
      .selectFrom('case_threads')
      .select('to_organization_id')
      .where('case_id', '=', target.id)
      .where('created_by_organization_id', '=', provider)
      .execute();
    expect(toFirms.map((t) => t.to_organization_id)).toEqual([morales.id]);
  });
});
