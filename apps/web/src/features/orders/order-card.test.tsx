import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@fundi/shared';
import { stubFetch } from '../../test/fetch-stub';
import { OrderCard } from './order-card';
import { makeOrder, renderSignedIn, seller } from './test-orders';

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
    expect(card()).toHaveTextContent('CreatedJan 5, 2025, 3:30 PM');
    expect(card()).toHaveTextContent('Booked forJan 8, 2025');
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
    renderCard(makeOrder({ role: 'seller', status: 'COMPLETED', payment: { status: 'RELEASED', amount: 2500, provider: 'simulated', transactionId: 'x' } }));
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
    ['buyer', 'COMPLETED', ['Chat with Seller', 'Review']],
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

  it("starts a job and says 'Order in progress successfully!'", async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/start`]: { status: 200, body: { order: makeOrder({ role: 'seller', status: 'IN_PROGRESS' }) } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'ACCEPTED' }));
    await user.click(screen.getByRole('button', { name: 'Start job on order 1a2b3c4d' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order in progress successfully!');
  });

  it('shows the server’s refusal in a red toast', async () => {
    stubFetch({ [`PUT ${ORDER_PATH}/complete`]: { status: 409, body: { error: 'Cannot complete an order that is cancelled' } } });
    const user = userEvent.setup();
    renderCard(makeOrder({ role: 'seller', status: 'IN_PROGRESS' }));
    await user.click(screen.getByRole('button', { name: 'Complete order 1a2b3c4d' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot complete an order that is cancelled');
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
