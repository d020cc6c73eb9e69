// Bad input is a clear 400 (404 'Invalid page.' for pages), never a 500, and nothing is written: control
// characters and lone surrogates anywhere a client writes, every text field's maximum length at n and n + 1, the
// date rules, and a sweep of every write endpoint's text fields.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { ANY_TEXT_MAX, FIELD_LIMITS, INPUT_MESSAGES, TEXT_LIMITS, tooLong } from '../../registry/domain/input.ts';
import { DATE_MESSAGES, latestToday } from '../../registry/domain/dates.ts';
import { call, V1 } from './helpers.ts';

type Who = 'lawFirm' | 'lawFirm2' | 'provider';

let registry: TestRegistry;
let url: string;
const tokens = {} as Record<Who, string>;
let caseId: string; // law firm 1's case with the provider's (TREATING) lien
let lienId: string;
let lawFirmId: string;
let clioId: string;
let contactId: string;

const DISALLOWED = INPUT_MESSAGES.disallowedCharacters;
const NUL = 'Ann\u0000e';
const LONE_SURROGATE = 'Ann\ud800e';
const as = (who: Who, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { token: tokens[who], ...options });

const TABLES = [
  'cases',
  'persons',
  'contacts',
  'legal_organizations',
  'liens',
  'activities',
  'events',
  'tags',
  'case_tags',
  'external_keys',
  'case_contacts',
  'case_threads',
  'case_messages',
  'policy_limits',
  'share_links',
] as const;

/** Row counts of every table a write touches, plus the case, its plaintiff and the lien (updates in place). */
async function snapshot() {
  // An earlier write's jobs (notifications) write events of their own a moment later: let them finish first.
  await registry.registry.adapters.jobs.idle();
  const db = registry.registry.db;
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const kase = await db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .selectAll()
    .where('c.id', '=', caseId)
    .executeTakeFirstOrThrow();
  const lien = await db.selectFrom('liens').selectAll().where('id', '=', lienId).executeTakeFirstOrThrow();
  return { counts, kase, lien };
}

const dayFrom = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const db = registry.registry.db;
  const provider = await db
    .selectFrom('legal_organizations')
    .select('id')
    .where('name', '=', 'Riverside Spine & Rehab')
    .executeTakeFirstOrThrow();
  const firm = (await as('lawFirm', `${V1}/accounts-auth/`)).body.registry_accounts[0].registry_legal_organization.id as string;
  const lien = await db
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['l.id', 'l.case_id'])
    .where('l.lienholder_id', '=', provider.id)
    .where('c.law_firm_id', '=', firm)
    .where('l.verification_status', '!=', 'REJECTED')
    .where('l.resolution_status', 'is', null)
    .where('l.plaintiff_treatment_status', '=', 'TREATING')
    .where('c.date_of_loss', 'is not', null)
    .where('p.birthdate', 'is not', null)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  lienId = lien.id;
  caseId = lien.case_id;
  lawFirmId = firm;
  clioId = (await as('lawFirm', `${V1}/escrow-agent/external-systems/`)).body.results.find((s: any) => s.name === 'Clio').id;
  const contacts = await as('provider', `${V1}/law-firm-contacts/?law_firm=${lawFirmId}`);
  contactId = contacts.body.results.find((c: any) => c.email === DEMO_EMAILS.lawFirm).id;
});
afterAll(() => registry?.close());

describe('the 500s of issue 8', () => {
  test('a page number too large (or not a number) is 404 Invalid page. on every paged list; an offset likewise is a 400', async () => {
    const lists: Array<[Who, string]> = [
      ['lawFirm', `${V1}/escrow-agent/portfolio/`],
      ['provider', `${V1}/lienholder/portfolio/`],
      ['lawFirm', `${V1}/escrow-agent/activities/?case=${caseId}&`],
      ['lawFirm', `${V1}/beta/escrow-agent/liens/?case=${caseId}&`],
      ['lawFirm', `${V1}/case-threads/?case=${caseId}&`],
      ['lawFirm', `${V1}/beta/organizations/`],
    ];
    for (const [who, list] of lists) {
      const join = list.endsWith('&') ? '' : '?';
      for (const page of ['99999999999999999999', '1000001', '1e3', '-1', '0', '1.5', 'abc']) {
        const reply = await as(who, `${list}${join}page=${page}`);
        expect(reply, `${list} page=${page}`).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
      }
      // A huge page_size is capped, a nonsensical one falls back to the default: never an error.
      expect((await as(who, `${list}${join}page_size=99999999999999999999`)).status, list).toBe(200);
      expect((await as(who, `${list}${join}page_size=1e3`)).status, list).toBe(200);
    }
    for (const offset of ['99999999999999999999', '-5', '1e3', 'x']) {
      expect(await as('lawFirm', `${V1}/escrow-agent/activities/?case=${caseId}&offset=${offset}`)).toEqual({
        status: 400,
        body: { offset: ['A valid integer is required.'] },
      });
    }
    expect((await as('lawFirm', `${V1}/escrow-agent/activities/?case=${caseId}&offset=1`)).status).toBe(200);
  });

  test('a NUL or a lone surrogate in a plaintiff name or a tag name is a 400 naming the field, and nothing is stored', async () => {
    const before = await snapshot();
    for (const bad of [NUL, LONE_SURROGATE]) {
      expect(
        await as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/details/`, {
          method: 'PATCH',
          body: { plaintiff: { first_name: bad } },
        }),
      ).toEqual({
        status: 400,
        body: { plaintiff: { first_name: [DISALLOWED] } },
      });
      expect(await as('lawFirm', `${V1}/tags/`, { method: 'POST', body: { name: bad } })).toEqual({
        status: 400,
        body: { name: [DISALLOWED] },
      });
      const created = await as('provider', `${V1}/lienholder/portfolio/`, {
        method: 'POST',
        body: {
          plaintiff: { first_name: 'Ann', last_name: bad },
          date_of_loss: '2024-01-02',
          type: 'MOTOR_VEHICLE_ACCIDENT',
          law_firm: lawFirmId,
          contact: { id: contactId },
        },
      });
      expect(created).toEqual({ status: 400, body: { plaintiff: { last_name: [DISALLOWED] } } });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a 100,000-character plaintiff name is refused with the field limit, nothing reaches the history', async () => {
    const before = await snapshot();
    const huge = 'x'.repeat(100_000);
    expect(
      await as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/details/`, {
        method: 'PATCH',
        body: { plaintiff: { first_name: huge } },
      }),
    ).toEqual({
      status: 400,
      body: { plaintiff: { first_name: [tooLong(TEXT_LIMITS.personName)] } },
    });
    expect(await snapshot()).toEqual(before);
  });

  test('control characters and lone surrogates in query strings and path parameters are 400s, never 500s', async () => {
    expect(await as('lawFirm', `${V1}/escrow-agent/portfolio/?search=%00`)).toEqual({ status: 400, body: { search: [DISALLOWED] } });
    expect(await as('lawFirm', `${V1}/escrow-agent/portfolio/?search=a%0Db`)).toEqual({ status: 400, body: { search: [DISALLOWED] } });
    expect(await as('lawFirm', `${V1}/tags/?search=%00`)).toEqual({ status: 400, body: { search: [DISALLOWED] } });
    expect(await as('lawFirm', `${V1}/escrow-agent/portfolio/%00/`)).toEqual({ status: 400, body: { id: [DISALLOWED] } });
    // A lone surrogate can only arrive percent-encoded as invalid UTF-8: the path is refused, the query decodes it to U+FFFD.
    expect(await as('lawFirm', `${V1}/escrow-agent/portfolio/%ED%A0%80/`)).toEqual({
      status: 400,
      body: { detail: INPUT_MESSAGES.badUrl },
    });
    expect((await as('lawFirm', `${V1}/escrow-agent/portfolio/?search=%ED%A0%80`)).status).toBe(200);
    expect(await as('lawFirm', `${V1}/escrow-agent/portfolio/?search=${'a'.repeat(TEXT_LIMITS.search + 1)}`)).toEqual({
      status: 400,
      body: { search: [tooLong(TEXT_LIMITS.search)] },
    });
    expect((await as('lawFirm', `${V1}/escrow-agent/portfolio/?search=${'a'.repeat(TEXT_LIMITS.search)}`)).status).toBe(200);
  });

  test('a body nested deeper than any request is refused before it is walked', async () => {
    const body = `{"name":${'['.repeat(5000)}"x"${']'.repeat(5000)}}`;
    const reply = await fetch(`${url}${V1}/tags/`, {
      method: 'POST',
      headers: { authorization: `JWT ${tokens.lawFirm}`, 'content-type': 'application/json' },
      body,
    });
    expect({ status: reply.status, body: await reply.json() }).toEqual({
      status: 400,
      body: { non_field_errors: [INPUT_MESSAGES.tooDeep] },
    });
  });
});

describe('dates', () => {
  const tomorrow = () => dayFrom(latestToday(), 1);
  const create = (fields: { birthdate?: string; date_of_loss?: string }) =>
    as('provider', `${V1}/lienholder/portfolio/`, {
      method: 'POST',
      body: {
        plaintiff: { first_name: 'Dana', last_name: 'Date', birthdate: fields.birthdate },
        date_of_loss: fields.date_of_loss,
        type: 'MOTOR_VEHICLE_ACCIDENT',
        law_firm: lawFirmId,
        contact: { id: contactId },
      },
    });

  test('case creation: no birth date or loss in the future, birth not after the loss, years from 1900 to 2100', async () => {
    const before = await snapshot();
    expect((await create({ birthdate: tomorrow() })).body).toEqual({ plaintiff: { birthdate: [DATE_MESSAGES.birthdateInFuture] } });
    expect((await create({ date_of_loss: tomorrow() })).body).toEqual({ date_of_loss: [DATE_MESSAGES.lossInFuture] });
    expect((await create({ birthdate: '2020-05-02', date_of_loss: '2020-05-01' })).body).toEqual({
      plaintiff: { birthdate: [DATE_MESSAGES.birthdateAfterLoss] },
    });
    expect((await create({ birthdate: '1899-12-31' })).body).toEqual({ plaintiff: { birthdate: [DATE_MESSAGES.outOfRange] } });
    expect((await create({ birthdate: '0001-01-01' })).body).toEqual({ plaintiff: { birthdate: [DATE_MESSAGES.outOfRange] } });
    expect((await create({ birthdate: '2020-02-30' })).body).toEqual({
      plaintiff: { birthdate: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    });
    expect(await snapshot()).toEqual(before);
    // The same day for both, and today where the day has begun, are fine.
    expect((await create({ birthdate: '2020-05-01', date_of_loss: '2020-05-01' })).status).toBe(201);
    expect((await create({ date_of_loss: latestToday() })).status).toBe(201);
  });

  test('case details: the same rules, and a birth date after the stored date of loss is refused', async () => {
    const before = await snapshot();
    const details = (body: unknown) => as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/details/`, { method: 'PATCH', body });
    expect((await details({ plaintiff: { birthdate: tomorrow() } })).body).toEqual({ birthdate: [DATE_MESSAGES.birthdateInFuture] });
    expect((await details({ date_of_loss: tomorrow() })).body).toEqual({ date_of_loss: [DATE_MESSAGES.lossInFuture] });
    expect((await details({ date_of_loss: '1850-01-01' })).body).toEqual({ date_of_loss: [DATE_MESSAGES.outOfRange] });
    const storedLoss = (await as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/`)).body.date_of_loss as string;
    expect(await details({ plaintiff: { birthdate: dayFrom(storedLoss, 1) } })).toEqual({
      status: 400,
      body: { birthdate: [DATE_MESSAGES.birthdateAfterLoss] },
    });
    expect(await snapshot()).toEqual(before);
  });

  test('status dates: a lawsuit is not filed in the future; every date stays within 1900–2100', async () => {
    const before = await snapshot();
    const status = (body: unknown) => as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/`, { method: 'PATCH', body });
    expect((await status({ status: 'IN_LITIGATION', lawsuit_filed_date: tomorrow() })).body).toEqual({
      lawsuit_filed_date: [DATE_MESSAGES.lawsuitFiledInFuture],
    });
    expect((await status({ status: 'TRIAL_SCHEDULED', appearance_date: '2101-01-01' })).body).toEqual({
      appearance_date: [DATE_MESSAGES.outOfRange],
    });
    expect(await snapshot()).toEqual(before);
    // A hearing ahead is what a trial date is.
    expect((await status({ status: 'TRIAL_SCHEDULED', appearance_date: dayFrom(latestToday(), 30) })).status).toBe(200);
  });

  test('Done Treating needs a final treatment date, not in the future', async () => {
    const lien = (body: unknown) => as('provider', `${V1}/beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body });
    const before = await snapshot();
    expect(before.lien.plaintiff_treatment_status).toBe('TREATING');
    const required = { final_treatment_date: ['This field is required.'] };
    expect(await lien({ plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: '' })).toEqual({ status: 400, body: required });
    expect(await lien({ plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: null })).toEqual({
      status: 400,
      body: required,
    });
    expect(await lien({ plaintiff_treatment_status: 'DONE_TREATING' })).toEqual({ status: 400, body: required });
    expect((await lien({ plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: tomorrow() })).body).toEqual({
      final_treatment_date: [DATE_MESSAGES.finalTreatmentInFuture],
    });
    expect(await snapshot()).toEqual(before);
    const done = await lien({ plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: '2024-03-01' });
    expect(done.body).toMatchObject({ plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: '2024-03-01' });
    // Clearing the date while done treating is refused; the balance alone still updates.
    const after = await snapshot();
    expect(await lien({ final_treatment_date: '' })).toEqual({ status: 400, body: required });
    expect(await snapshot()).toEqual(after);
    expect((await lien({ balance: '12.00' })).status).toBe(200);
    expect((await lien({ plaintiff_treatment_status: 'TREATING' })).body).toMatchObject({
      plaintiff_treatment_status: 'TREATING',
      final_treatment_date: null,
    });
  });
});

interface Field {
  /** Where the text goes in the body; also where the error is expected. */
  path: Array<string | number>;
  /** The field's own maximum length (else only the ceiling applies). */
  limit?: number;
  multiline?: boolean;
}

interface WriteEndpoint {
  name: string;
  who: Who;
  method: string;
  path: () => string;
  body: () => Record<string, unknown>;
  fields: Field[];
}

const NAME = TEXT_LIMITS.personName;
const NOTE = TEXT_LIMITS.note;
const newCase = () => ({
  plaintiff: { first_name: 'Ann', last_name: 'Lee' },
  date_of_loss: '2024-01-02',
  type: 'MOTOR_VEHICLE_ACCIDENT',
  law_firm: lawFirmId,
  contact: { first_name: 'Cy', last_name: 'Doe', email: 'cy@example.test' },
});

// Every write endpoint of the registry with the text fields (ids, choices and free text) its body has.
const WRITES: WriteEndpoint[] = [
  {
    name: 'sign-in',
    who: 'lawFirm',
    method: 'POST',
    path: () => '/api/v1/auth/jwt/',
    body: () => ({ username: 'a@b.test', password: 'x' }),
    fields: [{ path: ['username'] }],
  },
  {
    name: 'token refresh',
    who: 'lawFirm',
    method: 'POST',
    path: () => '/api/v1/auth/jwt/refresh/',
    body: () => ({ token: 'x' }),
    fields: [{ path: ['token'] }],
  },
  {
    name: 'sign-out',
    who: 'lawFirm',
    method: 'POST',
    path: () => '/api/v1/auth/logout/',
    body: () => ({ token: 'x' }),
    fields: [{ path: ['token'] }],
  },
  {
    name: 'staff unlock',
    who: 'lawFirm',
    method: 'POST',
    path: () => '/api/v1/auth/unlock/',
    body: () => ({ email: 'a@b.test' }),
    fields: [{ path: ['email'], limit: TEXT_LIMITS.email }],
  },
  {
    name: 'case creation',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/lienholder/portfolio/`,
    body: newCase,
    fields: [
      { path: ['plaintiff', 'first_name'], limit: NAME },
      { path: ['plaintiff', 'last_name'], limit: NAME },
      { path: ['contact', 'first_name'], limit: NAME },
      { path: ['contact', 'last_name'], limit: NAME },
      { path: ['contact', 'email'], limit: TEXT_LIMITS.email },
      { path: ['type'] },
      { path: ['law_firm'] },
    ],
  },
  {
    name: 'case creation, several rows',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/lienholder/portfolio/`,
    body: () => ({ cases: [newCase(), newCase()] }),
    fields: [{ path: ['cases', 1, 'plaintiff', 'first_name'], limit: NAME }],
  },
  {
    name: 'case details',
    who: 'lawFirm',
    method: 'PATCH',
    path: () => `${V1}/escrow-agent/portfolio/${caseId}/details/`,
    body: () => ({ plaintiff: { first_name: 'Ann', last_name: 'Lee' } }),
    fields: [
      { path: ['plaintiff', 'first_name'], limit: NAME },
      { path: ['plaintiff', 'last_name'], limit: NAME },
      { path: ['state_of_incident'] },
    ],
  },
  {
    name: 'status update',
    who: 'lawFirm',
    method: 'PATCH',
    path: () => `${V1}/escrow-agent/portfolio/${caseId}/`,
    body: () => ({ status: 'CLIENT_TREATING', note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }, { path: ['status'] }],
  },
  {
    name: 'change of representation',
    who: 'lawFirm',
    method: 'PATCH',
    path: () => `${V1}/escrow-agent/portfolio/${caseId}/change-law-firm/`,
    body: () => ({ knows_new_firm: false, note: 'left' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }],
  },
  {
    name: 'merge preview',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/escrow-agent/portfolio/preview-merge/`,
    body: () => ({ case_ids: [caseId, caseId] }),
    fields: [{ path: ['case_ids'] }],
  },
  {
    name: 'merge',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/escrow-agent/portfolio/merge/`,
    body: () => ({ case_ids: [caseId, caseId], last_previewed_at: '2024-01-01T00:00:00Z' }),
    fields: [{ path: ['last_previewed_at'] }],
  },
  {
    name: 'new law firm',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/beta/organizations/`,
    body: () => ({ name: 'Acme Law', website: 'https://acme.test' }),
    fields: [
      { path: ['name'], limit: TEXT_LIMITS.organizationName },
      { path: ['website'], limit: TEXT_LIMITS.website },
    ],
  },
  {
    name: 'new contact',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/beta/contacts/`,
    body: () => ({ legal_organization: lawFirmId, first_name: 'Cy', last_name: 'Doe', email: 'cy@example.test', confirm_email: true }),
    fields: [
      { path: ['first_name'], limit: NAME },
      { path: ['last_name'], limit: NAME },
      { path: ['email'], limit: TEXT_LIMITS.email },
      { path: ['legal_organization'] },
    ],
  },
  {
    name: 'add a contact to a case',
    who: 'lawFirm',
    method: 'PATCH',
    path: () => `${V1}/escrow-agent/portfolio/${caseId}/add-contact/`,
    body: () => ({ contact: contactId }),
    fields: [{ path: ['contact'] }],
  },
  {
    name: "add a contact to one's lien",
    who: 'provider',
    method: 'PATCH',
    path: () => `${V1}/beta/lienholder/liens/${lienId}/add-contact/`,
    body: () => ({ contact: contactId }),
    fields: [{ path: ['contact'] }],
  },
  {
    name: "a lienholder's external identifier",
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/lienholder/external-keys/`,
    body: () => ({ lien: lienId, registry_external_id: 'EHR-1' }),
    fields: [{ path: ['registry_external_id'], limit: TEXT_LIMITS.externalId }],
  },
  {
    name: 'new tag',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/tags/`,
    body: () => ({ name: 'Priority' }),
    fields: [{ path: ['name'], limit: TEXT_LIMITS.tagName }],
  },
  {
    name: 'tag on a case',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/case-tags/`,
    body: () => ({ case: caseId, tag: caseId }),
    fields: [{ path: ['case'] }, { path: ['tag'] }],
  },
  {
    name: 'external identifier',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/escrow-agent/external-keys/`,
    body: () => ({ case: caseId, registry_external_id: 'FV-1', registry_legal_organization_external_system: clioId }),
    fields: [{ path: ['registry_external_id'], limit: TEXT_LIMITS.externalId }],
  },
  {
    name: 'policy limit',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/escrow-agent/policy-limits/`,
    body: () => ({ case: caseId, coverage_type: 'BODILY_INJURY', coverage_limit_lower: '10.00', coverage_limit_upper: '20.00' }),
    fields: [{ path: ['coverage_type'] }, { path: ['coverage_limit_lower'] }],
  },
  {
    name: 'share link',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/share/`,
    body: () => ({ model: 'case', object_id: caseId }),
    fields: [{ path: ['model'] }, { path: ['object_id'] }],
  },
  {
    name: 'lien update',
    who: 'provider',
    method: 'PATCH',
    path: () => `${V1}/beta/lienholder/liens/${lienId}/`,
    body: () => ({ balance: '10.00', note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }, { path: ['balance'] }],
  },
  {
    name: 'resolve lien',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/beta/lienholder/liens/${lienId}/resolve/`,
    body: () => ({ resolution_status: 'PAID_IN_FULL', note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }, { path: ['resolution_status'] }],
  },
  {
    name: 're-open lien',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/beta/lienholder/liens/${lienId}/reopen/`,
    body: () => ({ note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }],
  },
  {
    name: 'remove case',
    who: 'provider',
    method: 'POST',
    path: () => `${V1}/beta/lienholder/liens/${lienId}/remove-case/`,
    body: () => ({ note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }],
  },
  {
    name: 'add lien',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/beta/escrow-agent/liens/`,
    body: () => ({ case: caseId, lienholder: lawFirmId }),
    fields: [{ path: ['case'] }, { path: ['lienholder'] }],
  },
  {
    name: 'remove lien',
    who: 'lawFirm',
    method: 'DELETE',
    path: () => `${V1}/beta/escrow-agent/liens/${lienId}/`,
    body: () => ({ note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }],
  },
  {
    name: 'reject verification',
    who: 'lawFirm',
    method: 'PATCH',
    path: () => `${V1}/beta/escrow-agent/liens/${lienId}/reject_verification/`,
    body: () => ({ note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }],
  },
  {
    name: 'answer a rejection',
    who: 'provider',
    method: 'PATCH',
    path: () => `${V1}/beta/lienholder/liens/${lienId}/resolve_rejection/`,
    body: () => ({ path: 'RESUBMIT', note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }, { path: ['path'] }],
  },
  {
    name: "lienholder's change of law firm",
    who: 'provider',
    method: 'PATCH',
    path: () => `${V1}/beta/lienholder/portfolio/${caseId}/change-law-firm/`,
    body: () => ({ law_firm: lawFirmId, note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }, { path: ['law_firm'] }],
  },
  {
    name: 'dismiss a thread',
    who: 'lawFirm',
    method: 'PATCH',
    path: () => `${V1}/case-threads/${caseId}/`,
    body: () => ({ is_resolved: true, note: 'x' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }],
  },
  {
    name: 'thread message',
    who: 'lawFirm',
    method: 'POST',
    path: () => `${V1}/case-messages/`,
    body: () => ({ thread: caseId, note: 'ok' }),
    fields: [{ path: ['note'], limit: NOTE, multiline: true }, { path: ['thread'] }],
  },
];

function withValue(body: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: any = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1]!;
  // A list of plain values (case_ids) gets the bad value as its first item.
  if (Array.isArray(node[last])) node[last][0] = value;
  else node[last] = value;
  return copy;
}

const errorAt = (body: any, path: Array<string | number>) =>
  path.reduce((node, key) => (node === undefined || node === null ? undefined : node[key]), body);

describe('every write endpoint refuses bad text with a 400 naming the field, and writes nothing', () => {
  test.each(WRITES)('$name', async (endpoint) => {
    const before = await snapshot();
    for (const field of endpoint.fields) {
      const values: Array<[string, unknown, string]> = [
        ['NUL', NUL, DISALLOWED],
        ['lone surrogate', LONE_SURROGATE, DISALLOWED],
        ['lone low surrogate', 'a\udc00', DISALLOWED],
        ['bell', 'a\u0007b', DISALLOWED],
        ['DEL', 'a\u007fb', DISALLOWED],
        // The gate knows the limit of fields that mean the same everywhere; `name` waits for the parser.
        ['over the ceiling', 'x'.repeat(ANY_TEXT_MAX + 1), tooLong(FIELD_LIMITS[String(field.path.at(-1))] ?? ANY_TEXT_MAX)],
      ];
      if (!field.multiline) values.push(['newline in a one-line field', 'a\nb', DISALLOWED]);
      if (field.limit) values.push(['one over the limit', 'x'.repeat(field.limit + 1), tooLong(field.limit)]);
      for (const [label, value, message] of values) {
        const reply = await as(endpoint.who, endpoint.path(), {
          method: endpoint.method,
          body: withValue(endpoint.body(), field.path, value),
        });
        const where = `${endpoint.name} ${field.path.join('.')} ${label}`;
        expect(reply.status, `${where}: ${JSON.stringify(reply.body)}`).toBe(400);
        const path = field.path[0] === 'case_ids' ? ['case_ids'] : field.path;
        expect(errorAt(reply.body, path), `${where}: ${JSON.stringify(reply.body)}`).toEqual([message]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test('multi-line notes keep tabs and line breaks', async () => {
    const note = 'First line\n\tindented\r\nlast';
    const reply = await as('provider', `${V1}/beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body: { balance: '11.00', note } });
    expect(reply.status).toBe(200);
    const [latest] = (await as('provider', `${V1}/lienholder/activities/?lien=${lienId}&page_size=1`)).body.results;
    expect(latest.note).toBe(note.trim());
  });
});

describe('maximum lengths at n and n + 1', () => {
  test('plaintiff name (case creation and details), contact e-mail, law firm name and website', async () => {
    const firstName = 'F'.repeat(NAME);
    const created = await as('provider', `${V1}/lienholder/portfolio/`, {
      method: 'POST',
      body: { ...newCase(), plaintiff: { first_name: firstName, last_name: 'Lee' } },
    });
    expect(created.status).toBe(201);
    expect((await as('provider', `${V1}/lienholder/portfolio/${created.body.id}/`)).body.plaintiff.first_name).toBe(firstName);
    const over = await as('provider', `${V1}/lienholder/portfolio/`, {
      method: 'POST',
      body: { ...newCase(), plaintiff: { first_name: `${firstName}F`, last_name: 'Lee' } },
    });
    expect(over).toEqual({ status: 400, body: { plaintiff: { first_name: [tooLong(NAME)] } } });

    const details = (lastName: string) =>
      as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/details/`, { method: 'PATCH', body: { plaintiff: { last_name: lastName } } });
    expect(await details('L'.repeat(NAME + 1))).toEqual({ status: 400, body: { plaintiff: { last_name: [tooLong(NAME)] } } });
    // Surrounding blanks are trimmed before counting, as the value is stored trimmed.
    expect((await details(` ${'L'.repeat(NAME)} `)).body.plaintiff.last_name).toBe('L'.repeat(NAME));

    const email = (length: number) => `${'e'.repeat(length - '@example.test'.length)}@example.test`;
    const contact = (address: string) =>
      as('provider', `${V1}/beta/contacts/`, {
        method: 'POST',
        body: { legal_organization: lawFirmId, first_name: 'Long', email: address, confirm_email: true },
      });
    expect(await contact(email(TEXT_LIMITS.email + 1))).toEqual({ status: 400, body: { email: [tooLong(TEXT_LIMITS.email)] } });
    expect((await contact(email(TEXT_LIMITS.email))).status).toBe(201);

    const firm = (name: string, website = '') => as('provider', `${V1}/beta/organizations/`, { method: 'POST', body: { name, website } });
    expect(await firm('N'.repeat(TEXT_LIMITS.organizationName + 1))).toEqual({
      status: 400,
      body: { name: [tooLong(TEXT_LIMITS.organizationName)] },
    });
    expect((await firm('N'.repeat(TEXT_LIMITS.organizationName))).status).toBe(201);
    const website = (length: number) => `https://example.test/${'w'.repeat(length - 'https://example.test/'.length)}`;
    expect(await firm('Website Firm', website(TEXT_LIMITS.website + 1))).toEqual({
      status: 400,
      body: { website: [tooLong(TEXT_LIMITS.website)] },
    });
    expect((await firm('Website Firm', website(TEXT_LIMITS.website))).status).toBe(201);
  });

  test('tag name, external identifier, status note, lien note, rejection reason and thread message', async () => {
    expect(await as('lawFirm', `${V1}/tags/`, { method: 'POST', body: { name: 't'.repeat(TEXT_LIMITS.tagName + 1) } })).toEqual({
      status: 400,
      body: { name: [tooLong(TEXT_LIMITS.tagName)] },
    });
    expect((await as('lawFirm', `${V1}/tags/`, { method: 'POST', body: { name: 't'.repeat(TEXT_LIMITS.tagName) } })).status).toBe(201);

    const key = (id: string) =>
      as('lawFirm', `${V1}/escrow-agent/external-keys/`, {
        method: 'POST',
        body: { case: caseId, registry_external_id: id, registry_legal_organization_external_system: clioId },
      });
    expect(await key('k'.repeat(TEXT_LIMITS.externalId + 1))).toEqual({
      status: 400,
      body: { registry_external_id: [tooLong(TEXT_LIMITS.externalId)] },
    });
    expect((await key('k'.repeat(TEXT_LIMITS.externalId))).status).toBe(201);

    const status = (note: string) =>
      as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/`, { method: 'PATCH', body: { status: 'CLIENT_TREATING', note } });
    expect(await status('s'.repeat(NOTE + 1))).toEqual({ status: 400, body: { note: [tooLong(NOTE)] } });
    expect((await status('s'.repeat(NOTE))).status).toBe(200);

    const lienNote = (note: string) =>
      as('provider', `${V1}/beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body: { balance: '13.00', note } });
    expect(await lienNote('l'.repeat(NOTE + 1))).toEqual({ status: 400, body: { note: [tooLong(NOTE)] } });
    expect((await lienNote('l'.repeat(NOTE))).status).toBe(200);

    const reject = (note: string) =>
      as('lawFirm', `${V1}/beta/escrow-agent/liens/${lienId}/reject_verification/`, { method: 'PATCH', body: { note } });
    expect(await reject('r'.repeat(NOTE + 1))).toEqual({ status: 400, body: { note: [tooLong(NOTE)] } });
    expect((await reject('r'.repeat(NOTE))).status).toBe(200);

    const [thread] = (await as('provider', `${V1}/case-threads/?case=${caseId}&type=LIEN_REJECTION&page_size=off`)).body.results;
    const message = (note: string) => as('provider', `${V1}/case-messages/`, { method: 'POST', body: { thread: thread.id, note } });
    expect(await message('m'.repeat(NOTE + 1))).toEqual({ status: 400, body: { note: [tooLong(NOTE)] } });
    expect((await message('m'.repeat(NOTE))).status).toBe(201);
  });
});

describe('the database guard (migration 0012)', () => {
  test('the main text columns refuse what the API refuses, even written around it; older rows stay updatable', async () => {
    const db = registry.registry.db;
    const person = (await db.selectFrom('cases').select('plaintiff_id').where('id', '=', caseId).executeTakeFirstOrThrow()).plaintiff_id;
    const longName = 'x'.repeat(TEXT_LIMITS.personName + 1);
    await expect(db.updateTable('persons').set({ first_name: longName }).where('id', '=', person).execute()).rejects.toThrow(
      /persons.first_name is longer than 100 characters/,
    );
    await expect(
      db
        .insertInto('tags')
        .values({ name: 't'.repeat(TEXT_LIMITS.tagName + 1), organization_id: lawFirmId })
        .execute(),
    ).rejects.toThrow(/tags.name is longer than 50/);
    await expect(
      db
        .insertInto('activities')
        .values({ type: 'NOTE', note: 'n'.repeat(TEXT_LIMITS.note + 1), case_id: caseId } as never)
        .execute(),
    ).rejects.toThrow(/activities.note is longer than 5000/);
    // A name stored before the limits (written here with the guard off) does not block the case's other changes.
    await sql`alter table persons disable trigger persons_text_limits`.execute(db);
    await db.updateTable('persons').set({ first_name: longName }).where('id', '=', person).execute();
    await sql`alter table persons enable trigger persons_text_limits`.execute(db);
    const edited = await as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/details/`, {
      method: 'PATCH',
      body: { plaintiff: { birthdate: '1980-01-02' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.plaintiff).toMatchObject({ first_name: longName, birthdate: '1980-01-02' });
    // Shortening it is always possible.
    expect(
      (
        await as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/details/`, {
          method: 'PATCH',
          body: { plaintiff: { first_name: 'Ann' } },
        })
      ).status,
    ).toBe(200);
  });
});
