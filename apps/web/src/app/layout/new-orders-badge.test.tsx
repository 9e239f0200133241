import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buyer, seller } from '../../features/orders/test-orders';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe("the navbar's Orders badge", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a seller's active orders to deliver as 'n New', asked with limit=1", async () => {
    const { callsTo } = stubFetch({
      'GET /api/seller-orders?limit=1': { status: 200, body: { newOrders: [], orderHistory: [], newOrdersCount: 3, historyCount: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/about', { user: seller });
    await user.click(screen.getByRole('button', { name: 'Account menu for Joseph Otieno' }));
    expect(await screen.findByRole('link', { name: /^Orders\W+3 New$/ })).toHaveAttribute('href', '/orders');
    expect(callsTo('GET /api/seller-orders?limit=1')).toHaveLength(1);
  });

  it('asks nothing for a buyer or a visitor', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    const { unmount } = renderApp('/about', { user: buyer });
    await user.click(screen.getByRole('button', { name: 'Account menu for Amina Wanjiru' }));
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    unmount();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Fundi' });
    expect(calls.filter((call) => call.path.includes('seller-orders'))).toEqual([]);
  });
});
