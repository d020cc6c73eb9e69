// End-to-end journey of a lien's chat in two browsers: the law firm writes to the lienholder; the lienholder's Chat
// badge goes up without a reload, opening the chat clears it and shows the message; the lienholder answers and the
// law firm sees the answer arrive live; the law firm deletes its own message and it leaves both chats.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CASE_URL, fullName, newPage, restPortfolio, signIn, startStack, waitUntilLive, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

/** Counts the `threadChanged` results a page's WebSockets receive (its open chat's live subscription). */
function countChatEvents(page: Page): () => number {
  let received = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        const message = JSON.parse(payload.toString()) as { type?: string; payload?: { data?: Record<string, unknown> } };
        if (message.type === 'next' && message.payload?.data?.threadChanged) received += 1;
      } catch {
        // Not a graphql-ws frame.
      }
    });
  });
  return () => received;
}

/** A browser signed in as `email` on the case, counting its chat events from the start. */
async function openCase(email: string, caseId: string) {
  const session = await newPage(stack);
  const chatEvents = countChatEvents(session.page);
  await session.page.goto('/login');
  await signIn(session.page, email);
  await session.page.waitForURL(CASE_URL);
  await session.page.goto(`/portfolio/${caseId}`);
  return { ...session, chatEvents };
}

/** Opens the chat named `title` from the case header (through the lien picker when there are several). */
async function openChat(page: Page, title: string) {
  const button = page.getByRole('button', { name: /^Chat/ });
  await expect(button).toBeEnabled();
  // With several chats on the case the button is a menu of them (its items carry their unread counts too).
  const isPicker = (await button.getAttribute('aria-haspopup')) === 'menu';
  await button.click();
  if (isPicker) await page.getByRole('menuitem', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  return dialog;
}

// One journey in two steps (serial: the second goes on in the first one's browsers), each within the test timeout.
test.describe.serial('Chat', () => {
  const note = `Any update on the balance? ${Date.now()}`;
  const reply = `Reduced to $1,000 ${Date.now()}`;
  let provider: Awaited<ReturnType<typeof openCase>>;
  let lawFirm: Awaited<ReturnType<typeof openCase>>;
  let providerChat: Locator;
  let firmChat: Locator;

  test.afterAll(async () => {
    await lawFirm?.context.close();
    await provider?.context.close();
  });

  test('the law firm writes; the lienholder is told live, reads it (badge clears) and answers; the law firm sees it live', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id));
    expect(target).toBeTruthy();

    // The lienholder has the case open, with nothing unread.
    provider = await openCase('provider@demo.test', target!.id);
    await expect(provider.page.getByRole('heading', { name: fullName(target!) }).first()).toBeVisible();
    // includeHidden: the header stays behind the open chat's modal (out of the accessibility tree, so its accessible
    // name is empty there: the badge is read from the button's label).
    const providerChatButton = provider.page.getByRole('button', { name: /^Chat/, includeHidden: true });
    await expect(providerChatButton).toHaveAccessibleName('Chat');
    await waitUntilLive(stack, provider.page, target!.id);

    // The law firm writes: its bubble shows at once.
    lawFirm = await openCase('lawfirm@demo.test', target!.id);
    await expect(lawFirm.page.getByRole('heading', { name: fullName(target!) }).first()).toBeVisible();
    firmChat = await openChat(lawFirm.page, 'Riverside Spine & Rehab');
    await firmChat.getByRole('textbox', { name: 'Message' }).fill(note);
    await firmChat.getByRole('button', { name: 'Send' }).click();
    await expect(firmChat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const firmNote = firmChat.getByRole('listitem').filter({ hasText: note });
    await expect(firmNote).toHaveCount(1);
    await expect(firmNote.getByRole('button', { name: 'Delete message' })).toHaveCount(1);

    // The lienholder's badge goes up without a reload; opening the chat shows the message and clears it.
    await expect(providerChatButton).toHaveAccessibleName('Chat, 1 unread');
    providerChat = await openChat(provider.page, 'Hartwell & Associates');
    await expect(providerChat.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
    await expect(providerChatButton).toHaveAttribute('aria-label', 'Chat');

    // The law firm's open chat is live (its own message or the lienholder's read came back over it) …
    await expect.poll(lawFirm.chatEvents).toBeGreaterThan(0);
    // … so the lienholder's answer arrives there without a reload.
    await providerChat.getByRole('textbox', { name: 'Message' }).fill(reply);
    await providerChat.getByRole('button', { name: 'Send' }).click();
    await expect(providerChat.getByRole('listitem').filter({ hasText: reply })).toHaveCount(1);
    const firmReply = firmChat.getByRole('listitem').filter({ hasText: reply });
    await expect(firmReply).toHaveCount(1);
    await expect(firmReply.getByRole('button', { name: 'Delete message' })).toHaveCount(0);
  });

  test("the law firm deletes its own message after 'Are you sure?'; it leaves both chats", async () => {
    await expect.poll(provider.chatEvents).toBeGreaterThan(0);
    const firmNote = firmChat.getByRole('listitem').filter({ hasText: note });
    await firmNote.getByRole('button', { name: 'Delete message' }).click();
    const question = lawFirm.page.getByRole('alertdialog', { name: 'Are you sure?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(question).toHaveCount(0);
    await expect(firmNote).toHaveCount(0);
    await expect(providerChat.getByRole('listitem').filter({ hasText: note })).toHaveCount(0);
    await expect(providerChat.getByRole('listitem').filter({ hasText: reply })).toHaveCount(1);

    // What the registry kept: after a reload, the answer without the deleted message; the answer, which arrived while
    // the law firm had the chat open, was read there.
    await lawFirm.page.reload();
    await expect(lawFirm.page.getByRole('button', { name: /^Chat/ })).toHaveAccessibleName('Chat');
    const reloaded = await openChat(lawFirm.page, 'Riverside Spine & Rehab');
    await expect(reloaded.getByRole('listitem').filter({ hasText: reply })).toHaveCount(1);
    await expect(reloaded.getByRole('listitem').filter({ hasText: note })).toHaveCount(0);
  });
});
