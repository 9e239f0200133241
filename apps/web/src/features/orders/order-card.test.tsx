import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@fundi/shared';
import { publishLive } from '../../lib/live';
import { sw } from '../../locales/sw';
import { stubFetch } from '../../test/fetch-stub';
import { OrderCard } from './order-card';
import { makeOrder, makePayment, renderSignedIn, seller } from './test-orders';
import { i18n } from '../../lib/i18n';

const ORDER_PATH = '/api/orders/1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d';

function renderCard(order: Order, props: Partial<Parameters<typeof OrderCard>[0]> = {}) {
  return renderSignedIn(<OrderCard order={order} {...props} />, order.role === 'seller' ? seller : undefined);
}

const card = () => screen.getByRole('article');
const buttonNames = () => within(card()).queryAllByRole('button').map((button) => button.textContent);

describe('OrderCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the id’s first 8 characters, the service, the seller, both dates, the status and the money held', () => {
    renderCard(makeOrder());
    expect(card()).toHaveAccessibleName('Emergency plumbing call-out');
    expect(card()).toHaveTextContent('Order #1a2b3c4d');
    expect(card()).not.toHaveTextContent('1a2b3c4d-5e6f');
    expect(card()).toHaveTextContent('Seller: Joseph Otieno');
    expect(card()).toHaveTextContent('Created5 Jan 2025, 3:30 pm');
    expect(card()).toHaveTextContent('Booked for8 Jan 2025');
    expect(within(card()).getByText('Pending').closest('[data-tone]')).toHaveAttribute('data-tone', 'orange');
    expect(card()).toHaveTextContent('KSh 2,500 held until the job is done');
  });

  it.each([
    ['ACCEPTED', 'Accepted', 'green'],
    ['IN_PROGRESS', 'In Progress', 'green'],
    ['COMPLETED', 'Completed', 'blue'],
    ['REJECTED', 'Rejected', 'red'],
    ['CANCELLED', 'Cancelled', 'grey'],
  ] as const)('colours %s as %s in %s', (status, label, tone) => {
    renderCard(makeOrder({ status }));
    expect(within(card()).getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it("shows 'From:' and the buyer on the seller's side, and the money released to them", () => {
    renderCard(makeOrder({ role: 'seller', status: 'COMPLETED', payment: makePayment({ status: 'RELEASED' }) }));
    expect(card()).toHaveTextContent('From: Amina Wanjiru');
    expect(card()).toHaveTextContent('KSh 2,500 released to you');
  });

  it("falls back to 'Unknown Service', 'Unknown Seller' and 'Unknown Buyer', and N/A for a missing date", () => {
    const nameless = { serviceTitle: '', service: { id: 's', title: '' }, sellerName: '', seller: { id: 's', name: '' }, buyer: { id: 'b', name: '' }, createdAt: '' };
    const { unmount } = renderCard(makeOrder(nameless));
    expect(card()).toHaveAccessibleName('Unknown Service');
    expect(card()).toHaveTextContent('Seller: Unknown Seller');
    expect(card()).toHaveTextContent('CreatedN/A');
    unmount();
    renderCard(makeOrder({ ...nameless, role: 'seller' }));
    expect(card()).toHaveTextContent('From: Unknown Buyer');
  });

  it('marks completed orders green and other non-pending ones orange when asked (the orders page)', () => {
    const { unmount } = renderCard(makeOrder({ status: 'COMPLETED' }), { hasMarker: true });
    expect(card()).toHaveAttribute('data-marker', 'green');
    unmount();
    renderCard(makeOrder({ status: 'CANCELLED' }), { hasMarker: true });
    expect(card()).toHaveAttribute('data-marker', 'orange');
  });

  it('has no marker on a pending order or without hasMarker', () => {
    const { unmount } = renderCard(makeOrder(), { hasMarker: true });
    expect(card()).not.toHaveAttribute('data-marker');
    unmount();
    renderCard(makeOrder({ status: 'COMPLETED' }));
    expect(card()).not.toHaveAttribute('data-marker');
  });

  it.each([
    ['seller', 'PENDING', ['Accept', 'Decline']],
    ['seller', 'ACCEPTED', ['Start Job', 'Complete']],
    ['seller', 'IN_PROGRESS', ['Complete']],
    ['seller', 'COMPLETED', []],
    ['buyer', 'PENDING', ['Cancel Order', 'Chat with Seller']],
    ['buyer', 'ACCEPTED', ['Cancel Order', 'Chat with Seller']],
    ['buyer', 'IN_PROGRESS', ['Chat with Seller']],
    ['buyer', 'COMPLETED', ['Confirm job done', 'Chat with Seller', 'Review']],
    ['buyer', 'REJECTED', ['Chat with Seller']],
  ] as const)('gives the %s of a %s order the buttons %j', (role, status, names) => {
    renderCard(makeOrder({ role, status }), { onChat: vi.fn() });
    expect(buttonNames()).toEqual(names);
  });

  it('shows a disabled Reviewed once the order is reviewed', () => {
    renderCard(makeOrder({ status: 'COMPLETED', reviewed: true }));
    expect(within(card()).getByRole('button', { name: 'Reviewed' })).toBeDisabled();
    expect(within(card()).queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('opens the chat with the seller, and disables Chat with Seller without a seller id', async () => {
    const user = userEvent.setup();
    const onChat = vi.fn();
    const { unmount } = renderCard(makeOrder({ sellerImage: '/uploads/joseph.webp' }), { onChat });
    await user.click(within(card()).getByRole('button', { name: 'Chat with Seller' }));
    expect(onChat).toHaveBeenCalledWith({ id: 'seller-joseph', name: 'Joseph Otieno', image: '/uploads/joseph.webp' });
    unmount();
    renderCard(makeOrder({ sellerId: '' }), { onChat });
    expect(within(card()).getByRole('button', { name: 'Chat with Seller' })).toBeDisabled();
  });

  it("accepts with an empty PUT and says 'Order accepted successfully!'", async () => {
    const { callsTo } = stubFetch({
      [`PUT ${ORDER_PATH}/accept`]: { status: 200, body: { order: makeOrder({ role: 'seller', status: 'ACCEPTED' }) } },
    });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller' }));
    await user.click(screen.getByRole('button', { name: 'Accept order 1a2b3c4d' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order accepted successfully!');
    expect(callsTo(`PUT ${ORDER_PATH}/accept`)[0]?.body).toBeUndefined();
  });

  it("starts a job and says 'Job started'", async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/start`]: { status: 200, body: { order: makeOrder({ role: 'seller', status: 'IN_PROGRESS' }) } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'ACCEPTED' }));
    await user.click(screen.getByRole('button', { name: 'Start job on order 1a2b3c4d' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Job started$/);
  });

  it("declines after confirming and says 'Order declined'", async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/reject`]: { status: 200, body: { order: makeOrder({ role: 'seller', status: 'REJECTED' }) } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller' }));
    await user.click(screen.getByRole('button', { name: 'Decline order 1a2b3c4d' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Decline this request?' })).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Order declined$/);
  });

  it("completes a job and says 'Order completed successfully!'", async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/complete`]: { status: 200, body: { order: makeOrder({ role: 'seller', status: 'COMPLETED' }) } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'IN_PROGRESS' }));
    await user.click(screen.getByRole('button', { name: 'Complete order 1a2b3c4d' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order completed successfully!');
  });

  it('shows the server’s refusal in a red toast', async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/complete`]: { status: 409, body: { error: 'Cannot complete an order that is cancelled' } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'IN_PROGRESS' }));
    await user.click(screen.getByRole('button', { name: 'Complete order 1a2b3c4d' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot complete an order that is cancelled');
  });

  it('words a refusal by its code, in the language on screen', async () => {
    const refusal = { error: 'Cannot complete an order that is cancelled', code: 'ORDER_ACTION_NOT_ALLOWED' };
    stubFetch({ [`PUT ${ORDER_PATH}/complete`]: { status: 409, body: refusal } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'IN_PROGRESS' }));
    await user.click(screen.getByRole('button', { name: 'Complete order 1a2b3c4d' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has changed and that step is no longer possible.');
  });

  it('says a payment’s failure in Kiswahili from its code', async () => {
    if (!i18n.hasCatalogue('sw', 'translation')) i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      renderCard(makeOrder({ payment: makePayment({ status: 'FAILED', failureReason: 'Wrong M-Pesa PIN. Please try again.', failureCode: 'MPESA_WRONG_PIN' }) }));
      expect(card()).toHaveTextContent('PIN ya M-Pesa si sahihi. Tafadhali jaribu tena.');
      expect(card()).toHaveTextContent('Inasubiri');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("says 'Failed to update order to completed' when no answer comes", async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/complete`]: 'network-error' });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'IN_PROGRESS' }));
    await user.click(screen.getByRole('button', { name: 'Complete order 1a2b3c4d' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update order to completed');
  });

  it('asks before declining, and Keep Order sends nothing', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller' }));
    await user.click(screen.getByRole('button', { name: 'Decline order 1a2b3c4d' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent('the KSh 2,500 held is refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("cancels after confirming and says 'Order cancelled successfully!'", async () => {
    const { callsTo } = stubFetch({ [`PUT ${ORDER_PATH}/cancel`]: { status: 200, body: { order: makeOrder({ status: 'CANCELLED' }) } } });
    const user = userEvent.setup();
    renderCard(makeOrder());
    await user.click(screen.getByRole('button', { name: 'Cancel order 1a2b3c4d' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order cancelled successfully!');
    expect(callsTo(`PUT ${ORDER_PATH}/cancel`)).toHaveLength(1);
  });
});

describe('OrderCard payments', () => {
  afterEach(() => vi.unstubAllGlobals());

  const paymentBox = () => within(card()).getByText(/KSh 2,500 /).parentElement!;

  it.each([
    ['buyer', 'AWAITING_PAYMENT', {}, 'KSh 2,500 to pay with M-PesaWaiting for M-Pesa'],
    ['buyer', 'FAILED', { failureReason: 'Wrong M-Pesa PIN. Please try again.' }, 'KSh 2,500 to pay with M-PesaFailed: Wrong M-Pesa PIN. Please try again.'],
    ['buyer', 'HELD', { receipt: 'SJK3H4ABCD' }, 'KSh 2,500 held until the job is doneHeld · M-Pesa receipt SJK3H4ABCD'],
    ['seller', 'RELEASING', { receipt: 'SJK3H4ABCD' }, 'KSh 2,500 on its way to youPayout on the way · M-Pesa receipt SJK3H4ABCD'],
    ['buyer', 'RELEASED', { settledAt: '2025-11-28T09:00:00.000Z' }, 'KSh 2,500 paid to the sellerPaid out on Fri 28 Nov'],
    ['seller', 'RELEASED', { settledAt: '2025-11-28T09:00:00.000Z' }, 'KSh 2,500 released to youPaid out on Fri 28 Nov'],
    ['buyer', 'REFUNDING', {}, 'KSh 2,500 on its way back to youRefund on the way'],
    ['buyer', 'REFUNDED', {}, 'KSh 2,500 refundedRefunded'],
  ] as const)("words the %s's %s payment in words", (role, status, details, text) => {
    renderCard(makeOrder({ role, status: 'ACCEPTED', payment: makePayment({ status, ...details }) }));
    expect(paymentBox().textContent).toBe(text);
  });

  it('shows the platform fee to both sides (to the buyer as taken from the payout), and to nobody when it is 0', () => {
    const payment = makePayment({ status: 'RELEASING', fee: 250 });
    const { unmount } = renderCard(makeOrder({ role: 'seller', status: 'COMPLETED', payment }));
    expect(card()).toHaveTextContent('Platform fee KSh 250');
    unmount();
    const second = renderCard(makeOrder({ role: 'buyer', status: 'COMPLETED', payment }));
    expect(card()).toHaveTextContent('Platform fee KSh 250, taken from the professional’s payout');
    second.unmount();
    renderCard(makeOrder({ role: 'buyer', status: 'COMPLETED', payment: { ...payment, fee: 0 } }));
    expect(card()).not.toHaveTextContent('Platform fee');
  });

  it('tells the buyer of a completed job when the money goes, and Confirm job done sends it now', async () => {
    const held = makeOrder({ status: 'COMPLETED', payment: makePayment({ status: 'HELD', releaseAt: '2025-11-28T09:00:00.000Z' }) });
    const { callsTo } = stubFetch({
      [`PUT ${ORDER_PATH}/confirm`]: { status: 200, body: { order: { ...held, payment: makePayment({ status: 'RELEASING' }) } } },
    });
    const user = userEvent.setup();
    renderCard(held);
    expect(card()).toHaveTextContent('Payment goes to Joseph Otieno on Fri 28 Nov unless you report a problem');
    await user.click(within(card()).getByRole('button', { name: 'Confirm job done on order 1a2b3c4d' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! The payment is on its way to the professional.');
    expect(callsTo(`PUT ${ORDER_PATH}/confirm`)).toHaveLength(1);
    expect(callsTo(`PUT ${ORDER_PATH}/confirm`)[0]?.body).toBeUndefined();
  });

  it('shows the server’s refusal of Confirm job done in a red toast', async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/confirm`]: { status: 409, body: { error: 'This payment is no longer held' } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ status: 'COMPLETED' }));
    await user.click(within(card()).getByRole('button', { name: 'Confirm job done on order 1a2b3c4d' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is no longer held');
  });

  it('lets the buyer pay a failed booking again from the card, and says so once it is paid', async () => {
    const failed = makeOrder({ payment: makePayment({ status: 'FAILED', provider: 'mpesa', phone: '2547•••••678', failureReason: 'You cancelled the M-Pesa request.' }) });
    const awaiting = { ...failed, payment: { ...failed.payment!, status: 'AWAITING_PAYMENT' as const, failureReason: null } };
    const held = { ...failed, payment: { ...failed.payment!, status: 'HELD' as const, failureReason: null } };
    let current: Order = failed;
    const { callsTo } = stubFetch({
      [`POST ${ORDER_PATH}/pay`]: () => {
        current = awaiting;
        return { status: 202, body: { order: awaiting } };
      },
      [`GET ${ORDER_PATH}`]: () => ({ status: 200, body: { order: current } }),
    });
    const user = userEvent.setup();
    renderCard(failed, { onChat: vi.fn() });
    expect(buttonNames()).toEqual(['Pay with M-Pesa', 'Cancel Order', 'Chat with Seller']);
    await user.click(within(card()).getByRole('button', { name: 'Pay with M-Pesa for order 1a2b3c4d' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You cancelled the M-Pesa request.');
    expect(within(dialog).getByLabelText('M-Pesa number')).toHaveValue('');
    expect(within(dialog).getByLabelText('M-Pesa number')).toHaveAccessibleDescription('Leave it empty to use 2547•••••678 again.');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Check your phone and enter your M-Pesa PIN to pay KSh 2,500.')).toBeInTheDocument();
    expect(callsTo(`POST ${ORDER_PATH}/pay`)[0]?.body).toEqual({});

    current = held;
    act(() => publishLive({ type: 'order', order: { id: failed.id, status: 'PENDING', paymentStatus: 'HELD' } }));
    expect(await screen.findByText('Paid. KSh 2,500 is held until the job is done.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an order still waiting for the PIN on the wait, and offers nothing to pay to the seller', () => {
    const awaiting = makeOrder({ payment: makePayment({ status: 'AWAITING_PAYMENT' }) });
    const { unmount } = renderCard(awaiting);
    expect(within(card()).getByRole('button', { name: 'Pay with M-Pesa for order 1a2b3c4d' })).toBeEnabled();
    unmount();
    renderCard({ ...awaiting, role: 'seller' });
    expect(within(card()).queryByRole('button', { name: /Pay with M-Pesa/ })).not.toBeInTheDocument();
  });

  it('offers the buyer of a completed job whose money is held Report a problem, leading to the dispute’s page', () => {
    const { unmount } = renderCard(makeOrder({ status: 'COMPLETED' }));
    const report = within(card()).getByRole('link', { name: 'Report a problem with order 1a2b3c4d' });
    expect(report).toHaveTextContent('Report a problem');
    expect(report).toHaveAttribute('href', `/orders/1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d/dispute`);
    unmount();
    // Not to the seller, not before the job is completed, not once the money has moved.
    for (const order of [
      makeOrder({ status: 'COMPLETED', role: 'seller' }),
      makeOrder({ status: 'IN_PROGRESS' }),
      makeOrder({ status: 'COMPLETED', payment: makePayment({ status: 'RELEASING' }) }),
    ]) {
      const shown = renderCard(order);
      expect(within(card()).queryByRole('link', { name: /Report a problem/ })).not.toBeInTheDocument();
      shown.unmount();
    }
  });

  it.each(['buyer', 'seller'] as const)('tells the %s a problem was reported, with the way to the dispute, and no Confirm job done', (role) => {
    renderCard(makeOrder({ role, status: 'COMPLETED', payment: makePayment({ status: 'DISPUTED' }) }));
    expect(card()).toHaveTextContent('KSh 2,500 held until the problem is settled');
    expect(card()).toHaveTextContent('Disputed');
    expect(card()).toHaveTextContent('A problem was reported. The payment waits for our team’s decision.');
    expect(within(card()).getByRole('link', { name: 'View the dispute about order 1a2b3c4d' })).toHaveAttribute('href', '/orders/1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d/dispute');
    expect(buttonNames()).not.toContain('Confirm job done');
    expect(within(card()).queryByRole('link', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('words a split payment in both languages, with the way to the decision', async () => {
    const { unmount } = renderCard(makeOrder({ status: 'COMPLETED', payment: makePayment({ status: 'SPLITTING' }) }));
    expect(card()).toHaveTextContent('Being split');
    expect(card()).toHaveTextContent('The reported problem was decided.');
    unmount();
    if (!i18n.hasCatalogue('sw', 'translation')) i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      renderCard(makeOrder({ status: 'COMPLETED', payment: makePayment({ status: 'SPLIT' }) }));
      expect(card()).toHaveTextContent('KSh 2,500 zimegawanywa kati ya mteja na mtoa huduma');
      expect(card()).toHaveTextContent('Imegawanywa');
      expect(within(card()).getByRole('link', { name: 'Angalia mzozo wa agizo 1a2b3c4d' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says nothing is refunded when cancelling a booking not paid yet', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderCard(makeOrder({ payment: makePayment({ status: 'FAILED' }) }));
    await user.click(screen.getByRole('button', { name: 'Cancel order 1a2b3c4d' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toHaveTextContent('Nothing has been paid for this booking yet.');
  });
});
