import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { watchPageHealth } from './support/page-health';
import { logInThroughForm, uniqueEmail } from './support/session';

// Messages in two browsers against the real server: a new buyer writes to the demo plumber
// from his card on the category page; the plumber, signed in elsewhere, sees the navbar's
// Messages badge rise without reloading, opens the conversation and answers; the buyer sees
// the double tick and the answer arrive, live. Each run (phone and desktop at once) has its
// own buyer; the plumber is shared, so the part that counts his unread messages runs one
// at a time (see withPlumbersInbox).

const demoSeller = { email: 'seller@fundi.test', password: 'Fundi#2026', name: 'Joseph Otieno' } as const;

/**
 * Runs `steps` while no other test run counts the plumber's unread messages: the other
 * project's seller reading its own conversation would lower the total this one watches rise.
 * A folder inside this run's data folder is the lock (mkdir is atomic); the server wipes
 * the data folder at each start, so a crashed run leaves nothing behind.
 */
async function withPlumbersInbox<T>(steps: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `fundi-e2e-${process.env.E2E_PORT ?? 4790}`, 'plumbers-inbox.lock');
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`could not take ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await steps();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** The account menu: under the name on a desktop, in the folded menu on a phone. */
async function openAccountMenu(page: Page, name: string) {
  const phoneMenu = page.getByRole('button', { name: 'Open menu' });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  else await page.getByRole('button', { name: `Account menu for ${name}` }).click();
}

const messagesLink = (page: Page) => page.getByRole('link', { name: /^Messages/ });

/** The number on the navbar's Messages badge (0 when there is none). */
async function unreadBadge(page: Page): Promise<number> {
  const text = (await messagesLink(page).textContent()) ?? '';
  return Number(/(\d+) unread message/.exec(text)?.[1] ?? 0);
}

test('a buyer writes to the plumber from his card; he sees the badge rise live, reads and answers; the buyer sees two ticks', async ({
  page: buyerPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const buyer = await signUpThroughApi(request, { name: uniqueName('Achieng'), email: uniqueEmail('messages') });
  const buyerProblems = watchPageHealth(buyerPage);

  // The plumber signs in in a browser of his own and keeps his account menu open.
  const sellerContext = await browser.newContext({ ...testInfo.project.use });
  const sellerPage = await sellerContext.newPage();
  const sellerProblems = watchPageHealth(sellerPage);
  await logInThroughForm(sellerPage, demoSeller.email, demoSeller.password, demoSeller.name);
  // Set once: a reload would wipe it, so its survival proves the badge moved without one.
  await sellerPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await openAccountMenu(sellerPage, demoSeller.name);
  await expect(messagesLink(sellerPage)).toBeVisible();

  // The buyer opens the chat from the plumber's card.
  await logInThroughForm(buyerPage, buyer.email, strongPassword, buyer.name);
  await buyerPage.goto('/services/plumbing');
  await buyerPage.getByRole('searchbox', { name: 'Search professionals' }).fill(demoSeller.name);
  await buyerPage.getByRole('region', { name: 'Professionals' }).getByRole('button', { name: `Chat with ${demoSeller.name}` }).first().click();
  const chat = buyerPage.getByRole('dialog', { name: `Chat with ${demoSeller.name}` });
  await expect(chat.getByText('No messages yet')).toBeVisible();
  const question = `Habari! Can you fix a leaking kitchen tap this week? (${buyer.name})`;
  const sent = chat.getByRole('listitem').filter({ hasText: question });

  await withPlumbersInbox(async () => {
    // Let the badge settle on the plumber's current total before the buyer writes.
    await expect(messagesLink(sellerPage)).toBeVisible();
    await sellerPage.waitForTimeout(500);
    const before = await unreadBadge(sellerPage);

    await chat.getByRole('textbox', { name: 'Message' }).fill(question);
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(sent.getByText('Sent', { exact: true })).toBeAttached();

    await expect.poll(() => unreadBadge(sellerPage), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await sellerPage.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // The plumber opens Messages and the buyer's conversation, which reads it.
    await messagesLink(sellerPage).click();
    await expect(sellerPage).toHaveURL(/\/messages$/);
    const conversations = sellerPage.getByRole('navigation', { name: 'Conversations' });
    const conversation = conversations.getByRole('link', { name: new RegExp(buyer.name) });
    await expect(conversation).toContainText('1 unread message');
    await conversation.click();
    await expect(sellerPage.getByRole('log', { name: `Conversation with ${buyer.name}` }).getByText(question)).toBeVisible();
  });

  // The buyer's open chat turns the tick double, live.
  await expect(sent.getByText('Read', { exact: true })).toBeAttached();

  // The plumber answers; the answer appears in the buyer's chat without a reload.
  const answer = 'Yes, I can come on Saturday at 10 AM.';
  const reply = sellerPage.getByRole('textbox', { name: 'Message' });
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(chat.getByRole('log').getByText(answer)).toBeVisible();
  // The buyer has it on screen, so it is read: the plumber sees two ticks too.
  const answered = sellerPage.getByRole('log').getByRole('listitem').filter({ hasText: answer });
  await expect(answered.getByText('Read', { exact: true })).toBeAttached();

  const isReal = (problem: string) => !problem.endsWith('net::ERR_ABORTED');
  expect(buyerProblems.filter(isReal)).toEqual([]);
  expect(sellerProblems.filter(isReal)).toEqual([]);
  await sellerContext.close();
});
