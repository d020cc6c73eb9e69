// Editing case details: the validation texts, the law firm's right, the lienholder's only when the case is
// editable by lienholders ('Locked by law firm' otherwise), and nothing for anyone else.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let target: any;
const details = (role: string, id: string) => `${V1}/${role}/portfolio/${id}/details/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const mine = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider })).body.results;
  const firm = new Set(
    (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results.map((c: any) => c.id),
  );
  target = mine.find((c: any) => firm.has(c.id));
});
afterAll(() => registry?.close());

describe('case details', () => {
  test('names are required, dates are dates, choices are choices, and one of the two dates must remain', async () => {
    const attempts: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ plaintiff: { first_name: ' ' } }, { first_name: ['This field is required.'] }],
      [{ plaintiff: { birthdate: '1990-13-01' } }, { birthdate: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] }],
      [{ state_of_incident: 'XX' }, { state_of_incident: ['"XX" is not a valid choice.'] }],
      [{ type: 'SPACESHIP' }, { type: ['"SPACESHIP" is not a valid choice.'] }],
      [{ plaintiff: { birthdate: null }, date_of_loss: null }, { non_field_errors: ['Either Birthdate or Date of Loss is required'] }],
    ];
    const before = (await call(url, `${V1}/escrow-agent/portfolio/${target.id}/`, { token: tokens.lawFirm })).body;
    for (const [body, errors] of attempts) {
      const reply = await call(url, details('escrow-agent', target.id), { token: tokens.lawFirm, method: 'PATCH', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    expect((await call(url, `${V1}/escrow-agent/portfolio/${target.id}/`, { token: tokens.lawFirm })).body).toEqual(before);
  });

  test('the law firm edits; the change is in the history', async () => {
    const reply = await call(url, details('escrow-agent', target.id), {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { plaintiff: { first_name: 'Renamed' }, state_of_incident: 'TX', type: 'DOG_BITE' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ plaintiff: { first_name: 'Renamed' }, state_of_incident: 'TX', type: 'DOG_BITE' });
    const history = await call(url, `${V1}/escrow-agent/activities/?case=${target.id}&page_size=1`, { token: tokens.lawFirm });
    expect(history.body.results[0]).toMatchObject({
      type: 'CASE_DETAILS_UPDATED',
      activity_data: { updated_item: ['first_name', 'state_of_incident', 'type'] },
    });
  });

  test('a lienholder on the case: locked unless the case is editable by lienholders; others get 404', async () => {
    await registry.registry.db.updateTable('cases').set({ is_editable_by_lienholder: false }).where('id', '=', target.id).execute();
    const locked = await call(url, details('lienholder', target.id), { token: tokens.provider, method: 'PATCH', body: { type: 'OTHER' } });
    expect(locked).toEqual({ status: 403, body: { detail: 'Locked by law firm' } });
    await registry.registry.db.updateTable('cases').set({ is_editable_by_lienholder: true }).where('id', '=', target.id).execute();
    const allowed = await call(url, details('lienholder', target.id), { token: tokens.provider, method: 'PATCH', body: { type: 'OTHER' } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.type).toBe('OTHER');
    expect(
      (await call(url, details('escrow-agent', target.id), { token: tokens.lawFirm2, method: 'PATCH', body: { type: 'OTHER' } })).status,
    ).toBe(404);
    const funderSees = (await call(url, `${V1}/lienholder/portfolio/${target.id}/`, { token: tokens.funder })).status === 200;
    if (!funderSees)
      expect(
        (await call(url, details('lienholder', target.id), { token: tokens.funder, method: 'PATCH', body: { type: 'OTHER' } })).status,
      ).toBe(404);
  });
});
