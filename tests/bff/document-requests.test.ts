// Document requests through GraphQL: requestDocuments (law firm only), the request on Case, Lien and the Inbox
// thread, respondToDocumentRequest and closeDocumentRequest with userErrors, the law firm seeing the lienholder's
// answer live (caseChanged), and the logged-out page's operations, which carry the e-mailed token as an argument
// and need no session: read, upload two files, submit; TOKEN_EXPIRED / ALREADY_FULFILLED; resend.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
let caseId: string;
let lienId: string;

async function rest(who: string, path: string) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}`, { headers: { authorization: `JWT ${tokens[who]}` } });
  return (await response.json()) as any;
}

const REQUEST = `mutation($input: RequestDocumentsInput!) { requestDocuments(input: $input) {
  documentRequest { id internalID note status isFulfilled isClosed viewerCan { respond close upload } lien { internalID } thread { type } }
  case { documentRequests { internalID } openDocumentRequestCount } userErrors { field message code } } }`;
const RESPOND = `mutation($input: RespondToDocumentRequestInput!) { respondToDocumentRequest(input: $input) {
  documentRequest { status isClosed responses { newStatus note createdByName } } userErrors { field message code } } }`;
const CLOSE = `mutation($input: CloseDocumentRequestInput!) { closeDocumentRequest(input: $input) {
  documentRequest { status isClosed closeReason } thread { isResolved } userErrors { field message code } } }`;
const BY_TOKEN = `query($token: String!, $requestId: String!) { documentRequestByToken(token: $token, requestId: $requestId) {
  errorCode request { internalID note lawFirmName lienholderName plaintiffFirstName plaintiffLastName contactName
  documents { name type } documentTypeChoices { value label } viewerCan { priceDocuments } } } }`;

/** The links e-mailed so far (newest first). */
async function links() {
  await stack.registry.registry.adapters.jobs.idle();
  const rows = await stack.registry.registry.db
    .selectFrom('mail_outbox')
    .select(['to', 'text'])
    .where('tag', '=', 'document-request')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const match = /\/document-request\/response\?token=([^&\s]+)&request_id=([0-9a-f-]{36})/.exec(row.text)!;
    return { to: row.to[0]!, token: decodeURIComponent(match[1]!), requestId: match[2]! };
  });
}

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) {
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
    orgs[key] = (await rest(key, 'accounts-auth/')).registry_accounts[0].registry_legal_organization.id;
  }
  const mine = (await rest('provider', 'lienholder/portfolio/?page_size=off&is_resolved=all')).results;
  const firm = new Set((await rest('lawFirm', 'escrow-agent/portfolio/?page_size=off&is_closed=all')).results.map((c: any) => c.id));
  const shared = mine.find(
    (c: any) => firm.has(c.id) && c.user_lien.share_documents && !c.lienholders.some((l: any) => l.id === orgs.insurer),
  );
  caseId = shared.id;
  lienId = shared.user_lien.id;
});
afterAll(() => stack?.close());

let requestGlobalId: string;
let requestId: string;

describe('signed in', () => {
  test('the law firm requests documents; bad input is a userError; a lienholder may not', async () => {
    const lien = encodeGlobalID('Lien', lienId);
    const bad = await gql(stack, REQUEST, { input: { lienId: lien } }, { token: tokens.lawFirm });
    expect(bad.body.data.requestDocuments).toMatchObject({
      documentRequest: null,
      userErrors: [{ field: 'note', message: 'This field is required.', code: 'INVALID' }],
    });
    const foreign = await gql(stack, REQUEST, { input: { lienId: lien, note: 'x' } }, { token: tokens.lawFirm2 });
    expect(foreign.body.data.requestDocuments.userErrors).toEqual([{ field: 'lienId', message: 'Not found.', code: 'INVALID' }]);
    const refused = await gql(stack, REQUEST, { input: { lienId: lien, note: 'x' } }, { token: tokens.provider });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const made = await gql(stack, REQUEST, { input: { lienId: lien, note: 'MRI records please' } }, { token: tokens.lawFirm });
    expect(made.body.data.requestDocuments).toMatchObject({
      documentRequest: {
        note: 'MRI records please',
        status: null,
        isFulfilled: false,
        isClosed: false,
        viewerCan: { respond: true, close: true, upload: false },
        lien: { internalID: lienId },
        thread: { type: 'DOCUMENT_REQUEST' },
      },
      case: { openDocumentRequestCount: 1 },
      userErrors: [],
    });
    requestGlobalId = made.body.data.requestDocuments.documentRequest.id;
    requestId = made.body.data.requestDocuments.documentRequest.internalID;
  });

  test("the lienholder's Inbox thread carries the request; it answers; another tenant sees nothing", async () => {
    const inbox = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { threads { type request { internalID status viewerCan { respond upload close } } } } } }`,
      { id: caseId },
      { token: tokens.provider },
    );
    expect(inbox.body.data.viewer.case.threads.filter((t: any) => t.type === 'DOCUMENT_REQUEST')).toEqual([
      {
        type: 'DOCUMENT_REQUEST',
        request: { internalID: requestId, status: null, viewerCan: { respond: true, upload: true, close: false } },
      },
    ]);
    const missingNote = await gql(
      stack,
      RESPOND,
      { input: { requestId: requestGlobalId, newStatus: 'CLARIFICATION_NEEDED' } },
      { token: tokens.provider },
    );
    expect(missingNote.body.data.respondToDocumentRequest.userErrors).toEqual([
      { field: 'note', message: 'This field is required. Please describe the clarification needed.', code: 'INVALID' },
    ]);
    const answered = await gql(
      stack,
      RESPOND,
      { input: { requestId: requestGlobalId, newStatus: 'IN_PROGRESS' } },
      { token: tokens.provider },
    );
    expect(answered.body.data.respondToDocumentRequest).toMatchObject({
      documentRequest: { status: 'IN_PROGRESS', isClosed: false, responses: [{ newStatus: 'IN_PROGRESS', note: '' }] },
      userErrors: [],
    });
    for (const other of ['lawFirm2', 'insurer']) {
      expect(
        (await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id: requestGlobalId }, { token: tokens[other] })).body.data.node,
      ).toBeNull();
      const denied = await gql(
        stack,
        RESPOND,
        { input: { requestId: requestGlobalId, note: 'x', newStatus: other === 'insurer' ? 'IN_PROGRESS' : null } },
        { token: tokens[other] },
      );
      expect(denied.body.data.respondToDocumentRequest.userErrors).toEqual([
        { field: 'requestId', message: 'Not found.', code: 'INVALID' },
      ]);
    }
    const onLien = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Lien { documentRequests { internalID } } } }`,
      { id: encodeGlobalID('Lien', lienId) },
      { token: tokens.lawFirm },
    );
    expect(onLien.body.data.node.documentRequests.map((r: any) => r.internalID)).toContain(requestId);
  });
});

describe('logged out', () => {
  test('the token reads its request without a session; an unknown one answers TOKEN_EXPIRED', async () => {
    const [link] = (await links()).filter((l) => l.requestId === requestId);
    const read = await gql(stack, BY_TOKEN, { token: link!.token, requestId });
    expect(read.status).toBe(200);
    expect(read.body.data.documentRequestByToken).toMatchObject({
      errorCode: null,
      request: { internalID: requestId, note: 'MRI records please', documents: [] },
    });
    expect(read.body.data.documentRequestByToken.request.documentTypeChoices.map((c: any) => c.value)).toEqual([
      'MEDICAL_RECORDS',
      'BILL',
      'LIEN_AGREEMENT',
      'OTHER',
    ]);
    // The Access Fee is offered only while the lienholder's organisation has a connected payment account.
    expect(read.body.data.documentRequestByToken.request.viewerCan).toEqual({ priceDocuments: false });
    const accounts = () => stack.registry.registry.db.selectFrom('payment_accounts');
    expect(await accounts().select('organization_id').where('organization_id', '=', orgs.provider!).executeTakeFirst()).toBeUndefined();
    await stack.registry.registry.db
      .insertInto('payment_accounts')
      .values({ organization_id: orgs.provider!, provider: 'offline', account_id: 'acct_bff_test', connected_at: new Date() })
      .execute();
    try {
      const connected = await gql(stack, BY_TOKEN, { token: link!.token, requestId });
      expect(connected.body.data.documentRequestByToken.request.viewerCan).toEqual({ priceDocuments: true });
    } finally {
      await stack.registry.registry.db.deleteFrom('payment_accounts').where('organization_id', '=', orgs.provider!).execute();
    }
    expect((await gql(stack, BY_TOKEN, { token: 'made-up', requestId })).body.data.documentRequestByToken).toEqual({
      errorCode: 'TOKEN_EXPIRED',
      request: null,
    });
    // A session does not stand in for the token.
    expect(
      (await gql(stack, BY_TOKEN, { token: tokens.provider, requestId }, { token: tokens.provider })).body.data.documentRequestByToken
        .errorCode,
    ).toBe('TOKEN_EXPIRED');
  });

  test('two files uploaded and submitted: the law firm sees the request fulfilled live', async () => {
    const [link] = (await links()).filter((l) => l.requestId === requestId);
    const token = link!.token;
    const tooBig = await gql(
      stack,
      `mutation($input: CreateDocumentRequestUploadsInput!) { createDocumentRequestUploads(input: $input) { uploads { uploadId } userErrors { field message code } } }`,
      { input: { token, requestId, files: [{ fileName: 'x.pdf', size: 104_856_577 }] } },
    );
    expect(tooBig.body.data.createDocumentRequestUploads.userErrors).toEqual([
      { field: 'files', message: 'No files larger than 100mb may be uploaded. Selected file size: 100.0mb.', code: 'FILE_TOO_LARGE' },
    ]);
    const targets = await gql(
      stack,
      `mutation($input: CreateDocumentRequestUploadsInput!) { createDocumentRequestUploads(input: $input) { uploads { uploadId fileName url method headers { name value } } userErrors { message } } }`,
      {
        input: {
          token,
          requestId,
          files: [
            { fileName: 'mri.pdf', size: 3, contentType: 'application/pdf' },
            { fileName: 'bill.pdf', size: 4, contentType: 'application/pdf' },
          ],
        },
      },
    );
    const uploads = targets.body.data.createDocumentRequestUploads.uploads;
    expect(uploads).toHaveLength(2);
    for (const [index, upload] of uploads.entries()) {
      const put = await fetch(`${stack.registry.url}${upload.url}`, {
        method: upload.method,
        headers: Object.fromEntries(upload.headers.map((h: any) => [h.name, h.value])),
        body: index === 0 ? 'MRI' : 'BILL',
      });
      expect(put.status).toBe(200);
    }
    const attached = await gql(
      stack,
      `mutation($input: AttachDocumentRequestDocumentsInput!) { attachDocumentRequestDocuments(input: $input) { documents { name type } userErrors { field message } } }`,
      {
        input: {
          token,
          requestId,
          documents: [
            { uploadId: uploads[0].uploadId, name: 'MRI', type: 'MEDICAL_RECORDS' },
            { uploadId: uploads[1].uploadId, name: 'Bill', type: 'BILL' },
          ],
        },
      },
    );
    expect(attached.body.data.attachDocumentRequestDocuments).toEqual({
      documents: [
        { name: 'MRI', type: 'MEDICAL_RECORDS' },
        { name: 'Bill', type: 'BILL' },
      ],
      userErrors: [],
    });

    const client = createClient({
      url: `${stack.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${tokens.lawFirm}` },
      retryAttempts: 0,
    });
    try {
      const live = new Promise<any>((resolve, reject) => {
        const stop = client.subscribe(
          {
            query: `subscription($id: ID!) { caseChanged(id: $id) { case { documentRequests { internalID isFulfilled status } } } }`,
            variables: { id: encodeGlobalID('Case', caseId) },
          },
          {
            next: (value: any) => {
              const request = value.data?.caseChanged.case.documentRequests.find((r: any) => r.internalID === requestId);
              if (request?.isFulfilled) {
                stop();
                resolve(request);
              }
            },
            error: reject,
            complete: () => {},
          },
        );
      });
      await new Promise<void>((resolve, reject) =>
        client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve }),
      );
      const submitted = await gql(
        stack,
        `mutation($input: SubmitDocumentRequestResponseInput!) { submitDocumentRequestResponse(input: $input) { isFulfilled userErrors { message code } } }`,
        { input: { token, requestId } },
      );
      expect(submitted.body.data.submitDocumentRequestResponse).toEqual({ isFulfilled: true, userErrors: [] });
      expect(await live).toEqual({ internalID: requestId, isFulfilled: true, status: 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS' });
    } finally {
      await client.dispose();
    }
    // Used up: the page goes to token-expired; another contact's link meets ALREADY_FULFILLED (when there is one).
    expect((await gql(stack, BY_TOKEN, { token, requestId })).body.data.documentRequestByToken.errorCode).toBe('TOKEN_EXPIRED');
    const again = await gql(
      stack,
      `mutation($input: SubmitDocumentRequestResponseInput!) { submitDocumentRequestResponse(input: $input) { isFulfilled userErrors { message code } } }`,
      { input: { token, requestId } },
    );
    expect(again.body.data.submitDocumentRequestResponse).toEqual({
      isFulfilled: false,
      userErrors: [{ message: 'Token has expired', code: 'TOKEN_EXPIRED' }],
    });
    const others = (await links()).filter((l) => l.requestId === requestId && l.token !== token);
    if (others.length)
      expect((await gql(stack, BY_TOKEN, { token: others[0]!.token, requestId })).body.data.documentRequestByToken.errorCode).toBe(
        'ALREADY_FULFILLED',
      );
  });

  test('resend e-mails a fresh link and returns no token; the law firm closes another request', async () => {
    const second = await gql(
      stack,
      REQUEST,
      { input: { lienId: encodeGlobalID('Lien', lienId), note: 'Bills too' } },
      { token: tokens.lawFirm },
    );
    const id = second.body.data.requestDocuments.documentRequest.internalID;
    const [link] = (await links()).filter((l) => l.requestId === id);
    const before = (await links()).length;
    const resent = await gql(
      stack,
      `mutation($input: ResendDocumentRequestLinkInput!) { resendDocumentRequestLink(input: $input) { sent userErrors { message } } }`,
      { input: { token: link!.token, requestId: id } },
    );
    expect(resent.body.data.resendDocumentRequestLink).toEqual({ sent: true, userErrors: [] });
    const after = await links();
    expect(after.length).toBe(before + 1);
    expect(after[0]!.to).toBe(link!.to);
    expect(JSON.stringify(resent.body)).not.toContain(after[0]!.token);

    const missing = await gql(
      stack,
      CLOSE,
      { input: { requestId: second.body.data.requestDocuments.documentRequest.id } },
      { token: tokens.lawFirm },
    );
    expect(missing.body.data.closeDocumentRequest.userErrors).toEqual([
      { field: 'note', message: 'This field is required.', code: 'INVALID' },
    ]);
    const closed = await gql(
      stack,
      CLOSE,
      { input: { requestId: second.body.data.requestDocuments.documentRequest.id, note: 'Not needed' } },
      { token: tokens.lawFirm },
    );
    expect(closed.body.data.closeDocumentRequest).toEqual({
      documentRequest: { status: 'CLOSED_BY_LAW_FIRM', isClosed: true, closeReason: 'CLOSED_BY_LAW_FIRM' },
      thread: { isResolved: true },
      userErrors: [],
    });
    expect((await gql(stack, BY_TOKEN, { token: after[0]!.token, requestId: id })).body.data.documentRequestByToken.errorCode).toBe(
      'ALREADY_FULFILLED',
    );
  });
});
