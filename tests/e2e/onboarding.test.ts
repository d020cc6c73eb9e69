// End-to-end: people get in and run their organisation (issue 12's "Done means"). A new lienholder registers through
// the wizard with two case rows and chooses a password from the e-mailed link; until staff approve it, signing in
// shows only the verification-pending page. Staff approve; the approval e-mail (read from a real SMTP peer) links to
// sign-in for the new organisation, which now holds the two cases. Its admin invites a colleague, who accepts from
// the e-mailed link; the colleague forgets the password and resets it; the admin starts the trial and buys a
// 100-case pack with the offline provider; the colleague (no admin) is refused each admin action, in the page and
// over the graph.
import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { CASE_URL, newPage, signIn, signedIn, startStack, type Stack } from './helpers.ts';

let smtp: TestSmtpServer;
let stack: Stack;

test.beforeAll(async ({ browser }) => {
  smtp = await startTestSmtpServer();
  stack = await startStack(browser, { smtpUrl: smtp.url, publicUrl: 'http://portal.test' });
});
test.afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

const ADMIN = { email: 'nora.quinn@quinn-imaging.test', password: 'quinn-imaging-admin-42' };
const COLLEAGUE = { email: 'eli.park@quinn-imaging.test', password: 'first-choice-of-eli-9', reset: 'eli-resets-to-this-one-5' };
const ORGANIZATION = 'Quinn Imaging Center';

/** The newest e-mail to `to` whose text matches `link`, waiting for it; the link's path and query on the portal. */
async function linkFromMail(to: string, link: RegExp, seen = new Set<ParsedMail>()): Promise<string> {
  const find = () =>
    smtp.messages
      .filter((message) => !seen.has(message) && JSON.stringify(message.to).includes(to) && link.test(message.text ?? ''))
      .at(-1);
  await expect.poll(() => !!find(), { timeout: 60_000 }).toBe(true);
  const message = find()!;
  seen.add(message);
  const url = new URL(new RegExp(`https?://\\S*${link.source}\\S*`).exec(message.text ?? '')![0]);
  expect(url.origin).toBe('http://portal.test');
  return `${url.pathname}${url.search}`;
}

/** The acceptance page of an e-mailed invitation: names (prefilled), a password, then on to sign-in. */
async function acceptInvitation(page: Page, path: string, lastName: string, password: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/login/);
}

/** One admin mutation sent as the signed-in browser would (its cookies, the CSRF header): its userErrors' codes. */
async function refusalCodes(page: Page, mutation: string): Promise<string[]> {
  const response = await page.request.post('/graphql', { headers: { 'x-registry-csrf': '1' }, data: { query: mutation } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: Record<string, { userErrors: { code: string }[] } | null>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return Object.values(body.data ?? {}).flatMap((payload) => payload?.userErrors.map((error) => error.code) ?? ['NO_PAYLOAD']);
}

test('a lienholder registers, is approved, invites a colleague who resets a password, and buys a pack', async () => {
  test.setTimeout(240_000);
  const firm = await stack.db
    .selectFrom('legal_organizations')
    .select('name')
    .where('type', '=', 'LAW_FIRM')
    .orderBy('name')
    .executeTakeFirstOrThrow();

  // 1. The wizard, signed in nowhere: account, two case rows, contact details, confirmation.
  const { page } = await newPage(stack);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lienholder? Register your organization' }).click();
  await expect(page).toHaveURL(/\/register-lh\/account$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Quinn');
  await page.getByRole('textbox', { name: 'Work email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Company name' }).fill(ORGANIZATION);
  await page.getByRole('combobox', { name: 'Company type' }).click();
  await page.getByRole('option', { name: 'Medical Practice' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register-lh\/cases$/);
  const rows = [
    { first: 'Ruth', last: 'Alvarez', field: /Patient Date of Birth/, date: '1975-09-14' },
    { first: 'Owen', last: 'Brandt', field: /Patient Date of Loss/, date: '2025-03-02' },
  ];
  for (const [index, row] of rows.entries()) {
    const n = index + 1;
    if (n > 1) await page.getByRole('button', { name: 'Add another' }).click();
    const lawFirm = page.getByRole('combobox', { name: new RegExp(`Law firm \\(case ${n}\\)`) });
    await lawFirm.click();
    if (n === 1) await lawFirm.pressSequentially(firm.name.slice(0, 6));
    await page.getByRole('option', { name: firm.name, exact: true }).click();
    await page.getByRole('textbox', { name: new RegExp(`First Name \\(case ${n}\\)`) }).fill(row.first);
    await page.getByRole('textbox', { name: new RegExp(`Last Name \\(case ${n}\\)`) }).fill(row.last);
    await page.getByLabel(new RegExp(`${row.field.source} \\(case ${n}\\)`)).fill(row.date);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register-lh\/details$/);
  await page.getByRole('textbox', { name: 'Company website' }).fill('https://quinn-imaging.example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register-lh\/confirmation$/);
  await expect(page.getByRole('list', { name: 'Cases' })).toContainText('Owen Brandt');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page).toHaveURL(/\/registration-complete\?success=true$/);

  // 2. The e-mailed link to choose a password; signed in, only the verification-pending page shows.
  await acceptInvitation(page, await linkFromMail(ADMIN.email, /\/invite\?token=/), 'Quinn', ADMIN.password);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Your registration is being reviewed' })).toBeVisible();
  await page.goto('/settings/organization');
  await expect(page.getByRole('heading', { name: 'Your registration is being reviewed' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Organization users' })).toHaveCount(0);

  // 3. Staff approve it.
  const staff = await signedIn(stack, DEMO_EMAILS.staff);
  await staff.page.goto('/staff/registrations');
  const registration = staff.page.getByRole('article', { name: 'Registration of Nora Quinn' });
  await expect(registration.getByRole('list', { name: 'Cases of Nora Quinn' })).toContainText('Ruth Alvarez');
  await registration.getByRole('button', { name: 'Approve' }).click();
  await expect(registration).toBeHidden();
  await staff.context.close();

  // 4. The approval e-mail's sign-in link: the new organisation's portfolio holds the two cases.
  const signInPath = await linkFromMail(ADMIN.email, /\/login\?organization=/);
  const { context: adminContext, page: admin } = await newPage(stack);
  await admin.goto(signInPath);
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.waitForURL(CASE_URL);
  await expect(admin.getByRole('link', { name: /Ruth Alvarez/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: /Owen Brandt/ })).toBeVisible();

  // 5. The admin invites a colleague, who accepts from the e-mailed link and signs in.
  await admin.goto('/settings/organization');
  const users = admin.getByRole('table', { name: 'Organization users' });
  await expect(users.getByRole('row', { name: /Nora Quinn \(you\)/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Invite User' }).click();
  const inviteDialog = admin.getByRole('dialog', { name: 'Invite User' });
  await inviteDialog.getByLabel('Email').fill(COLLEAGUE.email);
  await inviteDialog.getByLabel('First name').fill('Eli');
  await inviteDialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(admin.getByText('Invited!').first()).toBeVisible();
  await expect(users.getByRole('row', { name: new RegExp(COLLEAGUE.email.replace(/\./g, '\\.')) })).toBeVisible();

  const { context: colleagueContext, page: colleague } = await newPage(stack);
  await acceptInvitation(colleague, await linkFromMail(COLLEAGUE.email, /\/invite\?token=/), 'Park', COLLEAGUE.password);
  await signIn(colleague, COLLEAGUE.email, COLLEAGUE.password);
  await colleague.waitForURL(CASE_URL);

  // 6. The colleague forgets the password and resets it from the sign-in page.
  const { context: resetContext, page: reset } = await newPage(stack);
  await reset.goto('/login');
  await reset.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form stays on screen until the reset page's chunk has loaded; its own e-mail field looks the same.
  await expect(reset.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await reset.getByLabel('Email address').fill(COLLEAGUE.email);
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByText('If an account exists for that e-mail, we have sent a link to reset your password.')).toBeVisible();
  await reset.goto(await linkFromMail(COLLEAGUE.email, /\/password\/reset\/confirm\//));
  await reset.getByLabel(/^New password/).fill(COLLEAGUE.reset);
  await reset.getByLabel('Re-enter new password').fill(COLLEAGUE.reset);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset).toHaveURL(/\/login$/);
  await expect(reset.locator('.fui-ToastTitle', { hasText: 'Success! Please log in with your new password.' })).toBeVisible();
  await signIn(reset, COLLEAGUE.email, COLLEAGUE.reset);
  await reset.waitForURL(CASE_URL);
  // The session opened with the old password has ended.
  await colleague.reload();
  await expect(colleague).toHaveURL(/\/login/);
  await colleagueContext.close();

  // 7. The admin starts the 30-day trial and buys a 100-case pack with the offline provider.
  await admin.goto('/upgrade/overview');
  await admin.getByRole('button', { name: 'Start free trial' }).click();
  await admin.waitForURL(/\/portfolio/);
  await expect(admin.locator('.fui-ToastTitle', { hasText: 'Your 30-day free trial has started.' })).toBeVisible();
  await admin.goto('/upgrade/choose');
  await admin.getByRole('button', { name: 'Select 100 cases' }).click();
  await admin.waitForURL('**/upgrade/payment?selection=100');
  await admin.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
  await admin.getByRole('textbox', { name: /Expiry/ }).fill('12/34');
  await admin.getByRole('textbox', { name: /CVC/ }).fill('123');
  await admin.getByRole('button', { name: /^Pay \$1,?000/ }).click();
  await admin.waitForURL(/\/portfolio/);
  await admin.goto('/settings/account');
  const plan = admin.getByRole('group', { name: 'Plan' });
  await expect(plan.getByLabel('Plan stage')).toHaveText('Free trial');
  await expect(plan).toContainText('110 prepaid cases left');

  // 8. The colleague is no admin: the page offers none of the admin actions, and the graph refuses each of them.
  await reset.goto('/settings/organization');
  const colleagueUsers = reset.getByRole('table', { name: 'Organization users' });
  await expect(colleagueUsers.getByRole('row', { name: /Eli Park \(you\)/ })).toBeVisible();
  await expect(reset.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
  await expect(reset.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(colleagueUsers.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await reset.goto('/upgrade/overview');
  await expect(reset.getByText('Only organization administrators can change the plan.')).toBeVisible();
  await expect(reset.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);

  const organization = await stack.db
    .selectFrom('legal_organizations')
    .select(['id', 'case_credits', 'name'])
    .where('name', '=', ORGANIZATION)
    .executeTakeFirstOrThrow();
  const adminUser = await stack.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
  const ids = await reset.request
    .post('/graphql', {
      headers: { 'x-registry-csrf': '1' },
      data: { query: '{ viewer { activeAccount { organization { id } } } }' },
    })
    .then(async (response) => (await response.json()) as { data: { viewer: { activeAccount: { organization: { id: string } } } } });
  const organizationId = ids.data.viewer.activeAccount.organization.id;
  const adminUserId = await reset.request
    .post('/graphql', {
      headers: { 'x-registry-csrf': '1' },
      data: { query: '{ viewer { activeAccount { organization { users(first: 10) { edges { node { id email } } } } } } }' },
    })
    .then(async (response) => {
      const body = (await response.json()) as {
        data: { viewer: { activeAccount: { organization: { users: { edges: { node: { id: string; email: string } }[] } } } } };
      };
      return body.data.viewer.activeAccount.organization.users.edges.find((edge) => edge.node.email === ADMIN.email)!.node.id;
    });
  expect(adminUser.id).toBeTruthy();
  const refusals = {
    inviteUser: `mutation { inviteUser(input: { email: "intruder@quinn-imaging.test" }) { userErrors { code } } }`,
    updateUser: `mutation { updateUser(input: { userId: "${adminUserId}", firstName: "X", lastName: "Y", role: USER }) { userErrors { code } } }`,
    deactivateUser: `mutation { deactivateUser(input: { userId: "${adminUserId}" }) { userErrors { code } } }`,
    resendInvitation: `mutation { resendInvitation(input: { userId: "${adminUserId}" }) { userErrors { code } } }`,
    updateOrganization: `mutation { updateOrganization(input: { id: "${organizationId}", name: "Taken Over" }) { userErrors { code } } }`,
    startTrial: `mutation { startTrial { userErrors { code } } }`,
    purchasePlan: `mutation { purchasePlan(input: { selection: "100", idempotencyKey: "colleague-1", card: { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" } }) { userErrors { code } } }`,
  };
  for (const [name, mutation] of Object.entries(refusals)) {
    expect(await refusalCodes(reset, mutation), name).toEqual(['FORBIDDEN']);
  }
  // Nothing changed.
  const after = await stack.db
    .selectFrom('legal_organizations')
    .select(['case_credits', 'name'])
    .where('id', '=', organization.id)
    .executeTakeFirstOrThrow();
  expect(after).toEqual({ case_credits: organization.case_credits, name: ORGANIZATION });
  expect(
    await stack.db.selectFrom('users').select('id').where('email', '=', 'intruder@quinn-imaging.test').executeTakeFirst(),
  ).toBeUndefined();
  await resetContext.close();
  await adminContext.close();
});
