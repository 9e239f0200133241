import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDispute } from '@fundi/shared';
import { stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { stubObjectUrls } from '../../test/files';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { administrator, DISPUTE_ID, makeAdminDispute, photoAnswers } from './test-disputes';

const ONE = `GET /api/admin/disputes/${DISPUTE_ID}`;
const DECIDE = `PUT /api/admin/disputes/${DISPUTE_ID}/decide`;
const overview = { 'GET /api/admin/overview': { status: 200, body: { pendingVerifications: 0, openDisputes: 1, paymentsWaiting: 0, openFlags: 0 } } };

type Routes = Record<string, StubbedAnswer | ((call: StubbedCall) => StubbedAnswer | Promise<StubbedAnswer>)>;

async function openDispute(routes: Routes = {}, dispute: AdminDispute = makeAdminDispute()) {
  const stub = stubFetch({ ...overview, ...photoAnswers(dispute), [ONE]: { status: 200, body: { dispute } }, 'GET /api/admin/disputes?*': { status: 200, body: { disputes: [], nextCursor: null } }, ...routes });
  const user = userEvent.setup();
  renderApp(`/admin/disputes/${DISPUTE_ID}`, { user: administrator });
  expect(await screen.findByRole('heading', { level: 2, name: 'Leaking tap repair' }, firstPaint)).toBeInTheDocument();
  return { user, ...stub };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const decided = (decision: AdminDispute['decision'], status: AdminDispute['payment']['status']) =>
  makeAdminDispute({ status: 'DECIDED', decision, payment: { ...makeAdminDispute().payment, status }, decidedBy: { id: administrator.id, name: 'Ada Administrator' } });

describe('/admin/disputes/:disputeId', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.unstubAllGlobals());

  it('shows both people with how to reach them, the order, the payment, the report and the statements', async () => {
    await openDispute();
    const buyer = screen.getByRole('heading', { name: 'Buyer' }).parentElement!;
    expect(buyer).toHaveTextContent('Amina Wanjiru');
    expect(within(buyer).getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(within(buyer).getByRole('link', { name: 'amina@example.co.ke' })).toHaveAttribute('href', 'mailto:amina@example.co.ke');
    const seller = screen.getByRole('heading', { name: 'Professional' }).parentElement!;
    expect(seller).toHaveTextContent('Joseph Otieno');
    expect(seller).toHaveTextContent('E-mailNot given');
    const payment = screen.getByRole('heading', { name: 'Payment' }).parentElement!;
    expect(payment).toHaveTextContent('StatusDisputed: on hold');
    expect(payment).toHaveTextContent('AmountKSh 2,500');
    expect(payment).toHaveTextContent('M-Pesa receiptSJK3H4ABCD');
    expect(screen.getByRole('heading', { name: 'Order' }).parentElement!).toHaveTextContent('Completed');
    expect(region('The report').getByText('The tap still leaks after the repair.')).toBeInTheDocument();
    expect(await region('The report').findByRole('img', { name: 'Photo 1 from Amina Wanjiru' })).toBeInTheDocument();
    expect(region('Statements').getByText('The leak comes from the old pipe, not the tap.')).toBeInTheDocument();
  });

  it('splits after a confirmation: the buyer’s amount with the seller’s share shown, then a toast', async () => {
    let current = makeAdminDispute();
    const split = decided({ outcome: 'SPLIT', buyerAmount: 1000, sellerAmount: 1500, reason: 'Half of the job was done', decidedAt: '2026-05-03T09:00:00.000Z' }, 'SPLITTING');
    const { user, callsTo } = await openDispute({
      [ONE]: () => ({ status: 200, body: { dispute: current } }),
      [DECIDE]: () => {
        current = split;
        return { status: 200, body: { dispute: split } };
      },
    });
    const form = region('Decide');
    await user.click(form.getByRole('radio', { name: /Split/ }));
    const amount = form.getByLabelText('Back to the buyer, in KSh');
    expect(amount).toHaveAccessibleDescription('From KSh 1 to KSh 2,499');
    await user.type(amount, '1000');
    expect(amount).toHaveAccessibleDescription('The professional gets KSh 1,500, before the platform fee.');
    await user.type(form.getByLabelText('Reason, shown to both people'), 'Half of the job was done');
    await user.click(form.getByRole('button', { name: 'Decide' }));

    const dialog = screen.getByRole('dialog', { name: 'Record this decision?' });
    expect(dialog).toHaveTextContent('KSh 1,000 goes back to Amina Wanjiru and KSh 1,500 to Joseph Otieno, less the platform fee.');
    expect(callsTo(DECIDE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(await toasts().findByText('Decision recorded. The money is on its way.')).toBeInTheDocument();
    expect(callsTo(DECIDE)[0]!.body).toEqual({ outcome: 'SPLIT', buyerAmount: 1000, reason: 'Half of the job was done' });
    expect(await region('The decision').findByText('Split between the buyer and the professional')).toBeInTheDocument();
    expect(region('The decision').getByText(/Decided by Ada Administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('checks the decision first: an outcome, a reason, and a split that leaves each side something', async () => {
    const { user, callsTo } = await openDispute();
    const form = region('Decide');
    await user.click(form.getByRole('button', { name: 'Decide' }));
    expect(await form.findByText('Choose the outcome: pay the seller, refund the buyer, or split')).toBeInTheDocument();
    expect(form.getByText('Say why: every administrator action is recorded with its reason')).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: /Split/ }));
    await user.type(form.getByLabelText('Back to the buyer, in KSh'), '2500');
    await user.type(form.getByLabelText('Reason, shown to both people'), 'Fair');
    await user.click(form.getByRole('button', { name: 'Decide' }));
    expect(await form.findByText('A split gives the buyer a whole number of shillings, more than 0 and less than the payment')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(DECIDE)).toHaveLength(0);
  });

  it('pays the seller, sending no amount; a refusal (decided meanwhile) is a red toast', async () => {
    const { user, callsTo } = await openDispute({
      [DECIDE]: { status: 409, body: { error: 'This dispute has already been decided', code: 'DISPUTE_ALREADY_DECIDED' } },
    });
    const form = region('Decide');
    await user.click(form.getByRole('radio', { name: /Pay the seller/ }));
    await user.type(form.getByLabelText('Reason, shown to both people'), 'The photos show the job done');
    await user.click(form.getByRole('button', { name: 'Decide' }));
    const dialog = screen.getByRole('dialog', { name: 'Record this decision?' });
    expect(dialog).toHaveTextContent('KSh 2,500 goes to Joseph Otieno, less the platform fee.');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(await toasts().findByText('This dispute has already been decided')).toBeInTheDocument();
    expect(callsTo(DECIDE)[0]!.body).toEqual({ outcome: 'SELLER', reason: 'The photos show the job done' });
  });

  it('shows a decided dispute’s decision, by whom and why, with no form', async () => {
    await openDispute({}, decided({ outcome: 'BUYER', buyerAmount: 2500, sellerAmount: 0, reason: 'The fundi never came', decidedAt: '2026-05-03T09:00:00.000Z' }, 'REFUNDED'));
    expect(region('The decision').getByText('Refunded to the buyer')).toBeInTheDocument();
    expect(region('The decision').getByText('Why: The fundi never came')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
