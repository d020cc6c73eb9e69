// Registration (issue 12): /register, /register-now, the lienholder wizard (register-lienholder, register-cases with
// rows or a spreadsheet), duplicates, the rate limit, and the staff decisions (non-staff refused, approve creates the
// wizard's cases, deciding twice or racing → one wins).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sweepStorage } from '../../registry/domain/documents/sweep.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let lawFirmId: string;
const db = () => registry.registry.db;
const idle = () => registry.registry.adapters.jobs.idle();
const as = (who: string | null, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { ...(who ? { token: tokens[who] } : {}), ...options });
const open = (path: string, options: { method?: string; body?: unknown } = {}) => call(url, path, options);

let counter = 0;
const uniqueEmail = (prefix = 'applicant') => `${prefix}-${Date.now()}-${++counter}@clinic.test`;

async function mailsTo(email: string) {
  return db()
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'text'])
    .where(sql<boolean>`${email} = any("to")`)
    .orderBy('created_at')
    .execute();
}

async function startWizard(email = uniqueEmail()) {
  const started = await open(`${V1}/register-lienholder/`, {
    method: 'POST',
    body: {
      compulsion_type: 'EMAIL',
      first_name: 'Mia',
      last_name: 'Chen',
      email,
      company_name: `Clinic ${counter}`,
      company_type: 'MEDICAL_PRACTICE',
    },
  });
  expect(started.status).toBe(201);
  return { id: started.body.id as string, email };
}

async function submitWizard(rows = 2) {
  const { id, email } = await startWizard();
  const cases = await open(`${V1}/register-cases/`, {
    method: 'POST',
    body: {
      compulsion_event_id: id,
      cases: [
        { law_firm: lawFirmId, plaintiff_first_name: 'Olive', plaintiff_last_name: 'Stone', plaintiff_birthdate: '1980-02-03' },
        {
          new_law_firm: { name: `Brand New Firm ${counter}`, website: 'https://newfirm.example.com' },
          plaintiff_first_name: 'Pat',
          plaintiff_last_name: 'Lee',
          date_of_loss: '2024-05-06',
        },
      ].slice(0, rows),
    },
  });
  expect(cases.status).toBe(201);
  const details = await open(`${V1}/register-lienholder/${id}/`, {
    method: 'PATCH',
    body: {
      contact_preference: 'WEBSITE',
      website: 'https://clinic.example.com',
      contacts: [{ first_name: 'Rae', email: 'rae@clinic.test' }],
    },
  });
  expect(details.status).toBe(200);
  const submitted = await open(`${V1}/register-lienholder/${id}/submit/`, { method: 'POST' });
  expect(submitted.status).toBe(200);
  return { id, email };
}

beforeAll(async () => {
  registry = await startTestRegistry({ rateLimits: { perAddress: 40 } });
  url = registry.url;
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  lawFirmId = (await as('lawFirm', `${V1}/accounts-auth/`)).body.registry_accounts[0].registry_legal_organization.id;
});

afterAll(async () => {
  await registry?.close();
});

describe('POST /register/ and /register-now/', () => {
  test('required fields and their texts', async () => {
    const register = await open(`${V1}/register/`, { method: 'POST', body: {} });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      email: ['This field is required.'],
      legal_organization: ['This field is required.'],
    });
    const now = await open(`${V1}/register-now/`, { method: 'POST', body: { email: 'not-an-email' } });
    expect(now.status).toBe(400);
    expect(now.body).toMatchObject({
      first_name: ['This field is required.'],
      email: ['Enter a valid email address.'],
      company_name: ['This field is required.'],
      customer_source: ['This field is required.'],
      company_type: ['This field is required.'],
    });
    expect(now.body.company_type_specification).toBeUndefined();
  });

  test('/register creates a pending USER account in the law firm and e-mails the password link', async () => {
    const email = uniqueEmail('associate');
    const answer = await open(`${V1}/register/`, {
      method: 'POST',
      body: { first_name: 'Ann', last_name: 'Lee', email, legal_organization: lawFirmId, referral_source: 'newsletter' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ is_account_created: true });
    const account = await db()
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.role', 'a.is_registration_pending', 'a.organization_id', 'u.password_hash'])
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ role: 'USER', is_registration_pending: true, organization_id: lawFirmId, password_hash: null });
    await idle();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/invite\?token=/);
  });

  test('/register refuses an organisation that is not a law firm', async () => {
    const provider = (await as('provider', `${V1}/accounts-auth/`)).body.registry_accounts[0].registry_legal_organization.id;
    const answer = await open(`${V1}/register/`, {
      method: 'POST',
      body: { first_name: 'Ann', last_name: 'Lee', email: uniqueEmail(), legal_organization: provider },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ legal_organization: ['Select a law firm.'] });
  });

  test('/register-now creates a new organisation with a pending ADMIN; duplicates are refused', async () => {
    const email = uniqueEmail('founder');
    const body = {
      first_name: 'Fay',
      last_name: 'Ng',
      email,
      company_name: 'Ng Funding',
      customer_source: 'Search engine',
      company_type: 'OTHER',
      company_type_specification: 'Broker',
    };
    expect((await open(`${V1}/register-now/`, { method: 'POST', body })).status).toBe(201);
    const row = await db()
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
      .select(['a.role', 'a.is_registration_pending', 'o.name', 'o.type'])
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'ADMIN', is_registration_pending: true, name: 'Ng Funding', type: 'OTHER' });
    // The user exists now: the same e-mail again (any case) is refused with the sign-in hint.
    const again = await open(`${V1}/register-now/`, { method: 'POST', body: { ...body, email: email.toUpperCase() } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: ['An account with this e-mail already exists. Please sign in or reset your password.'] });
    const existing = await open(`${V1}/register/`, {
      method: 'POST',
      body: { first_name: 'L', last_name: 'H', email: DEMO_EMAILS.lawFirm, legal_organization: lawFirmId },
    });
    expect(existing.body).toEqual({ email: ['An account with this e-mail already exists. Please sign in or reset your password.'] });
  });
});

describe('the lienholder wizard', () => {
  test('step 1 validation: compulsion type, required fields, no law-firm type', async () => {
    const answer = await open(`${V1}/register-lienholder/`, { method: 'POST', body: { company_type: 'LAW_FIRM' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      compulsion_type: ['This field is required.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      email: ['This field is required.'],
      company_name: ['This field is required.'],
      company_type: ['A lienholder cannot be of the law firm type.'],
    });
  });

  test('cases: unknown event carries compulsion_event_id; row errors; file types', async () => {
    const unknown = await open(`${V1}/register-cases/`, {
      method: 'POST',
      body: {
        compulsion_event_id: '00000000-0000-4000-8000-000000000000',
        cases: [{ law_firm: lawFirmId, plaintiff_first_name: 'A', plaintiff_last_name: 'B' }],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ compulsion_event_id: ['There was an error processing your cases. Please refresh and try again'] });

    const { id } = await startWizard();
    const rows = await open(`${V1}/register-cases/`, {
      method: 'POST',
      body: {
        compulsion_event_id: id,
        cases: [{ plaintiff_first_name: 'A' }, { law_firm: lawFirmId, plaintiff_first_name: 'C', plaintiff_last_name: 'D' }],
      },
    });
    expect(rows.status).toBe(400);
    expect(rows.body).toEqual({ cases: [{ law_firm: ['This field is required.'], plaintiff_last_name: ['This field is required.'] }, {}] });

    const badType = await open(`${V1}/register-cases/upload-url/`, {
      method: 'POST',
      body: { compulsion_event_id: id, filename: 'cases.pdf', size: 10 },
    });
    expect(badType.status).toBe(400);
    expect(badType.body).toEqual({ filename: ['Upload a spreadsheet: .xls, .xlsx, .csv or .numbers.'] });
    const tooBig = await open(`${V1}/register-cases/upload-url/`, {
      method: 'POST',
      body: { compulsion_event_id: id, filename: 'cases.csv', size: 104_856_577 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.size[0]).toMatch(/too large/);
  });

  test('a spreadsheet is uploaded and kept on the registration', async () => {
    const { id } = await startWizard();
    const target = await open(`${V1}/register-cases/upload-url/`, {
      method: 'POST',
      body: { compulsion_event_id: id, filename: 'cases.csv', size: 22, content_type: 'text/csv' },
    });
    expect(target.status).toBe(201);
    const put = await fetch(`${url}${target.body.upload_url}`, {
      method: 'PUT',
      headers: target.body.upload_data.headers,
      body: 'first,last\nOlive,Stone',
    });
    expect(put.status).toBe(200);
    const cases = await open(`${V1}/register-cases/`, {
      method: 'POST',
      body: { compulsion_event_id: id, data_file: target.body.file_path },
    });
    expect(cases.status).toBe(201);
    expect(cases.body.data_file).toEqual({ name: 'cases.csv', size: 22 });
    expect(cases.body.step).toBe('details');
    // The storage sweep keeps the registration's file (no document names it).
    const { data_file_key } = await db().selectFrom('registrations').select('data_file_key').where('id', '=', id).executeTakeFirstOrThrow();
    await sweepStorage(db(), registry.registry.adapters.storage, { olderThan: new Date(Date.now() + 60_000) });
    expect(await registry.registry.adapters.storage.stat(data_file_key!)).toMatchObject({ size: 22 });
  });

  test('details: the contact preference decides what is required; contacts need first name and work e-mail', async () => {
    const { id } = await startWizard();
    const badContact = await open(`${V1}/register-lienholder/${id}/`, { method: 'PATCH', body: { contacts: [{ last_name: 'X' }] } });
    expect(badContact.status).toBe(400);
    expect(badContact.body).toEqual({ contacts: [{ first_name: ['This field is required.'], email: ['This field is required.'] }] });
    await open(`${V1}/register-lienholder/${id}/`, { method: 'PATCH', body: { contact_preference: 'ADDRESS' } });
    const missing = await open(`${V1}/register-lienholder/${id}/submit/`, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      phone_number: ['A phone number is required when the full company address and phone number is the contact preference.'],
      address: ['The address is required when the full company address and phone number is the contact preference.'],
    });
    await open(`${V1}/register-lienholder/${id}/`, { method: 'PATCH', body: { contact_preference: 'WEBSITE' } });
    const noSite = await open(`${V1}/register-lienholder/${id}/submit/`, { method: 'POST' });
    expect(noSite.body).toEqual({ website: ['A website is required when the company website is the contact preference.'] });
  });

  test('submitted: the draft is closed, a second registration for the e-mail is refused', async () => {
    const { id, email } = await submitWizard();
    expect((await open(`${V1}/register-lienholder/${id}/`)).status).toBe(404);
    const patch = await open(`${V1}/register-lienholder/${id}/`, { method: 'PATCH', body: { website: 'https://x.example.com' } });
    expect(patch.body).toEqual({ non_field_errors: ['This registration has already been submitted.'] });
    const cases = await open(`${V1}/register-cases/`, {
      method: 'POST',
      body: { compulsion_event_id: id, cases: [{ law_firm: lawFirmId, plaintiff_first_name: 'A', plaintiff_last_name: 'B' }] },
    });
    expect(cases.body).toEqual({ compulsion_event_id: ['This registration has already been submitted.'] });
    const again = await open(`${V1}/register-lienholder/`, {
      method: 'POST',
      body: { compulsion_type: 'EMAIL', first_name: 'M', last_name: 'C', email, company_name: 'C', company_type: 'FUNDER' },
    });
    expect(again.status).toBe(400);
    expect(again.body.email[0]).toMatch(/already exists|awaiting approval/);
  });

  test('two registrations for one e-mail at once: one is created, the other refused with the duplicate text', async () => {
    const email = uniqueEmail('twice');
    const body = { first_name: 'T', last_name: 'W', email, company_name: 'Twice Co', customer_source: 'x', company_type: 'FUNDER' };
    const answers = await Promise.all([
      open(`${V1}/register-now/`, { method: 'POST', body }),
      open(`${V1}/register-now/`, { method: 'POST', body: { ...body, email: email.toUpperCase() } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.email[0]).toMatch(/already exists|awaiting approval/);
    const users = await db()
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email)
      .execute();
    expect(users).toHaveLength(1);
  });

  test("a law firm user's approval leaves provider invitations to that e-mail alone", async () => {
    const email = uniqueEmail('associate');
    const invitation = await db()
      .insertInto('provider_invitations')
      .values({ law_firm_id: lawFirmId, to_email: email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await open(`${V1}/register/`, { method: 'POST', body: { first_name: 'A', last_name: 'B', email, legal_organization: lawFirmId } });
    const registration = await db().selectFrom('registrations').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect((await as('staff', `${V1}/staff/registrations/${registration.id}/approve/`, { method: 'POST' })).status).toBe(200);
    const state = await db().selectFrom('provider_invitations').select('state').where('id', '=', invitation.id).executeTakeFirstOrThrow();
    expect(state.state).toBe('sent');
  });

  test('a pending registration without a user yet (race) is refused as awaiting approval', async () => {
    const email = uniqueEmail('pending');
    await db()
      .insertInto('registrations')
      .values({ kind: 'SELF_SERVICE', status: 'PENDING', first_name: 'P', last_name: 'Q', email, submitted_at: new Date() })
      .execute();
    const answer = await open(`${V1}/register-now/`, {
      method: 'POST',
      body: { first_name: 'P', last_name: 'Q', email, company_name: 'Q Co', customer_source: 'x', company_type: 'FUNDER' },
    });
    expect(answer.body).toEqual({ email: ['A registration for this e-mail is already awaiting approval.'] });
  });

  test('law firm search is public and answers names only', async () => {
    const answer = await open(`${V1}/register-lienholder/law-firms/?search=${encodeURIComponent('a')}`);
    expect(answer.body).toEqual({ results: [] });
    const name = (await db().selectFrom('legal_organizations').select('name').where('id', '=', lawFirmId).executeTakeFirstOrThrow()).name;
    const found = await open(`${V1}/register-lienholder/law-firms/?search=${encodeURIComponent(name.slice(0, 5))}`);
    expect(found.body.results).toContainEqual({ id: lawFirmId, name });
    expect(Object.keys(found.body.results[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('staff decisions', () => {
  test('anonymous, non-staff and impersonating callers are refused', async () => {
    expect((await open(`${V1}/staff/registrations/`)).status).toBe(401);
    expect((await as('provider', `${V1}/staff/registrations/`)).status).toBe(403);
    const { id } = await submitWizard(1);
    expect((await as('provider', `${V1}/staff/registrations/${id}/`)).status).toBe(403);
    expect((await as('lawFirm', `${V1}/staff/registrations/${id}/approve/`, { method: 'POST' })).status).toBe(403);
    expect((await as('provider', `${V1}/staff/registrations/${id}/reject/`, { method: 'POST', body: {} })).status).toBe(403);
    const providerUser = await db().selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.provider).executeTakeFirstOrThrow();
    const impersonating = await call(url, `${V1}/staff/registrations/`, { token: tokens.staff, headers: { impostor: providerUser.id } });
    expect(impersonating.status).toBe(403);
    const status = await db().selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status.status).toBe('PENDING');
    // Refusals are in the access log.
    const refused = await db()
      .selectFrom('access_log')
      .select(['refused'])
      .where('object_type', '=', 'registration')
      .where('refused', '=', true)
      .execute();
    expect(refused.length).toBeGreaterThan(0);
  });

  test('approve: cases with the new lienholder liens (new law firm too), contacts, invitations accepted, e-mail', async () => {
    const { id, email } = await submitWizard(2);
    const invitation = await db()
      .insertInto('provider_invitations')
      .values({ law_firm_id: lawFirmId, to_email: email.toUpperCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await as('staff', `${V1}/staff/registrations/?status=PENDING&page_size=off`);
    expect(list.status).toBe(200);
    const listed = list.body.results.find((row: any) => row.id === id);
    expect(listed.cases).toHaveLength(2);
    expect(listed.cases[1].new_law_firm.name).toMatch(/Brand New Firm/);

    const approved = await as('staff', `${V1}/staff/registrations/${id}/approve/`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    const organizationId = approved.body.organization.id;
    const account = await db()
      .selectFrom('accounts')
      .select(['is_registration_pending', 'role'])
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ is_registration_pending: false, role: 'ADMIN' });
    const liens = await db()
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .innerJoin('legal_organizations as firm', 'firm.id', 'c.law_firm_id')
      .select(['l.verification_status', 'firm.name', 'firm.type'])
      .where('l.lienholder_id', '=', organizationId)
      .execute();
    expect(liens).toHaveLength(2);
    expect(liens.every((lien) => lien.verification_status === 'PENDING' && lien.type === 'LAW_FIRM')).toBe(true);
    expect(approved.body.cases.every((row: any) => typeof row.created_case === 'string')).toBe(true);
    const contacts = await db().selectFrom('contacts').select('email').where('legal_organization_id', '=', organizationId).execute();
    expect(contacts).toEqual([{ email: 'rae@clinic.test' }]);
    const accepted = await db()
      .selectFrom('provider_invitations')
      .select(['state', 'to_lienholder_id'])
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(accepted).toEqual({ state: 'accepted', to_lienholder_id: organizationId });
    await idle();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toContain('Your registration was approved');
    expect(mails.find((mail) => mail.subject === 'Your registration was approved')!.text).toContain(
      `/login?organization=${organizationId}`,
    );

    // The approval is in the access log with the cases it created.
    const logged = await db()
      .selectFrom('access_log')
      .select(['action', 'case_ids', 'refused'])
      .where('object_type', '=', 'registration')
      .where('action', '=', 'update')
      .where(sql<boolean>`${id} = any(object_ids)`)
      .execute();
    expect(
      logged.some((entry) => !entry.refused && approved.body.cases.every((row: any) => entry.case_ids.includes(row.created_case))),
    ).toBe(true);

    const twice = await as('staff', `${V1}/staff/registrations/${id}/reject/`, { method: 'POST', body: {} });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ non_field_errors: ['This registration has already been decided.'] });
  });

  test('racing approvals: exactly one wins, cases are created once', async () => {
    const { id } = await submitWizard(1);
    const answers = await Promise.all([
      as('staff', `${V1}/staff/registrations/${id}/approve/`, { method: 'POST' }),
      as('staff', `${V1}/staff/registrations/${id}/approve/`, { method: 'POST' }),
      as('staff', `${V1}/staff/registrations/${id}/reject/`, { method: 'POST', body: { note: 'dup' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    const created = await db().selectFrom('registration_cases').select('created_case_id').where('registration_id', '=', id).execute();
    const winner = answers.find((answer) => answer.status === 200)!.body;
    if (winner.status === 'APPROVED') expect(created[0]!.created_case_id).not.toBeNull();
    else expect(created[0]!.created_case_id).toBeNull();
  });

  test('the applicant chooses a password through the e-mailed invitation, waits at the gate, and works once approved', async () => {
    const { id, email } = await submitWizard(1);
    await idle();
    const link = (await mailsTo(email)).map((mail) => /\/invite\?token=([^\s&]+)/.exec(mail.text)?.[1]).find(Boolean)!;
    const token = decodeURIComponent(link);
    const verified = await open(`${V1}/register/verify-invite/`, { method: 'POST', body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email, first_name: 'Mia', last_name: 'Chen' });
    const accepted = await open(`${V1}/register/accept-invite/`, {
      method: 'POST',
      body: { token, first_name: 'Mia', last_name: 'Chen', password: 'a-long-enough-passphrase-42' },
    });
    expect(accepted.status).toBe(204);
    const applicant = await loginAs(url, email, 'a-long-enough-passphrase-42');
    const before = await call(url, `${V1}/accounts-auth/`, { token: applicant });
    expect(before.body.registry_accounts[0].is_registration_pending).toBe(true);
    const organizationId = before.body.registry_accounts[0].registry_legal_organization.id;
    const gated = await call(url, `${V1}/lienholder/portfolio/`, { token: applicant });
    expect(gated.status).toBe(403);
    expect(gated.body).toEqual({ detail: 'Your registration is awaiting approval.' });

    expect((await as('staff', `${V1}/staff/registrations/${id}/approve/`, { method: 'POST' })).status).toBe(200);
    const after = await call(url, `${V1}/accounts-auth/`, { token: applicant });
    expect(after.body.registry_accounts[0].is_registration_pending).toBe(false);
    const portfolio = await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: applicant });
    expect(portfolio.status).toBe(200);
    expect(portfolio.body.results.map((row: any) => row.plaintiff.last_name)).toEqual(['Stone']);
    expect(organizationId).toBeTruthy();
  });

  test('a provider invitation id is kept on the registration; an unknown one is ignored', async () => {
    const email = uniqueEmail('invited');
    const invitation = await db()
      .insertInto('provider_invitations')
      .values({ law_firm_id: lawFirmId, to_email: email })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = { compulsion_type: 'EMAIL', first_name: 'I', last_name: 'V', email, company_name: 'Invited Co', company_type: 'FUNDER' };
    const kept = await open(`${V1}/register-lienholder/`, { method: 'POST', body: { ...body, compulsion_request: invitation.id } });
    expect(kept.body.compulsion_request).toBe(invitation.id);
    const unknown = await open(`${V1}/register-lienholder/`, {
      method: 'POST',
      body: { ...body, email: uniqueEmail('other'), compulsion_request: '00000000-0000-4000-8000-000000000001' },
    });
    expect(unknown.status).toBe(201);
    expect(unknown.body.compulsion_request).toBeNull();
  });

  test('reject deactivates the pending account and e-mails the applicant', async () => {
    const { id, email } = await submitWizard(1);
    const rejected = await as('staff', `${V1}/staff/registrations/${id}/reject/`, {
      method: 'POST',
      body: { note: 'Could not verify the practice.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejection_note: 'Could not verify the practice.' });
    const account = await db()
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.is_active')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.is_active).toBe(false);
    await idle();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Your registration was not approved');
  });
});

describe('rate limit', () => {
  test('the public forms are limited per address', async () => {
    // The search was called twice above (same route, same address, same window): 38 more pass, then 429.
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await open(`${V1}/register-lienholder/law-firms/?search=zz`));
    expect(answers.slice(0, 38).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.slice(38).map((answer) => answer.status)).toEqual([429, 429]);
    expect(answers.at(-1)!.body.detail).toMatch(/^Request was throttled/);
  });
});
