// The secure case upload (issue 14): a file sent signed out or signed in (upload target, PUT, form), any type, its
// confirmation e-mail; the refusals (required fields, e-mail format, control characters, oversize, an upload used
// twice) with nothing written; the rate limit; the staff list and download, refused to everyone else (a law firm, a
// lienholder, staff while impersonating) and written to the access log.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sweepStorage } from '../../registry/domain/documents/sweep.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const db = () => registry.registry.db;
const idle = () => registry.registry.adapters.jobs.idle();
const as = (who: string | null, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  call(url, path, { ...(who ? { token: tokens[who] } : {}), ...options });

let counter = 0;
const uniqueEmail = () => `sender-${Date.now()}-${++counter}@clinic.test`;

/** Asks for a target and PUTs `content` to it; answers the upload id. */
async function upload(content: string | Uint8Array, fileName = 'cases.csv', contentType = 'text/csv'): Promise<string> {
  const target = await call(url, `${V1}/bulk-data-imports/upload-url/`, {
    method: 'POST',
    body: { filename: fileName, size: Buffer.byteLength(content), content_type: contentType },
  });
  expect(target.status).toBe(201);
  const put = await fetch(`${url}${target.body.upload_url}`, {
    method: 'PUT',
    headers: target.body.upload_data.headers,
    body: content as BodyInit,
  });
  expect(put.status).toBe(200);
  return target.body.file_path;
}

const form = (dataFile: string, email = uniqueEmail()) => ({
  company_name: 'Chen Physical Therapy',
  full_name: 'Mia Chen',
  email_address: email,
  data_file: dataFile,
});

async function mailsTo(email: string) {
  return db()
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'text', 'html'])
    .where(sql<boolean>`${email} = any("to")`)
    .execute();
}

const importCount = async () =>
  Number(
    (
      await db()
        .selectFrom('bulk_data_imports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
});

afterAll(async () => {
  await registry?.close();
});

describe('POST /bulk-data-imports/', () => {
  test('signed out: the file is stored as sent, the upload is used, and the confirmation e-mail is queued', async () => {
    const content = 'first,last,birthdate\nOlive,Stone,1980-02-03\n';
    const id = await upload(content);
    const email = uniqueEmail();
    const sent = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(id, email) });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      company_name: 'Chen Physical Therapy',
      full_name: 'Mia Chen',
      email_address: email,
      data_file: { name: 'cases.csv', size: Buffer.byteLength(content), content_type: 'text/csv' },
      status: 'RECEIVED',
    });
    const row = await db().selectFrom('bulk_data_imports').selectAll().where('id', '=', sent.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ submitted_by_user_id: null, submitted_by_organization_id: null, upload_id: id, status: 'RECEIVED' });
    expect(row.ip).not.toBe('');
    const stored = await registry.registry.adapters.storage.open(row.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(content);
    const used = await db().selectFrom('document_uploads').select('attached_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(used.attached_at).not.toBeNull();

    await idle();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('We received your case upload');
    expect(mails[0]!.text).toContain(sent.body.id);
    // Never the file's content, nor what the sender typed (anyone may type any address).
    for (const body of [mails[0]!.text, mails[0]!.html]) {
      expect(body).not.toContain('Olive');
      expect(body).not.toContain('cases.csv');
      expect(body).not.toContain('Mia Chen');
    }

    // The storage sweep keeps the file (no document names it).
    await sweepStorage(db(), registry.registry.adapters.storage, { olderThan: new Date(Date.now() + 60_000) });
    expect(await registry.registry.adapters.storage.stat(row.storage_key)).toMatchObject({ size: Buffer.byteLength(content) });
  });

  test('any file type is accepted and stored', async () => {
    const id = await upload(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]), 'scan.pdf', 'application/pdf');
    const sent = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(id) });
    expect(sent.status).toBe(201);
    expect(sent.body.data_file).toEqual({ name: 'scan.pdf', size: 6, content_type: 'application/pdf' });
  });

  test('signed in: the sender and their organisation are recorded', async () => {
    const id = await upload('a,b\n1,2\n');
    const sent = await as('provider', `${V1}/bulk-data-imports/`, { method: 'POST', body: form(id) });
    expect(sent.status).toBe(201);
    const provider = await db().selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.provider).executeTakeFirstOrThrow();
    const row = await db().selectFrom('bulk_data_imports').selectAll().where('id', '=', sent.body.id).executeTakeFirstOrThrow();
    expect(row.submitted_by_user_id).toBe(provider.id);
    expect(row.submitted_by_organization_id).not.toBeNull();
    // An invalid session sends it as anyone would.
    const other = await upload('a,b\n1,2\n');
    const anonymous = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(other), token: 'not-a-token' });
    expect(anonymous.status).toBe(201);
    const anonymousRow = await db()
      .selectFrom('bulk_data_imports')
      .selectAll()
      .where('id', '=', anonymous.body.id)
      .executeTakeFirstOrThrow();
    expect(anonymousRow.submitted_by_user_id).toBeNull();
  });

  test('every field is required; the e-mail must be one; nothing is written and the upload stays unused', async () => {
    const before = await importCount();
    const empty = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      company_name: ['This field is required.'],
      full_name: ['This field is required.'],
      email_address: ['This field is required.'],
      data_file: ['This field is required.'],
    });
    const blank = await call(url, `${V1}/bulk-data-imports/`, {
      method: 'POST',
      body: { company_name: '  ', full_name: '', email_address: null, data_file: '' },
    });
    expect(blank.body).toEqual(empty.body);

    const id = await upload('a\n1\n');
    const badEmail = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: { ...form(id), email_address: 'mia.chen' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ email_address: ['Enter a valid email address.'] });

    const long = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: { ...form(id), company_name: 'x'.repeat(256) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ company_name: ['Ensure this field has no more than 255 characters.'] });

    const control = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: { ...form(id), full_name: 'Mia\u0000Chen' } });
    expect(control.status).toBe(400);
    expect(control.body.full_name).toEqual(['This field contains characters that are not allowed.']);

    const notAnUpload = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form('cases.csv') });
    expect(notAnUpload.status).toBe(400);
    expect(notAnUpload.body).toEqual({ data_file: ['The file has not been uploaded yet, or it has expired. Please choose it again.'] });

    // Asked for but the bytes never sent.
    const target = await call(url, `${V1}/bulk-data-imports/upload-url/`, { method: 'POST', body: { filename: 'x.csv', size: 3 } });
    const unsent = await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(target.body.file_path) });
    expect(unsent.body).toEqual({ data_file: ['The file has not been uploaded yet, or it has expired. Please choose it again.'] });

    expect(await importCount()).toBe(before);
    const unused = await db().selectFrom('document_uploads').select('attached_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(unused.attached_at).toBeNull();
    // The same upload goes through once the form is right.
    expect((await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(id) })).status).toBe(201);
  });

  test('an upload is used once, even by two forms at the same moment', async () => {
    const id = await upload('a\n1\n');
    const answers = await Promise.all([0, 1, 2].map(() => call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(id) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(refused.body).toEqual({ data_file: ['This upload has already been used or has expired.'] });
    const rows = await db().selectFrom('bulk_data_imports').select('id').where('upload_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  test('a file over 100 MiB − 1024 bytes is refused with the catalogue text', async () => {
    const tooBig = await call(url, `${V1}/bulk-data-imports/upload-url/`, {
      method: 'POST',
      body: { filename: 'cases.xlsx', size: 104_856_577 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ size: ['No files larger than 100mb may be uploaded. Selected file size: 100.0mb.'] });
    const huge = await call(url, `${V1}/bulk-data-imports/upload-url/`, {
      method: 'POST',
      body: { filename: 'cases.xlsx', size: 200 * 1024 * 1024 },
    });
    expect(huge.body).toEqual({ size: ['No files larger than 100mb may be uploaded. Selected file size: 200.0mb.'] });
    const atLimit = await call(url, `${V1}/bulk-data-imports/upload-url/`, {
      method: 'POST',
      body: { filename: 'cases.xlsx', size: 104_856_576 },
    });
    expect(atLimit.status).toBe(201);
    // Bytes beyond the declared limit are refused by the receiver.
    const small = await call(url, `${V1}/bulk-data-imports/upload-url/`, { method: 'POST', body: { filename: 'a.csv', size: 1 } });
    const put = await fetch(`${url}${small.body.upload_url}`, {
      method: 'PUT',
      headers: { ...small.body.upload_data.headers, 'content-length': String(104_856_577) },
      body: 'x',
    }).catch(() => null);
    if (put) expect([400, 413]).toContain(put.status);
    const missing = await call(url, `${V1}/bulk-data-imports/upload-url/`, { method: 'POST', body: {} });
    expect(missing.body).toEqual({ filename: ['This field is required.'], size: ['This field is required.'] });
    const controlName = await call(url, `${V1}/bulk-data-imports/upload-url/`, {
      method: 'POST',
      body: { filename: 'a\u0007.csv', size: 1 },
    });
    expect(controlName.status).toBe(400);
  });
});

describe('staff: the received files', () => {
  let importId: string;
  const content = 'first,last\nPat,Lee\n';

  beforeAll(async () => {
    const id = await upload(content, 'pat lee.csv');
    importId = (await call(url, `${V1}/bulk-data-imports/`, { method: 'POST', body: form(id) })).body.id;
  });

  test('the list: newest first, with the sender and the file', async () => {
    const list = await as('staff', `${V1}/staff/bulk-data-imports/?page_size=5`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(5);
    expect(list.body.results).toHaveLength(5);
    expect(list.body.results[0]).toMatchObject({
      id: importId,
      company_name: 'Chen Physical Therapy',
      full_name: 'Mia Chen',
      data_file: { name: 'pat lee.csv', size: Buffer.byteLength(content), content_type: 'text/csv' },
      status: 'RECEIVED',
      submitted_by: null,
      submitted_by_organization: null,
    });
    expect(list.body.results[0].download_url).toBeUndefined();
    const times = list.body.results.map((row: any) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const signedIn = (await as('staff', `${V1}/staff/bulk-data-imports/?page_size=off`)).body.results.find(
      (row: any) => row.submitted_by !== null,
    );
    expect(signedIn.submitted_by.email).toBe(DEMO_EMAILS.provider);
    expect(signedIn.submitted_by_organization.name).toEqual(expect.any(String));

    const logged = await db()
      .selectFrom('access_log')
      .select(['action', 'object_ids', 'refused'])
      .where('object_type', '=', 'bulk_data_import')
      .where('action', '=', 'list')
      .where(sql<boolean>`${importId} = any(object_ids)`)
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  test('the download: a short-lived link to the stored bytes, access-logged', async () => {
    const view = await as('staff', `${V1}/staff/bulk-data-imports/${importId}/`);
    expect(view.status).toBe(200);
    expect(view.body.download_url).toMatch(/^\/api\/registry\/v1\/files\/bulk-data-imports\//);
    const file = await fetch(`${url}${view.body.download_url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(content);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // A forged or altered link opens nothing.
    const forged = await fetch(`${url}${view.body.download_url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))}`);
    expect(forged.status).toBe(403);
    const documentLink = await fetch(`${url}${V1}/files/${importId}.${view.body.download_url.split('.').slice(1).join('.')}`);
    expect(documentLink.status).toBe(403);

    const staff = await db().selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.staff).executeTakeFirstOrThrow();
    const logged = await db()
      .selectFrom('access_log')
      .select(['user_id', 'refused'])
      .where('object_type', '=', 'bulk_data_import')
      .where('action', '=', 'view')
      .where(sql<boolean>`${importId} = any(object_ids)`)
      .execute();
    expect(logged).toContainEqual({ user_id: staff.id, refused: false });
    expect((await as('staff', `${V1}/staff/bulk-data-imports/not-a-uuid/`)).status).toBe(404);
    expect((await as('staff', `${V1}/staff/bulk-data-imports/00000000-0000-4000-8000-000000000000/`)).status).toBe(404);
  });

  test('signed out, a law firm, a lienholder and staff while impersonating are refused (and logged)', async () => {
    for (const path of [`${V1}/staff/bulk-data-imports/`, `${V1}/staff/bulk-data-imports/${importId}/`]) {
      expect((await call(url, path)).status).toBe(401);
      expect((await as('lawFirm', path)).status).toBe(403);
      expect((await as('provider', path)).status).toBe(403);
      const provider = await db().selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.provider).executeTakeFirstOrThrow();
      expect((await as('staff', path, { headers: { impostor: provider.id } })).status).toBe(403);
    }
    // Nothing was read: the attempts on the file by anyone but staff are logged as refused (law firm, lienholder, and
    // the lienholder's user impersonated by staff).
    const entries = await db()
      .selectFrom('access_log')
      .innerJoin('users as u', 'u.id', 'access_log.user_id')
      .select(['u.is_staff', 'access_log.refused', 'access_log.impersonator_id'])
      .where('object_type', '=', 'bulk_data_import')
      .where(sql<boolean>`${importId} = any(object_ids)`)
      .execute();
    const others = entries.filter((entry) => !entry.is_staff);
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(others.every((entry) => entry.refused)).toBe(true);
    expect(others.some((entry) => entry.impersonator_id !== null)).toBe(true);
  });

  test('staff asking for a file that is not there is logged as refused', async () => {
    const missing = '00000000-0000-4000-8000-00000000abcd';
    expect((await as('staff', `${V1}/staff/bulk-data-imports/${missing}/`)).status).toBe(404);
    const logged = await db()
      .selectFrom('access_log')
      .select(['refused'])
      .where('object_type', '=', 'bulk_data_import')
      .where(sql<boolean>`${missing} = any(object_ids)`)
      .execute();
    expect(logged).toEqual([{ refused: true }]);
  });
});

describe('rate limit', () => {
  let limited: TestRegistry;
  beforeAll(async () => {
    limited = await startTestRegistry({ rateLimits: { perAddress: 3 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  test('the form and its upload target are limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(limited.url, `${V1}/bulk-data-imports/`, { method: 'POST', body: {} }));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]!.body.detail).toMatch(/^Request was throttled/);
    const targets = [];
    for (let i = 0; i < 4; i++)
      targets.push(
        await call(limited.url, `${V1}/bulk-data-imports/upload-url/`, { method: 'POST', body: { filename: 'a.csv', size: 1 } }),
      );
    expect(targets.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
  });
});
