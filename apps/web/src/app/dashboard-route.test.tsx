import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, SellerOrdersResponse } from '@fundi/shared';
import { buyer, makeOrder, makeOrders, makePayment, ordersPage, seller } from '../features/orders/test-orders';
import { stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

const ACTIVE_BUYER = 'GET /api/orders?limit=5&role=buyer&state=active';
const HISTORY = 'GET /api/orders?limit=5&state=history';
const SELLER = 'GET /api/seller-orders?limit=5';
const summary = { status: 200, body: { asSeller: { held: 7500, releasing: 0, released: 20500 }, asBuyer: { held: 2500, refunded: 1500 }, payoutPhone: '2547•••••678' } };

function sellerOrders(newOrders: Order[], newOrdersCount = newOrders.length): { status: number; body: SellerOrdersResponse } {
  return { status: 200, body: { newOrders, orderHistory: [], newOrdersCount, historyCount: 0 } };
}

const section = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) => within(section(name)).queryAllByRole('article');

describe('dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("greets a buyer, shows what is held for them, their active orders with 'Chat with Seller', the Become a Seller card and the history", async () => {
    stubFetch({
      [ACTIVE_BUYER]: { status: 200, body: ordersPage([makeOrder()]) },
      [HISTORY]: { status: 200, body: ordersPage([makeOrder({ id: 'bbbbbbbb-done', status: 'COMPLETED' })]) },
      'GET /api/payments/summary': summary,
    });
    renderApp('/dashboard', { user: buyer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Wanjiru' })).toBeInTheDocument();
    expect(screen.getByText('Buyer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('link', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Orders to Deliver' })).not.toBeInTheDocument();

    expect(await within(section('Your Orders')).findByRole('article')).toHaveTextContent('Emergency plumbing call-out');
    expect(within(section('Your Orders')).getByRole('button', { name: 'Chat with Seller' })).toBeEnabled();
    expect(within(section('Become a Seller')).getByRole('link', { name: /Become a Seller/ })).toHaveAttribute('href', '/become-seller');
    expect(await within(section('Order History')).findByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(await within(section('Payments')).findByText('KSh 2,500')).toBeInTheDocument();
    expect(section('Payments')).toHaveTextContent('Refunded to you');
    expect(section('Payments')).not.toHaveTextContent('Released to you');
  });

  it("says 'No orders found.' to a buyer who never ordered, and the history's empty text", async () => {
    stubFetch({
      [ACTIVE_BUYER]: { status: 200, body: ordersPage([]) },
      [HISTORY]: { status: 200, body: ordersPage([]) },
      'GET /api/payments/summary': summary,
    });
    renderApp('/dashboard', { user: buyer });
    expect(await within(await screen.findByRole('region', { name: 'Your Orders' })).findByText('No orders found.')).toBeInTheDocument();
    expect(await within(section('Order History')).findByText('No order history (Completed, Rejected, Cancelled).')).toBeInTheDocument();
  });

  it("says 'No active orders (Pending, Accepted, In Progress).' to a buyer whose orders are all finished", async () => {
    stubFetch({
      [ACTIVE_BUYER]: { status: 200, body: ordersPage([]) },
      [HISTORY]: { status: 200, body: ordersPage([makeOrder({ status: 'CANCELLED' })]) },
      'GET /api/payments/summary': summary,
    });
    renderApp('/dashboard', { user: buyer });
    const yourOrders = await screen.findByRole('region', { name: 'Your Orders' });
    expect(await within(yourOrders).findByText('No active orders (Pending, Accepted, In Progress).')).toBeInTheDocument();
  });

  it("shows a buyer's first 4 active orders and the first 5 of the history, each with 'View all (n)' to /orders", async () => {
    stubFetch({
      [ACTIVE_BUYER]: { status: 200, body: ordersPage(makeOrders(5), { total: 9 }) },
      [HISTORY]: { status: 200, body: ordersPage(makeOrders(5, { status: 'REJECTED' }), { total: 12 }) },
      'GET /api/payments/summary': summary,
    });
    renderApp('/dashboard', { user: buyer });
    await screen.findByRole('region', { name: 'Your Orders' });
    await vi.waitFor(() => expect(cardsIn('Your Orders')).toHaveLength(4));
    expect(within(section('Your Orders')).getByRole('link', { name: 'View all (9)' })).toHaveAttribute('href', '/orders');
    await vi.waitFor(() => expect(cardsIn('Order History')).toHaveLength(5));
    expect(within(section('Order History')).getByRole('link', { name: 'View all (12)' })).toHaveAttribute('href', '/orders');
  });

  it("gives a seller Add Service and the first 4 orders to deliver with their buttons, and 'No new orders to deliver' when none", async () => {
    stubFetch({
      [SELLER]: sellerOrders(makeOrders(5, { role: 'seller' }), 6),
      'GET /api/seller-orders?limit=1': sellerOrders([], 6),
      [ACTIVE_BUYER]: { status: 200, body: ordersPage([]) },
      [HISTORY]: { status: 200, body: ordersPage([]) },
      'GET /api/payments/summary': summary,
    });
    renderApp('/dashboard', { user: seller });
    expect(await screen.findByText('Buyer & Seller Account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Service' })).toHaveAttribute('href', '/add-service');
    expect(screen.queryByRole('region', { name: 'Become a Seller' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'New Orders to Deliver' });
    await vi.waitFor(() => expect(cardsIn('New Orders to Deliver')).toHaveLength(4));
    expect(cardsIn('New Orders to Deliver')[0]).toHaveTextContent('From: Amina Wanjiru');
    expect(within(cardsIn('New Orders to Deliver')[0]!).getByRole('button', { name: /^Accept/ })).toBeInTheDocument();
    expect(within(section('New Orders to Deliver')).getByRole('link', { name: 'View all (6)' })).toHaveAttribute('href', '/orders');
    expect(await within(section('Payments')).findByText('KSh 20,500')).toBeInTheDocument();
  });

  it('still says "Order cancelled successfully!" when the cancelled order leaves Your Orders for the history', async () => {
    const pending = makeOrder();
    const cancelled = makeOrder({ status: 'CANCELLED', payment: makePayment({ status: 'REFUNDED' }) });
    let isCancelled = false;
    stubFetch({
      [ACTIVE_BUYER]: () => ({ status: 200, body: ordersPage(isCancelled ? [] : [pending]) }),
      [HISTORY]: () => ({ status: 200, body: ordersPage(isCancelled ? [cancelled] : []) }),
      [`PUT /api/orders/${pending.id}/cancel`]: () => {
        isCancelled = true;
        return { status: 200, body: { order: cancelled } };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard', { user: buyer });
    await user.click(await screen.findByRole('button', { name: 'Cancel order 1a2b3c4d' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel Order' }));

    expect((await screen.findByText('Order cancelled successfully!')).closest('[role="status"]')).toBeInTheDocument();
    expect(await within(section('Your Orders')).findByText('No active orders (Pending, Accepted, In Progress).')).toBeInTheDocument();
    expect(await within(section('Order History')).findByText('KSh 2,500 refunded')).toBeInTheDocument();
  });

  it('folds a section away and back', async () => {
    stubFetch({ [ACTIVE_BUYER]: { status: 200, body: ordersPage([makeOrder()]) }, [HISTORY]: { status: 200, body: ordersPage([]) } });
    const user = userEvent.setup();
    renderApp('/dashboard', { user: buyer });
    const toggle = await screen.findByRole('button', { name: 'Your Orders' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section('Your Orders')).queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'Failed to load orders. Please try again.' and tries again on request", async () => {
    let attempts = 0;
    stubFetch({
      [ACTIVE_BUYER]: () => (++attempts === 1 ? { status: 500, body: { error: 'Server error, please try again later' } } : { status: 200, body: ordersPage([makeOrder()]) }),
      [HISTORY]: { status: 200, body: ordersPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard', { user: buyer });
    const yourOrders = await screen.findByRole('region', { name: 'Your Orders' });
    expect(await within(yourOrders).findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
    await user.click(within(yourOrders).getByRole('button', { name: 'Try again' }));
    expect(await within(yourOrders).findByRole('article')).toBeInTheDocument();
  });

  it('opens the chat dialog from Chat with Seller', async () => {
    stubFetch({
      [ACTIVE_BUYER]: { status: 200, body: ordersPage([makeOrder()]) },
      [HISTORY]: { status: 200, body: ordersPage([]) },
      'GET /api/messages/seller-joseph': { status: 200, body: { messages: [] } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard', { user: buyer });
    await user.click(await within(await screen.findByRole('region', { name: 'Your Orders' })).findByRole('button', { name: 'Chat with Seller' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Joseph Otieno' })).toBeInTheDocument();
  });
});
