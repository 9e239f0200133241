import { randomBytes, randomInt } from 'node:crypto';
import { maskMpesaPhone } from '@fundi/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { createBuyer, signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { pickBookingDay } from './support/calendar';
import { watchPageHealth } from './support/page-health';
import { fakeDarajaURL } from './support/servers';
import { logInThroughForm, uniqueEmail } from './support/session';

// Paying with M-Pesa in the browser, against the shop of the mpesa project: its payments go to a
// fake Daraja (apps/server/test/fake-daraja.ts) that approves nothing by itself. The test plays
// the buyer's phone and M-Pesa over the fake's HTTP driver (/__fake): it approves or refuses
// each PIN prompt and completes each payout, and the fake posts Daraja's callbacks to the shop.
// Each test has its own seller and buyer, with numbers nobody else in the run has, so it finds
// its own prompts and payouts on the one fake.

/** A Safaricom number as a person types it, and as Daraja writes it (254...). */
function newMpesaNumber() {
  const local = `07${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return { local, daraja: `254${local.slice(1)}` };
}

/** A seller whose payouts go to their own M-Pesa number, offering one service nobody else offers. */
async function newSeller(request: APIRequestContext) {
  const mpesa = newMpesaNumber();
  const account = await createBuyer(request, uniqueName('Kiprono'), uniqueEmail('mpesa-seller'));
  const headers = { ...account.headers, Authorization: `Bearer ${account.accessToken}` };
  const becomeSeller = await request.post('/api/become-seller', {
    headers,
    multipart: { name: account.name, phone: mpesa.local, location: 'Kondele, Kisumu', gender: 'male' },
  });
  expect(becomeSeller.status()).toBe(200);
  const service = {
    category: 'electrical',
    title: `Socket and wiring repair ${randomBytes(3).toString('hex')}`,
    description: 'Faulty sockets, tripping breakers and new wiring.',
    price: 1_800,
    experience: 7,
  };
  expect((await request.post('/api/services', { headers, data: service })).status()).toBe(201);
  return { ...account, mpesa, service };
}

type FakePush = { checkoutRequestId: string; status: 'pending' | 'paid' | 'failed'; request: { PhoneNumber: string | number; Amount: number } };
type FakePayout = {
  originatorConversationId: string;
  status: 'queued' | 'paid' | 'failed' | 'timed-out';
  request: { PartyB: string | number; Amount: number };
};

async function fakeList<T>(request: APIRequestContext, list: 'pushes' | 'payouts'): Promise<T[]> {
  const answer = await request.get(`${fakeDarajaURL}/__fake/${list}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T[];
}

/** The PIN prompt M-Pesa is showing on this phone (waits for the shop to send it). */
async function pendingPush(request: APIRequestContext, phone: string): Promise<FakePush> {
  let found: FakePush | undefined;
  await expect
    .poll(
      async () => {
        const pushes = await fakeList<FakePush>(request, 'pushes');
        found = pushes.find((push) => String(push.request.PhoneNumber) === phone && push.status === 'pending');
        return found?.request.Amount;
      },
      { message: `a PIN prompt on ${phone}`, timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}

/** The buyer enters the PIN (approve) or does not (fail with Daraja's ResultCode): the fake posts the callback. */
async function answerPush(request: APIRequestContext, push: FakePush, answer: { approve: true } | { resultCode: number }) {
  const action = 'approve' in answer ? 'approve' : 'fail';
  const body = 'approve' in answer ? {} : { resultCode: answer.resultCode };
  const sent = await request.post(`${fakeDarajaURL}/__fake/pushes/${encodeURIComponent(push.checkoutRequestId)}/${action}`, { data: body });
  expect(sent.status(), await sent.text()).toBe(200);
}

const orderCard = (scope: Locator | Page, text: string) => scope.getByRole('article').filter({ hasText: text });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The buyer opens the seller's card on the category page and fills in the booking dialog. */
async function bookWithMpesa(page: Page, seller: Awaited<ReturnType<typeof newSeller>>, phone: string) {
  await page.goto(`/services/${seller.service.category}`);
  await page.getByRole('searchbox', { name: 'Search professionals' }).fill(seller.name);
  await page.getByRole('button', { name: `Book ${seller.name} for ${seller.service.title}` }).click();
  const booking = page.getByRole('dialog', { name: 'Confirm Booking' });
  await pickBookingDay(booking, 3);
  await booking.getByRole('textbox', { name: 'M-Pesa number' }).fill(phone);
  await booking.getByRole('button', { name: 'Confirm Booking' }).click();
  return booking;
}

/** Going to another page (goto, reload) aborts the requests of the page being left. */
const isReal = (problem: string) => !problem.endsWith('net::ERR_ABORTED');

test('a buyer pays with M-Pesa; the seller sees the order once paid and does the job; the buyer confirms and the seller is paid out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchPageHealth(page);
  const seller = await newSeller(request);
  const buyer = await signUpThroughApi(request, { name: uniqueName('Atieno'), email: uniqueEmail('mpesa-buyer') });
  const buyerPhone = newMpesaNumber();
  await logInThroughForm(page, buyer.email, strongPassword, buyer.name);

  // The booking asks the buyer's phone for the PIN, and waits.
  const booking = await bookWithMpesa(page, seller, buyerPhone.local);
  await expect(booking.getByRole('status')).toContainText('Check your phone and enter your M-Pesa PIN to pay KSh 1,800.');
  const push = await pendingPush(request, buyerPhone.daraja);
  expect(push.request.Amount).toBe(1800);

  // The seller, signed in elsewhere, does not see an unpaid order.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  const sellerProblems = watchPageHealth(sellerPage);
  await logInThroughForm(sellerPage, seller.email, strongPassword, seller.name);
  const payments = sellerPage.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText(`Payouts go to M-Pesa ${maskMpesaPhone(seller.mpesa.daraja)}`);
  await sellerPage.goto('/orders');
  const requests = sellerPage.getByRole('region', { name: 'New Requests' });
  await expect(requests).toContainText('No new requests.');

  // The buyer enters the PIN: the dialog confirms, and the order is paid and held.
  await answerPush(request, push, { approve: true });
  await expect(booking.getByText('Booking confirmed! Redirecting...')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const yourOrder = orderCard(page.getByRole('region', { name: 'Your Orders' }), seller.service.title);
  await expect(yourOrder).toContainText('KSh 1,800 held until the job is done');
  await expect(yourOrder).toContainText(/Held · M-Pesa receipt S[A-Z0-9]{9}/);
  const orderNumber = /Order #([0-9a-f]{8})/.exec((await yourOrder.textContent()) ?? '')![1]!;

  // Now the seller sees it, and takes it to the end.
  await sellerPage.reload();
  const request_ = orderCard(requests, `Order #${orderNumber}`);
  await expect(request_).toContainText(`From: ${buyer.name}`);
  await request_.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  await expect(toasts(sellerPage).getByText('Order accepted successfully!')).toBeVisible();
  await request_.getByRole('button', { name: `Start job on order ${orderNumber}` }).click();
  await expect(toasts(sellerPage).getByText('Job started')).toBeVisible();
  await request_.getByRole('button', { name: `Complete order ${orderNumber}` }).click();
  await expect(toasts(sellerPage).getByText('Order completed successfully!')).toBeVisible();
  const delivered = orderCard(sellerPage.getByRole('region', { name: 'Order History' }), `Order #${orderNumber}`);
  await expect(delivered).toContainText('Completed');
  await expect(delivered).toContainText('KSh 1,800 held until the job is done');

  // The buyer sees the job done and when the money goes anyway, and confirms it now.
  const history = page.getByRole('region', { name: 'Order History' });
  const finished = orderCard(history, `Order #${orderNumber}`);
  await expect(finished).toContainText('Completed');
  await expect(finished).toContainText(new RegExp(`Payment goes to ${seller.name} on \\w{3} \\d{1,2} \\w{3} unless you report a problem`));
  await finished.getByRole('button', { name: `Confirm job done on order ${orderNumber}` }).click();
  await expect(toasts(page).getByText('Thank you! The payment is on its way to the professional.')).toBeVisible();
  await expect(finished).toContainText('KSh 1,800 on its way to the seller');
  await expect(finished).toContainText('Payout on the way');
  await expect(finished.getByRole('button', { name: /^Confirm job done/ })).toHaveCount(0);

  // M-Pesa was asked to pay the seller's number; it finishes the payout (the fake waits to be told).
  let payout: FakePayout | undefined;
  await expect
    .poll(
      async () => {
        const payouts = await fakeList<FakePayout>(request, 'payouts');
        payout = payouts.find((each) => String(each.request.PartyB) === seller.mpesa.daraja);
        return payout?.status;
      },
      { message: `a payout to ${seller.mpesa.daraja}`, timeout: 15_000 },
    )
    .toMatch(/^(queued|paid)$/);
  expect(payout!.request.Amount).toBe(1800);
  if (payout!.status === 'queued') {
    const completed = await request.post(`${fakeDarajaURL}/__fake/payouts/${encodeURIComponent(payout!.originatorConversationId)}/complete`, { data: {} });
    expect(completed.status(), await completed.text()).toBe(200);
  }

  // Both sides see it paid out, live.
  await expect(finished).toContainText('KSh 1,800 paid to the seller');
  await expect(finished).toContainText(/Paid out on \w{3} \d{1,2} \w{3}/);
  await expect(delivered).toContainText('KSh 1,800 released to you');
  await expect(delivered).toContainText(/Paid out on \w{3} \d{1,2} \w{3}/);
  await sellerPage.goto('/dashboard');
  await expect(payments).toContainText('Held until your jobs are doneKSh 0');
  await expect(payments).toContainText('On the way to youKSh 0');
  await expect(payments).toContainText('Released to youKSh 1,800');

  expect(problems.filter(isReal)).toEqual([]);
  expect(sellerProblems.filter(isReal)).toEqual([]);
  await sellerContext.close();
});

test('a buyer cancels the PIN prompt, sees why, and pays with Retry', async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = watchPageHealth(page);
  const seller = await newSeller(request);
  const buyer = await signUpThroughApi(request, { name: uniqueName('Nekesa'), email: uniqueEmail('mpesa-buyer') });
  const buyerPhone = newMpesaNumber();
  await logInThroughForm(page, buyer.email, strongPassword, buyer.name);

  const booking = await bookWithMpesa(page, seller, buyerPhone.local);
  await expect(booking.getByRole('status')).toContainText('Check your phone and enter your M-Pesa PIN to pay KSh 1,800.');
  const first = await pendingPush(request, buyerPhone.daraja);

  // The buyer presses Cancel on the phone's prompt (Daraja's ResultCode 1032).
  await answerPush(request, first, { resultCode: 1032 });
  await expect(booking.getByRole('alert')).toHaveText('You cancelled the M-Pesa request.', { timeout: 15_000 });
  await expect(booking.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  await expect(booking.getByRole('textbox', { name: 'M-Pesa number' })).toHaveValue(buyerPhone.local);

  // Retry sends a new prompt to the same phone; this time the buyer enters the PIN.
  await booking.getByRole('button', { name: 'Retry' }).click();
  await expect(booking.getByRole('status')).toContainText('Check your phone and enter your M-Pesa PIN to pay KSh 1,800.');
  const second = await pendingPush(request, buyerPhone.daraja);
  expect(second.checkoutRequestId).not.toBe(first.checkoutRequestId);
  await answerPush(request, second, { approve: true });
  await expect(booking.getByText('Booking confirmed! Redirecting...')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const yourOrder = orderCard(page.getByRole('region', { name: 'Your Orders' }), seller.service.title);
  await expect(yourOrder).toContainText('KSh 1,800 held until the job is done');
  await expect(yourOrder).toContainText(/Held · M-Pesa receipt S[A-Z0-9]{9}/);
  expect(problems.filter(isReal)).toEqual([]);
});
