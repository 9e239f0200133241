import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { administrator, makeFlag, makeWaitingPayment, overview } from './test-admin';

const payment = makeWaitingPayment();
const flag = makeFlag();
const section = (name: string) => screen.getByRole('region', { name });

describe('/admin/payments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each waiting payment with its people and last attempt, and each flag with its callback folded away', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/payments': { status: 200, body: { payments: [payment], flags: [flag, makeFlag({ id: '42', reason: 'A callback for nothing we know', orderId: null, callback: null })] } },
    });
    renderApp('/admin/payments', { user: administrator });
    const card = await within(await screen.findByRole('region', { name: 'Payouts and refunds waiting' })).findByRole('article', { name: 'Order #3F2A9C10' });
    for (const text of ['Blocked drain unblocking', 'Payout on the way', 'KSh 1,500', 'Amina Wanjiru', 'Joseph Otieno', '+254733445566', 'The initiator information is invalid.', /3 failed attempts/, /Payout: failed/]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }

    const flags = section('Flags');
    const flagged = within(flags).getByRole('article', { name: 'M-Pesa reported 1 for a push of 1500' });
    const summary = within(flagged).getByText(/M-Pesa callback \(stk\)/);
    const body = within(flagged).getByText(/ws_CO_0405/);
    expect(body).not.toBeVisible();
    await user.click(summary);
    expect(body).toBeVisible();
    const unknown = within(flags).getByRole('article', { name: 'A callback for nothing we know' });
    expect(within(unknown).getByText(/No order/)).toBeInTheDocument();
  });

  it('sends a payment again once a reason is given', async () => {
    const user = userEvent.setup();
    let isSent = false;
    const { callsTo } = stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/payments': () => ({ status: 200, body: { payments: isSent ? [] : [payment], flags: [] } }),
      [`POST /api/admin/payments/${payment.orderId}/retry`]: () => {
        isSent = true;
        return { status: 200, body: { payment: null, message: 'Payout sent again' } };
      },
    });
    renderApp('/admin/payments', { user: administrator });
    await user.click(within(await screen.findByRole('article', { name: 'Order #3F2A9C10' })).getByRole('button', { name: 'Send again' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the payment of order #3F2A9C10 again?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Checked with M-Pesa: it did not go');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    expect(callsTo(`POST /api/admin/payments/${payment.orderId}/retry`).map((call) => call.body)).toEqual([{ reason: 'Checked with M-Pesa: it did not go' }]);
    expect(await screen.findByRole('heading', { name: 'No payment is waiting.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No flag is open.' })).toBeInTheDocument();
  });

  it('resolves a flag with a reason, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const { callsTo } = stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/payments': { status: 200, body: { payments: [], flags: [flag] } },
      'PUT /api/admin/flags/41/resolve': { status: 409, body: { error: 'This flag has already been resolved', code: 'FLAG_ALREADY_RESOLVED' } },
    });
    renderApp('/admin/payments', { user: administrator });
    await user.click(within(await screen.findByRole('article', { name: flag.reason })).getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve this flag?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refunded by hand');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This flag has already been resolved');
    expect(callsTo('PUT /api/admin/flags/41/resolve').map((call) => call.body)).toEqual([{ reason: 'Refunded by hand' }]);
  });

  it('offers to try again when the list does not load', async () => {
    const user = userEvent.setup();
    let answered = 0;
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/payments': () => (answered++ === 0 ? { status: 500, body: { error: 'Server error', code: 'SERVER_ERROR' } } : { status: 200, body: { payments: [payment], flags: [] } }),
    });
    renderApp('/admin/payments', { user: administrator });
    const [retry] = await screen.findAllByRole('button', { name: 'Try again' });
    await user.click(retry!);
    expect(await screen.findByRole('article', { name: 'Order #3F2A9C10' })).toBeInTheDocument();
  });
});
