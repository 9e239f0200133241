import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buyer, makeOrder, makeOrders, ordersPage, seller } from '../features/orders/test-orders';
import { stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

const SELLER_ACTIVE = 'GET /api/orders?limit=5&role=seller&state=active';
const BUYER_ACTIVE = 'GET /api/orders?limit=5&role=buyer&state=active';
const HISTORY = 'GET /api/orders?limit=5&state=history';

const section = (name: string) => screen.getByRole('region', { name });

describe('/orders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a buyer 'Pending Orders' with a count badge and 'Seller:' lines, and the Order History with markers", async () => {
    stubFetch({
      [BUYER_ACTIVE]: { status: 200, body: ordersPage([makeOrder(), makeOrder({ id: 'bbbbbbbb-2', status: 'ACCEPTED' })]) },
      [HISTORY]: { status: 200, body: ordersPage([makeOrder({ id: 'cccccccc-3', status: 'COMPLETED' }), makeOrder({ id: 'dddddddd-4', status: 'REJECTED' })]) },
    });
    renderApp('/orders', { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Requests' })).not.toBeInTheDocument();
    const pending = section('Pending Orders');
    expect(await within(pending).findByText('2 orders')).toBeInTheDocument();
    const [first, second] = within(pending).getAllByRole('article');
    expect(first).toHaveTextContent('Seller: Joseph Otieno');
    expect(first).not.toHaveAttribute('data-marker');
    expect(second).toHaveAttribute('data-marker', 'orange');
    expect(within(pending).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();

    const history = await within(section('Order History')).findAllByRole('article');
    expect(history.map((card) => card.getAttribute('data-marker'))).toEqual(['green', 'orange']);
  });

  it("shows a seller 'New Requests' with Accept and Decline and a 'From:' line, also on a 'both' account", async () => {
    stubFetch({
      [SELLER_ACTIVE]: { status: 200, body: ordersPage([makeOrder({ role: 'seller' })]) },
      [BUYER_ACTIVE]: { status: 200, body: ordersPage([]) },
      [HISTORY]: { status: 200, body: ordersPage([]) },
    });
    renderApp('/orders', { user: seller });
    const requests = await screen.findByRole('region', { name: 'New Requests' });
    const card = await within(requests).findByRole('article');
    expect(card).toHaveTextContent('From: Amina Wanjiru');
    expect(within(card).getByRole('button', { name: /^Accept/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Decline/ })).toBeInTheDocument();
    expect(within(requests).getByText('1 order')).toBeInTheDocument();
    expect(await within(section('Pending Orders')).findByText('No pending orders.')).toBeInTheDocument();
    expect(await within(section('Order History')).findByText('No order history (Completed, Rejected, Cancelled).')).toBeInTheDocument();
  });

  it('names a buyer who sent many requests and declines them all after one confirmation', async () => {
    // A real id: the request's schema, which the client checks the body with, takes only a UUID.
    const prankId = '0f5d7a3c-2b9e-4c1d-8e6f-7a9b0c1d2e3f';
    const flood = makeOrders(4, { role: 'seller', buyer: { id: prankId, name: 'Prank Caller' }, buyerId: prankId });
    let declined = false;
    const { callsTo } = stubFetch({
      [SELLER_ACTIVE]: () => ({ status: 200, body: ordersPage(declined ? [makeOrder({ role: 'seller' })] : [...flood, makeOrder({ role: 'seller' })]) }),
      [BUYER_ACTIVE]: { status: 200, body: ordersPage([]) },
      [HISTORY]: { status: 200, body: ordersPage([]) },
      'POST /api/seller-orders/reject-pending': () => {
        declined = true;
        return { status: 200, body: { rejected: 4 } };
      },
    });
    renderApp('/orders', { user: seller });
    const requests = await screen.findByRole('region', { name: 'New Requests' });
    expect(await within(requests).findByText('Prank Caller sent you 4 booking requests.')).toBeInTheDocument();
    // Amina sent one request: she is not a flood.
    expect(within(requests).queryByText(/Amina Wanjiru sent you/)).not.toBeInTheDocument();

    await userEvent.click(within(requests).getByRole('button', { name: 'Decline all from Prank Caller' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline every request from Prank Caller?' });
    expect(callsTo('POST /api/seller-orders/reject-pending')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline all' }));

    expect(await screen.findByText('4 requests declined')).toBeInTheDocument();
    expect(callsTo('POST /api/seller-orders/reject-pending').map((call) => call.body)).toEqual([{ buyerId: prankId }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(within(requests).queryByText(/Prank Caller sent you/)).not.toBeInTheDocument());
    expect(within(requests).getAllByRole('article')).toHaveLength(1);
  });

  it('continues a long history with Load more, from the cursor', async () => {
    const { callsTo } = stubFetch({
      [BUYER_ACTIVE]: { status: 200, body: ordersPage([]) },
      [HISTORY]: { status: 200, body: ordersPage(makeOrders(5, { status: 'COMPLETED' }), { total: 7, nextCursor: 'page-2' }) },
      [`${HISTORY}&cursor=page-2`]: {
        status: 200,
        body: ordersPage([makeOrder({ id: 'ffffffff-6', status: 'CANCELLED' }), makeOrder({ id: 'eeeeeeee-7', status: 'CANCELLED' })], { total: 7 }),
      },
    });
    const user = userEvent.setup();
    renderApp('/orders', { user: buyer });
    const history = await screen.findByRole('region', { name: 'Order History' });
    await vi.waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(5));
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(7));
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(`${HISTORY}&cursor=page-2`)).toHaveLength(1);
  });
});
