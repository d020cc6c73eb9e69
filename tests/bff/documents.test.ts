// Documents through GraphQL over a real registry: upload targets (the size limit before any byte), the bytes PUT to
// the signed target, attaching several files at once, the lists per case with the filter, what each side sees and
// may do (viewerCan), opening (a fresh link; the law firm's view shows to the lienholder), editing, deleting,
// Download All as one zip, a policy limit's document, and the live DOCUMENTS change of caseChanged.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const clients: Client[] = [];
let target: { caseId: string; internalID: string; lienId: string; lienholderKey: 'provider' | 'funder' | 'insurer' };

const ACCOUNTS = ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer'] as const;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ACCOUNTS) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  // A case of the first firm with a lien of a demo lienholder on it.
  const reply = await gql(
    stack,
    `{ viewer { portfolio(first: 100) { edges { node { id internalID liens { id internalID lienholder { internalID } } } } } } }`,
    {},
    { token: tokens.lawFirm },
  );
  const lienholders = await Promise.all(
    (['provider', 'funder', 'insurer'] as const).map(async (key) => {
      const me = await gql(stack, `{ viewer { activeAccount { organization { internalID } } } }`, {}, { token: tokens[key] });
      return [key, me.body.data.viewer.activeAccount.organization.internalID as string] as const;
    }),
  );
  for (const edge of reply.body.data.viewer.portfolio.edges) {
    for (const lien of edge.node.liens) {
      const holder = lienholders.find(([, id]) => id === lien.lienholder.internalID);
      if (holder && !target) target = { caseId: edge.node.id, internalID: edge.node.internalID, lienId: lien.id, lienholderKey: holder[0] };
    }
  }
  expect(target).toBeDefined();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

const CREATE = `mutation($input: CreateDocumentUploadsInput!) { createDocumentUploads(input: $input) {
  uploads { uploadId fileName url method headers { name value } } userErrors { field message code } } }`;
const ATTACH = `mutation($input: AttachDocumentsInput!) { attachDocuments(input: $input) {
  documentEdges { cursor node { id internalID name type typeLabel price isCaseDocument addedByLawFirm uploadedBy size
    viewerCan { edit delete download pay } } }
  userErrors { field message code } } }`;
const DOCUMENTS = `query($id: ID!, $filter: DocumentsFilter) { node(id: $id) { ... on Case {
  documents(first: 50, filter: $filter) { totalCount edges { node { id internalID name type isCaseDocument lastViewedByLawFirm
    viewerCan { edit delete download pay } } } } } } }`;

/** Uploads files as `who` through both mutations and the signed targets; returns the attach payload. */
async function upload(
  who: string,
  files: { name: string; body: string; type: string; price?: string }[],
  extra: { shareWith?: string; caseId?: string } = {},
) {
  const created = await gql(
    stack,
    CREATE,
    { input: { files: files.map((file) => ({ fileName: file.name, size: Buffer.byteLength(file.body), contentType: 'text/plain' })) } },
    { token: tokens[who] },
  );
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data.createDocumentUploads.userErrors).toEqual([]);
  const uploads = created.body.data.createDocumentUploads.uploads;
  for (const [index, target] of uploads.entries()) {
    const response = await fetch(new URL(target.url, stack.registry.url), {
      method: target.method,
      headers: Object.fromEntries(target.headers.map((header: { name: string; value: string }) => [header.name, header.value])),
      body: files[index]!.body,
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }
  const attached = await gql(
    stack,
    ATTACH,
    {
      input: {
        caseId: extra.caseId ?? target.caseId,
        ...(extra.shareWith ? { shareWith: extra.shareWith } : {}),
        documents: files.map((file, index) => ({
          uploadId: uploads[index].uploadId,
          name: file.name,
          type: file.type,
          ...(file.price ? { price: file.price } : {}),
        })),
      },
    },
    { token: tokens[who] },
  );
  expect(attached.body.errors).toBeUndefined();
  return attached.body.data.attachDocuments;
}

describe('documents', () => {
  test('a file over 104,856,576 bytes gets no upload target, with the catalogue text', async () => {
    const reply = await gql(
      stack,
      CREATE,
      { input: { files: [{ fileName: 'scan.pdf', size: 104_856_577, contentType: 'application/pdf' }] } },
      { token: tokens.lawFirm },
    );
    expect(reply.body.data.createDocumentUploads).toEqual({
      uploads: [],
      userErrors: [
        { field: 'files', message: 'No files larger than 100mb may be uploaded. Selected file size: 100.0mb.', code: 'FILE_TOO_LARGE' },
      ],
    });
  });

  test("the law firm's case choices: New menu rights, its own types, Share With 'All' and each lien's holder", async () => {
    const reply = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Case { viewerCan { uploadDocuments requestDocuments priceDocuments }
        documentTypeChoices { value } documentShareWithChoices { value label } showsLastViewedByLawFirm documentsDownloadLimit } } }`,
      { id: target.caseId },
      { token: tokens.lawFirm },
    );
    const kase = reply.body.data.node;
    expect(kase.viewerCan).toEqual({ uploadDocuments: true, requestDocuments: true, priceDocuments: false });
    expect(kase.documentTypeChoices.map((choice: { value: string }) => choice.value)).toContain('HIPAA_RELEASE');
    expect(kase.documentTypeChoices.map((choice: { value: string }) => choice.value)).not.toContain('MEDICAL_RECORDS');
    expect(kase.documentShareWithChoices[0]).toEqual({ value: 'ALL', label: 'All' });
    expect(kase.documentShareWithChoices.map((choice: { value: string }) => choice.value)).toContain(target.lienId);
    expect(kase.showsLastViewedByLawFirm).toBe(false);
    expect(kase.documentsDownloadLimit).toBe(100);

    const lienholder = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Case { viewerCan { uploadDocuments requestDocuments }
        documentTypeChoices { value } documentShareWithChoices { value } showsLastViewedByLawFirm } } }`,
      { id: target.caseId },
      { token: tokens[target.lienholderKey] },
    );
    expect(lienholder.body.data.node).toMatchObject({
      viewerCan: { uploadDocuments: true, requestDocuments: false },
      documentShareWithChoices: [],
      showsLastViewedByLawFirm: true,
    });
    expect(lienholder.body.data.node.documentTypeChoices.map((choice: { value: string }) => choice.value)).toEqual([
      'MEDICAL_RECORDS',
      'BILL',
      'LIEN_AGREEMENT',
      'OTHER',
    ]);
  });

  test('the law firm uploads two files at once for everyone; both sides list them, the filter narrows', async () => {
    const attached = await upload(
      'lawFirm',
      [
        { name: 'HIPAA release.txt', body: 'release', type: 'HIPAA_RELEASE' },
        { name: 'Letter of request.txt', body: 'letter', type: 'LETTER_OF_REQUEST' },
      ],
      { shareWith: 'ALL' },
    );
    expect(attached.userErrors).toEqual([]);
    expect(attached.documentEdges.map((edge: any) => edge.node)).toMatchObject([
      { name: 'HIPAA release.txt', typeLabel: 'HIPAA Release', isCaseDocument: true, addedByLawFirm: true, price: '0.00', size: 7 },
      { name: 'Letter of request.txt', type: 'LETTER_OF_REQUEST', isCaseDocument: true },
    ]);
    expect(attached.documentEdges[0].node.viewerCan).toEqual({ edit: true, delete: true, download: true, pay: false });

    const firm = await gql(stack, DOCUMENTS, { id: target.caseId }, { token: tokens.lawFirm });
    const names = firm.body.data.node.documents.edges.map((edge: any) => edge.node.name);
    expect(names).toEqual(expect.arrayContaining(['HIPAA release.txt', 'Letter of request.txt']));
    const narrowed = await gql(stack, DOCUMENTS, { id: target.caseId, filter: { search: 'hipaa' } }, { token: tokens.lawFirm });
    expect(narrowed.body.data.node.documents.edges.map((edge: any) => edge.node.name)).toEqual(['HIPAA release.txt']);
    const byType = await gql(stack, DOCUMENTS, { id: target.caseId, filter: { type: 'LETTER_OF_REQUEST' } }, { token: tokens.lawFirm });
    expect(byType.body.data.node.documents.totalCount).toBe(1);

    const lienholder = await gql(stack, DOCUMENTS, { id: target.caseId }, { token: tokens[target.lienholderKey] });
    const seen = lienholder.body.data.node.documents.edges.find((edge: any) => edge.node.name === 'HIPAA release.txt').node;
    expect(seen.viewerCan).toEqual({ edit: false, delete: false, download: true, pay: false });
  });

  test("Share With one lien's holder: a lien document of that lien, seen by that holder and the firm only", async () => {
    const attached = await upload('lawFirm', [{ name: 'For one.txt', body: 'one', type: 'SIGNED_LIEN_LETTER' }], {
      shareWith: target.lienId,
    });
    expect(attached.userErrors).toEqual([]);
    const document = attached.documentEdges[0].node;
    expect(document).toMatchObject({ isCaseDocument: false, addedByLawFirm: true });
    for (const key of ACCOUNTS) {
      const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id: document.id }, { token: tokens[key] });
      const sees = key === 'lawFirm' || key === target.lienholderKey;
      expect(node.body.data.node, key).toEqual(sees ? { id: document.id } : null);
    }
  });

  test("a lien's own document: the law firm opens it (fresh link to the bytes), the lienholder sees when", async () => {
    const holder = target.lienholderKey;
    const attached = await upload(holder, [{ name: 'Bill 1.txt', body: 'itemised bill', type: 'BILL' }]);
    expect(attached.userErrors).toEqual([]);
    const document = attached.documentEdges[0].node;
    expect(document).toMatchObject({ isCaseDocument: false, addedByLawFirm: false });

    const OPEN = `mutation($input: OpenDocumentInput!) { openDocument(input: $input) { url document { id } userErrors { message } } }`;
    const opened = await gql(stack, OPEN, { input: { documentId: document.id } }, { token: tokens.lawFirm });
    expect(opened.body.data.openDocument.userErrors).toEqual([]);
    const file = await fetch(new URL(opened.body.data.openDocument.url, stack.registry.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(await file.text()).toBe('itemised bill');

    const seen = await gql(stack, DOCUMENTS, { id: target.caseId }, { token: tokens[holder] });
    const row = seen.body.data.node.documents.edges.find((edge: any) => edge.node.id === document.id).node;
    expect(row.lastViewedByLawFirm).not.toBeNull();
    const firmRow = (await gql(stack, DOCUMENTS, { id: target.caseId }, { token: tokens.lawFirm })).body.data.node.documents.edges.find(
      (edge: any) => edge.node.id === document.id,
    ).node;
    expect(firmRow.lastViewedByLawFirm).toBeNull();
    expect(firmRow.viewerCan).toMatchObject({ edit: false, delete: false, download: true });
    // Between the lien's holder and the case's law firm only: every other account gets null.
    for (const other of ACCOUNTS.filter((key) => key !== holder && key !== 'lawFirm')) {
      const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id: document.id }, { token: tokens[other] });
      expect(node.body.data.node, other).toBeNull();
    }
  });

  test('an access fee: a lienholder with a connected payment account prices medical records; the law firm must pay to open', async () => {
    const holder = target.lienholderKey;
    const PRICE = `query($id: ID!) { node(id: $id) { ... on Case { viewerCan { priceDocuments } } } }`;
    expect((await gql(stack, PRICE, { id: target.caseId }, { token: tokens[holder] })).body.data.node.viewerCan.priceDocuments).toBe(false);
    const me = await gql(stack, `{ viewer { activeAccount { organization { internalID } } } }`, {}, { token: tokens[holder] });
    const organizationId = me.body.data.viewer.activeAccount.organization.internalID;
    await stack.registry.registry.db
      .insertInto('payment_accounts')
      .values({ organization_id: organizationId, provider: 'OFFLINE', account_id: `acct_${organizationId.slice(0, 8)}` })
      .execute();
    expect((await gql(stack, PRICE, { id: target.caseId }, { token: tokens[holder] })).body.data.node.viewerCan.priceDocuments).toBe(true);
    expect((await gql(stack, PRICE, { id: target.caseId }, { token: tokens.lawFirm })).body.data.node.viewerCan.priceDocuments).toBe(false);

    const attached = await upload(holder, [{ name: 'MRI.txt', body: 'mri report', type: 'MEDICAL_RECORDS', price: '25.00' }]);
    expect(attached.userErrors).toEqual([]);
    const id = attached.documentEdges[0].node.id;
    expect(attached.documentEdges[0].node.price).toBe('25.00');
    const firmView = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Document { price needsPayment viewerCan { download pay } } } }`,
      { id },
      { token: tokens.lawFirm },
    );
    expect(firmView.body.data.node).toEqual({ price: '25.00', needsPayment: true, viewerCan: { download: false, pay: true } });
    const opened = await gql(
      stack,
      `mutation($input: OpenDocumentInput!) { openDocument(input: $input) { url userErrors { code } } }`,
      { input: { documentId: id } },
      { token: tokens.lawFirm },
    );
    expect(opened.body.data.openDocument.url).toBeNull();
    expect(opened.body.data.openDocument.userErrors.length).toBeGreaterThan(0);
  });

  test('edit and delete: the adding organisation only; a refusal is a userError', async () => {
    const attached = await upload('lawFirm', [{ name: 'Liability.txt', body: 'liability', type: 'LIABILITY_DOCUMENT' }], {
      shareWith: 'ALL',
    });
    const id = attached.documentEdges[0].node.id;
    const UPDATE = `mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { document { name type } userErrors { message } } }`;
    const refused = await gql(stack, UPDATE, { input: { documentId: id, name: 'Mine now' } }, { token: tokens[target.lienholderKey] });
    expect(refused.body.data.updateDocument.document).toBeNull();
    expect(refused.body.data.updateDocument.userErrors.length).toBeGreaterThan(0);
    const updated = await gql(stack, UPDATE, { input: { documentId: id, name: 'Liability (signed).txt' } }, { token: tokens.lawFirm });
    expect(updated.body.data.updateDocument).toEqual({
      document: { name: 'Liability (signed).txt', type: 'LIABILITY_DOCUMENT' },
      userErrors: [],
    });

    const DELETE = `mutation($input: DeleteDocumentInput!) { deleteDocument(input: $input) { deletedDocumentId userErrors { message } } }`;
    const notYours = await gql(stack, DELETE, { input: { documentId: id } }, { token: tokens[target.lienholderKey] });
    expect(notYours.body.data.deleteDocument.deletedDocumentId).toBeNull();
    const deleted = await gql(stack, DELETE, { input: { documentId: id } }, { token: tokens.lawFirm });
    expect(deleted.body.data.deleteDocument).toEqual({ deletedDocumentId: id, userErrors: [] });
    const gone = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id }, { token: tokens.lawFirm });
    expect(gone.body.data.node).toBeNull();
  });

  test('Download All: the count and one zip of them', async () => {
    const reply = await gql(
      stack,
      `mutation($input: DownloadAllDocumentsInput!) { downloadAllDocuments(input: $input) { count url userErrors { message } } }`,
      { input: { caseId: target.caseId } },
      { token: tokens.lawFirm },
    );
    const answer = reply.body.data.downloadAllDocuments;
    expect(answer.userErrors).toEqual([]);
    expect(answer.count).toBeGreaterThanOrEqual(3);
    const zip = await fetch(new URL(answer.url, stack.registry.url));
    expect(zip.status).toBe(200);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  test("a policy limit's document: the law firm attaches a POLICY_LIMIT document; its name shows on the limit", async () => {
    const added = await gql(
      stack,
      `mutation($input: AddPolicyLimitInput!) { addPolicyLimit(input: $input) { policyLimit { id } userErrors { message } } }`,
      { input: { caseId: target.caseId, coverageType: 'BODILY_INJURY', coverageLimitLower: '1000', coverageLimitUpper: '5000' } },
      { token: tokens.lawFirm },
    );
    const policyLimitId = added.body.data.addPolicyLimit.policyLimit.id;
    const attached = await upload('lawFirm', [{ name: 'Declarations page.txt', body: 'policy', type: 'POLICY_LIMIT' }], {
      shareWith: 'ALL',
    });
    const documentId = attached.documentEdges[0].node.id;
    const reply = await gql(
      stack,
      `mutation($input: AttachPolicyLimitDocumentInput!) { attachPolicyLimitDocument(input: $input) {
        policyLimit { id document { id name } } userErrors { message } } }`,
      { input: { policyLimitId, caseId: target.caseId, documentId } },
      { token: tokens.lawFirm },
    );
    expect(reply.body.data.attachPolicyLimitDocument).toEqual({
      policyLimit: { id: policyLimitId, document: { id: documentId, name: 'Declarations page.txt' } },
      userErrors: [],
    });
    const read = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Case { policyLimits { id document { name } } } } }`,
      { id: target.caseId },
      { token: tokens.lawFirm },
    );
    expect(read.body.data.node.policyLimits).toContainEqual({ id: policyLimitId, document: { name: 'Declarations page.txt' } });
  });

  test('live: caseChanged carries a new document to both sides, and names a deleted one', async () => {
    const subscribe = (token: string) => {
      const client = createClient({
        url: `${stack.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `JWT ${token}` },
        lazy: false,
        retryAttempts: 0,
      });
      clients.push(client);
      const events: any[] = [];
      let started!: () => void;
      const ready = new Promise<void>((resolve) => (started = resolve));
      client.subscribe(
        {
          query: `subscription($id: ID!) { caseChanged(id: $id) { type document { id name } deletedDocumentId } }`,
          variables: { id: target.caseId },
        },
        { next: (value) => events.push(value.data?.caseChanged), error: () => {}, complete: () => {} },
      );
      // A round trip on the same socket shows the subscription is in place.
      client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: () => {}, complete: () => started() });
      return { events, ready };
    };
    const firm = subscribe(tokens.lawFirm);
    const holder = subscribe(tokens[target.lienholderKey]);
    await Promise.all([firm.ready, holder.ready]);

    const attached = await upload('lawFirm', [{ name: 'Live.txt', body: 'live', type: 'HIPAA_RELEASE' }], { shareWith: 'ALL' });
    const id = attached.documentEdges[0].node.id;
    const added = (events: any[]) => events.find((event) => event?.type === 'DOCUMENTS' && event.document?.id === id);
    await expect.poll(() => added(firm.events), { timeout: 10_000 }).toBeTruthy();
    await expect.poll(() => added(holder.events), { timeout: 10_000 }).toBeTruthy();

    await gql(
      stack,
      `mutation($input: DeleteDocumentInput!) { deleteDocument(input: $input) { deletedDocumentId } }`,
      { input: { documentId: id } },
      { token: tokens.lawFirm },
    );
    await expect
      .poll(() => holder.events.find((event) => event?.type === 'DOCUMENTS' && event.deletedDocumentId === id), { timeout: 10_000 })
      .toBeTruthy();
  });
});
