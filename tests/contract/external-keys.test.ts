// External database identifiers: a law firm's keys on its cases, a lienholder's on its own lien, each in one of
// the organisation's own external systems; private to that organisation; the wrong side is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let sharedCase: string; // law firm 1's case with liens of the provider and the funder
let providerLien: string;
let funderLien: string;
const FIRM_KEYS = `${V1}/escrow-agent/external-keys/`;
const HOLDER_KEYS = `${V1}/lienholder/external-keys/`;
const SYSTEM = 'registry_legal_organization_external_system';

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const liensOf = async (key: 'provider' | 'funder') =>
    new Map<string, string>(
      (await call(url, `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`, { token: tokens[key] })).body.results.map((c: any) => [
        c.id,
        c.user_lien.id,
      ]),
    );
  const [provider, funder] = [await liensOf('provider'), await liensOf('funder')];
  const firmCases = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`, { token: tokens.lawFirm })).body.results;
  sharedCase = firmCases.find((c: any) => provider.has(c.id) && funder.has(c.id)).id;
  providerLien = provider.get(sharedCase)!;
  funderLien = funder.get(sharedCase)!;
});
afterAll(() => registry?.close());

const systems = async (token: string, role: string) => (await call(url, `${V1}/${role}/external-systems/`, { token })).body.results;
const keysOf = async (token: string, path: string, caseId: string) => (await call(url, `${path}?case=${caseId}`, { token })).body.results;

describe('external systems', () => {
  test("each side lists its own organisation's systems; the wrong side is refused", async () => {
    expect((await systems(tokens.lawFirm, 'escrow-agent')).map((s: any) => [s.name, s.external_system_type])).toEqual([
      ['Clio', 'CLIO'],
      ['Filevine', 'FILEVINE'],
    ]);
    expect((await systems(tokens.provider, 'lienholder')).map((s: any) => s.name)).toEqual(['Practice EHR']);
    expect(await systems(tokens.lawFirm2, 'escrow-agent')).toEqual([]);
    expect((await call(url, `${V1}/lienholder/external-systems/`, { token: tokens.lawFirm })).status).toBe(403);
    expect((await call(url, `${V1}/escrow-agent/external-systems/`, { token: tokens.provider })).status).toBe(403);
    expect((await call(url, `${V1}/escrow-agent/external-systems/`)).status).toBe(401);
  });
});

describe('external keys', () => {
  test('a law firm with several systems must choose one; the identifier is required; nothing is written on bad input', async () => {
    const [clio] = await systems(tokens.lawFirm, 'escrow-agent');
    const attempts: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { case: ['This field is required.'], registry_external_id: ['This field is required.'] }],
      [{ case: sharedCase, registry_external_id: '  ', [SYSTEM]: clio.id }, { registry_external_id: ['This field is required.'] }],
      [
        { case: sharedCase, registry_external_id: 'x'.repeat(256), [SYSTEM]: clio.id },
        { registry_external_id: ['Ensure this field has no more than 255 characters.'] },
      ],
      [{ case: sharedCase, registry_external_id: 'FV-1' }, { [SYSTEM]: ['This field is required.'] }],
    ];
    for (const [body, errors] of attempts) {
      const reply = await call(url, FIRM_KEYS, { token: tokens.lawFirm, method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    const [providerSystem] = await systems(tokens.provider, 'lienholder');
    const foreign = await call(url, FIRM_KEYS, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: sharedCase, registry_external_id: 'X', [SYSTEM]: providerSystem.id },
    });
    expect(foreign).toEqual({ status: 400, body: { [SYSTEM]: ['Not found.'] } });
    expect(await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase)).toEqual([]);
  });

  test('the law firm adds a key to its case; a duplicate is refused; nobody else sees it', async () => {
    const [clio] = await systems(tokens.lawFirm, 'escrow-agent');
    const body = { case: sharedCase, registry_external_id: ' CL-2044 ', [SYSTEM]: clio.id };
    const historyCount = async () =>
      (await call(url, `${V1}/escrow-agent/activities/?case=${sharedCase}&page_size=off`, { token: tokens.lawFirm })).body.count;
    const historyBefore = await historyCount();
    const added = await call(url, FIRM_KEYS, { token: tokens.lawFirm, method: 'POST', body });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      case: sharedCase,
      lien: null,
      registry_external_id: 'CL-2044',
      [SYSTEM]: { id: clio.id, name: 'Clio', external_system_type: 'CLIO' },
    });
    const duplicate = await call(url, FIRM_KEYS, { token: tokens.lawFirm, method: 'POST', body });
    expect(duplicate).toEqual({ status: 400, body: { non_field_errors: ['This identifier is already recorded for this system.'] } });
    expect(await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase)).toEqual([added.body]);
    // Private: the lienholders on the case and another firm see nothing.
    expect(await keysOf(tokens.provider, HOLDER_KEYS, sharedCase)).toEqual([]);
    expect(await keysOf(tokens.lawFirm2, FIRM_KEYS, sharedCase)).toEqual([]);
    // No history entry: keys are private.
    expect(await historyCount()).toBe(historyBefore);
  });

  test('another firm cannot add to or delete from the case; lienholders use their own path', async () => {
    const [key] = await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase);
    const firm2 = await call(url, FIRM_KEYS, {
      token: tokens.lawFirm2,
      method: 'POST',
      body: { case: sharedCase, registry_external_id: 'MC-1' },
    });
    expect(firm2).toEqual({ status: 400, body: { case: ['Not found.'] } });
    expect((await call(url, `${FIRM_KEYS}${key.id}/`, { token: tokens.lawFirm2, method: 'DELETE' })).status).toBe(404);
    // The wrong side: 403 on the other side's path, 404 on its own (the key is not its).
    expect((await call(url, `${FIRM_KEYS}${key.id}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(403);
    expect((await call(url, `${HOLDER_KEYS}${key.id}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(404);
    expect(
      (await call(url, FIRM_KEYS, { token: tokens.provider, method: 'POST', body: { case: sharedCase, registry_external_id: 'P-1' } }))
        .status,
    ).toBe(403);
    expect((await call(url, `${FIRM_KEYS}?case=${sharedCase}`, { token: tokens.provider })).status).toBe(403);
    expect((await call(url, `${HOLDER_KEYS}?case=${sharedCase}`, { token: tokens.lawFirm })).status).toBe(403);
    expect(
      (await call(url, HOLDER_KEYS, { token: tokens.lawFirm, method: 'POST', body: { lien: providerLien, registry_external_id: 'L-1' } }))
        .status,
    ).toBe(403);
    expect(await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase)).toHaveLength(1);
  });

  test("a lienholder keys its own lien with its only system, without choosing it; not another's lien", async () => {
    const required = await call(url, HOLDER_KEYS, { token: tokens.provider, method: 'POST', body: { lien: providerLien } });
    expect(required).toEqual({ status: 400, body: { registry_external_id: ['This field is required.'] } });
    const added = await call(url, HOLDER_KEYS, {
      token: tokens.provider,
      method: 'POST',
      body: { lien: providerLien, registry_external_id: 'EHR-77' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      case: sharedCase,
      lien: providerLien,
      registry_external_id: 'EHR-77',
      [SYSTEM]: { name: 'Practice EHR' },
    });
    expect(await keysOf(tokens.provider, HOLDER_KEYS, sharedCase)).toEqual([added.body]);
    expect((await call(url, `${HOLDER_KEYS}?lien=${providerLien}`, { token: tokens.provider })).body.results).toEqual([added.body]);
    // The law firm and the other lienholder on the case do not see it.
    expect((await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase)).map((k: any) => k.registry_external_id)).toEqual(['CL-2044']);
    expect(await keysOf(tokens.funder, HOLDER_KEYS, sharedCase)).toEqual([]);
    // Another lienholder's lien is not found; an organisation without systems is told so.
    const foreignLien = await call(url, HOLDER_KEYS, {
      token: tokens.provider,
      method: 'POST',
      body: { lien: funderLien, registry_external_id: 'EHR-78' },
    });
    expect(foreignLien).toEqual({ status: 400, body: { lien: ['Not found.'] } });
    const noSystem = await call(url, HOLDER_KEYS, {
      token: tokens.funder,
      method: 'POST',
      body: { lien: funderLien, registry_external_id: 'F-1' },
    });
    expect(noSystem).toEqual({ status: 400, body: { [SYSTEM]: ['Your organization has no external system to record identifiers for.'] } });
    expect((await call(url, `${HOLDER_KEYS}${added.body.id}/`, { token: tokens.funder, method: 'DELETE' })).status).toBe(404);
    expect((await call(url, `${HOLDER_KEYS}${added.body.id}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(204);
    expect(await keysOf(tokens.provider, HOLDER_KEYS, sharedCase)).toEqual([]);
  });

  test('the law firm deletes its key; listing needs a case or a lien', async () => {
    const [key] = await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase);
    expect((await call(url, `${FIRM_KEYS}${key.id}/`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(204);
    expect(await keysOf(tokens.lawFirm, FIRM_KEYS, sharedCase)).toEqual([]);
    expect(await call(url, FIRM_KEYS, { token: tokens.lawFirm })).toEqual({ status: 400, body: { case: ['This field is required.'] } });
    expect(await call(url, `${FIRM_KEYS}?case=1`, { token: tokens.lawFirm })).toEqual({
      status: 400,
      body: { case: ['Must be a valid UUID.'] },
    });
  });
});
