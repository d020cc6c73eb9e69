// Tags: private to the organisation that made them, added and removed only with the ADD_TAG feature, on cases
// the caller sees; no history entry and no event for anyone else.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const orgIds: Record<string, string> = {};
let sharedCase: string; // law firm 1's case with a provider lien
let lawFirm2Case: string; // a case the provider does not see

const TAGS = `${V1}/tags/`;
const CASE_TAGS = `${V1}/case-tags/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgIds[key] = (
      await call(url, `${V1}/accounts-auth/`, { token: tokens[key] })
    ).body.registry_accounts[0].registry_legal_organization.id;
  }
  const providerCases = new Set(
    (await call(url, `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`, { token: tokens.provider })).body.results.map(
      (c: any) => c.id,
    ),
  );
  const firmCases = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`, { token: tokens.lawFirm })).body.results;
  sharedCase = firmCases.find((c: any) => providerCases.has(c.id)).id;
  const firm2Cases = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`, { token: tokens.lawFirm2 })).body
    .results;
  lawFirm2Case = firm2Cases.find((c: any) => !providerCases.has(c.id)).id;
});
afterAll(() => registry?.close());

const createTag = (token: string, body: unknown) => call(url, TAGS, { token, method: 'POST', body });
const caseTags = async (token: string, caseId: string) => (await call(url, `${CASE_TAGS}?case=${caseId}`, { token })).body.results;

describe('tags', () => {
  test('creating a tag: the name is required, at most 50 characters, unique in the organisation whatever the case', async () => {
    const attempts: Array<[unknown, Record<string, string[]>]> = [
      [{}, { name: ['This field is required.'] }],
      [{ name: '   ' }, { name: ['This field is required.'] }],
      [{ name: 'x'.repeat(51) }, { name: ['Ensure this field has no more than 50 characters.'] }],
    ];
    for (const [body, errors] of attempts) {
      const reply = await createTag(tokens.lawFirm, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    const created = await createTag(tokens.lawFirm, { organization: orgIds.lawFirm, name: '  High   value ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'High value', organization: orgIds.lawFirm });
    const again = await createTag(tokens.lawFirm, { name: 'HIGH VALUE' });
    expect(again).toEqual({ status: 400, body: { name: ['A tag with this name already exists.'] } });
    // Another organisation may use the same name: tags are per organisation.
    expect((await createTag(tokens.lawFirm2, { name: 'High value' })).status).toBe(201);
  });

  test("a tag is only ever created for the caller's organisation, and only with the ADD_TAG feature", async () => {
    const other = await createTag(tokens.lawFirm, { organization: orgIds.lawFirm2, name: 'Sneaky' });
    expect(other).toEqual({ status: 403, body: { detail: 'Tags can only be created for your own organization.' } });
    const noFeature = await createTag(tokens.funder, { name: 'Funded' });
    expect(noFeature).toEqual({ status: 403, body: { detail: 'Your account does not include tags (the ADD_TAG feature).' } });
    expect((await call(url, TAGS, { method: 'POST', body: { name: 'Anon' } })).status).toBe(401);
    const names = (await call(url, `${TAGS}?page_size=off`, { token: tokens.lawFirm2 })).body.results.map((t: any) => t.name);
    expect(names).not.toContain('Sneaky');
  });

  test('the tag list is the caller’s own tags, searched anywhere in the name ignoring case', async () => {
    await createTag(tokens.lawFirm, { name: 'Low limits' });
    await createTag(tokens.lawFirm, { name: 'Needs records' });
    const all = await call(url, TAGS, { token: tokens.lawFirm });
    expect(all.body.results.map((t: any) => t.name)).toEqual(['High value', 'Low limits', 'Needs records']);
    const search = await call(url, `${TAGS}?search=LIM`, { token: tokens.lawFirm });
    expect(search.body).toMatchObject({ count: 1, results: [{ name: 'Low limits' }] });
    const firm2 = await call(url, TAGS, { token: tokens.lawFirm2 });
    expect(firm2.body.results.map((t: any) => t.name)).toEqual(['High value']);
    expect(firm2.body.results[0].organization).toBe(orgIds.lawFirm2);
    expect((await call(url, TAGS, { token: tokens.funder })).body.results).toEqual([]);
  });

  test('tagging a case: validation, a clear error for the same tag twice, no history, an event for the own organisation only', async () => {
    expect(await call(url, CASE_TAGS, { token: tokens.lawFirm, method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { case: ['This field is required.'], tag: ['This field is required.'] },
    });
    const [tag] = (await call(url, `${TAGS}?search=high`, { token: tokens.lawFirm })).body.results;
    const historyBefore = (await call(url, `${V1}/escrow-agent/activities/?case=${sharedCase}&page_size=off`, { token: tokens.lawFirm }))
      .body.count;
    const added = await call(url, CASE_TAGS, { token: tokens.lawFirm, method: 'POST', body: { case: sharedCase, tag: tag.id } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), case: sharedCase, tag: { id: tag.id, name: 'High value' } });
    const twice = await call(url, CASE_TAGS, { token: tokens.lawFirm, method: 'POST', body: { case: sharedCase, tag: tag.id } });
    expect(twice).toEqual({ status: 400, body: { non_field_errors: ['This tag is already on this case.'] } });
    expect(await caseTags(tokens.lawFirm, sharedCase)).toEqual([added.body]);
    expect((await call(url, `${V1}/escrow-agent/activities/?case=${sharedCase}&page_size=off`, { token: tokens.lawFirm })).body.count).toBe(
      historyBefore,
    );
    const event = await registry.registry.db.selectFrom('events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ type: 'case.updated', case_id: sharedCase, activity_id: null, organization_ids: [orgIds.lawFirm] });
  });

  test('another organisation neither sees nor touches the tags: not the lienholder on the case, not another firm', async () => {
    const [tagged] = await caseTags(tokens.lawFirm, sharedCase);
    expect(await caseTags(tokens.provider, sharedCase)).toEqual([]);
    expect(await caseTags(tokens.lawFirm2, sharedCase)).toEqual([]);
    // Another firm can use neither the case nor the tag.
    const firm2 = await call(url, CASE_TAGS, { token: tokens.lawFirm2, method: 'POST', body: { case: sharedCase, tag: tagged.tag.id } });
    expect(firm2).toEqual({ status: 400, body: { case: ['Not found.'], tag: ['Not found.'] } });
    // The provider may tag the case it sees, with its own tag; the law firm does not see that tag.
    const own = (await createTag(tokens.provider, { name: 'Priority' })).body;
    const providerTag = await call(url, CASE_TAGS, { token: tokens.provider, method: 'POST', body: { case: sharedCase, tag: own.id } });
    expect(providerTag.status).toBe(201);
    expect((await caseTags(tokens.lawFirm, sharedCase)).map((t: any) => t.tag.name)).toEqual(['High value']);
    expect((await caseTags(tokens.provider, sharedCase)).map((t: any) => t.tag.name)).toEqual(['Priority']);
    // ... but not a case it does not see.
    const unseen = await call(url, CASE_TAGS, { token: tokens.provider, method: 'POST', body: { case: lawFirm2Case, tag: own.id } });
    expect(unseen).toEqual({ status: 400, body: { case: ['Not found.'] } });
    expect(await caseTags(tokens.provider, lawFirm2Case)).toEqual([]);
    // Removing someone else's case tag is a 404, whoever asks.
    for (const token of [tokens.provider, tokens.lawFirm2]) {
      expect((await call(url, `${CASE_TAGS}${tagged.id}/`, { token, method: 'DELETE' })).status).toBe(404);
    }
    expect(await caseTags(tokens.lawFirm, sharedCase)).toHaveLength(1);
  });

  test('adding and removing a case tag need the ADD_TAG feature; the owner removes', async () => {
    const [tagged] = await caseTags(tokens.lawFirm, sharedCase);
    // The organisation's service (DECISIONS 16): the free plan with prepaid case credits gives ADD_CASE, not ADD_TAG.
    await registry.registry.db
      .updateTable('legal_organizations')
      .set({ service_stage: 'FREEMIUM', case_credits: 5 })
      .where('id', '=', orgIds.lawFirm)
      .execute();
    try {
      const refused = await call(url, `${CASE_TAGS}${tagged.id}/`, { token: tokens.lawFirm, method: 'DELETE' });
      expect(refused).toEqual({ status: 403, body: { detail: 'Your account does not include tags (the ADD_TAG feature).' } });
      const add = await call(url, CASE_TAGS, { token: tokens.lawFirm, method: 'POST', body: { case: sharedCase, tag: tagged.tag.id } });
      expect(add.status).toBe(403);
      // Reading stays allowed: existing tags are still shown.
      expect(await caseTags(tokens.lawFirm, sharedCase)).toHaveLength(1);
    } finally {
      await registry.registry.db
        .updateTable('legal_organizations')
        .set({ service_stage: 'PAID', case_credits: 0 })
        .where('id', '=', orgIds.lawFirm)
        .execute();
    }
    expect((await call(url, `${CASE_TAGS}${tagged.id}/`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(204);
    expect(await caseTags(tokens.lawFirm, sharedCase)).toEqual([]);
    expect((await call(url, `${CASE_TAGS}${tagged.id}/`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(404);
  });

  test('listing case tags needs a valid case list', async () => {
    expect(await call(url, CASE_TAGS, { token: tokens.lawFirm })).toEqual({ status: 400, body: { case: ['This field is required.'] } });
    expect(await call(url, `${CASE_TAGS}?case=nope`, { token: tokens.lawFirm })).toEqual({
      status: 400,
      body: { case: ['Must be a valid UUID.'] },
    });
    expect((await call(url, `${CASE_TAGS}?case=${sharedCase}`)).status).toBe(401);
  });
});

describe('merging duplicate cases', () => {
  test("the duplicate's tags and external identifiers move to the canonical case", async () => {
    const LF = `${V1}/escrow-agent/portfolio/`;
    const cases = (await call(url, `${LF}?page_size=off&is_closed=all&ordering=created_at`, { token: tokens.lawFirm })).body.results;
    const [canonical, duplicate] = cases.filter((c: any) => c.id !== sharedCase).slice(-2);
    const tag = async (name: string): Promise<string> => (await createTag(tokens.lawFirm, { name })).body.id;
    const [both, onlyDuplicate] = [await tag('Merge both'), await tag('Merge only')];
    for (const [caseId, tagId] of [
      [canonical.id, both],
      [duplicate.id, both],
      [duplicate.id, onlyDuplicate],
    ]) {
      expect((await call(url, CASE_TAGS, { token: tokens.lawFirm, method: 'POST', body: { case: caseId, tag: tagId } })).status).toBe(201);
    }
    const [clio] = (await call(url, `${V1}/escrow-agent/external-systems/`, { token: tokens.lawFirm })).body.results;
    const key = { case: duplicate.id, registry_external_id: 'DUP-1', registry_legal_organization_external_system: clio.id };
    expect((await call(url, `${V1}/escrow-agent/external-keys/`, { token: tokens.lawFirm, method: 'POST', body: key })).status).toBe(201);

    const preview = await call(url, `${LF}preview-merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [canonical.id, duplicate.id] },
    });
    const merged = await call(url, `${LF}merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [canonical.id, duplicate.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.canonical_case_id).toBe(canonical.id);
    expect((await caseTags(tokens.lawFirm, canonical.id)).map((t: any) => t.tag.name)).toEqual(['Merge both', 'Merge only']);
    const keys = (await call(url, `${V1}/escrow-agent/external-keys/?case=${canonical.id}`, { token: tokens.lawFirm })).body.results;
    expect(keys.map((k: any) => k.registry_external_id)).toEqual(['DUP-1']);
  });
});
