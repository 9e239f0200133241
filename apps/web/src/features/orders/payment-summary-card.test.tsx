import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { PaymentSummaryCard } from './payment-summary-card';
import { buyer, renderSignedIn, seller } from './test-orders';

const summary = (payoutPhone: string | null) => ({
  status: 200,
  body: { asSeller: { held: 7500, releasing: 3000, released: 20500 }, asBuyer: { held: 2500, refunded: 1500 }, payoutPhone },
});

const card = () => screen.getByRole('region', { name: 'Payments' });
const figure = (label: string) => within(card()).getByText(label).nextElementSibling;

describe('PaymentSummaryCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a seller what is held, on its way and paid out, and the M-Pesa number payouts go to', async () => {
    stubFetch({ 'GET /api/payments/summary': summary('2547•••••678') });
    renderSignedIn(<PaymentSummaryCard />, { ...seller, role: 'seller' });
    expect(await within(card()).findByText('Payouts go to M-Pesa 2547•••••678')).toBeInTheDocument();
    expect(figure('Held until your jobs are done')).toHaveTextContent('KSh 7,500');
    expect(figure('On the way to you')).toHaveTextContent('KSh 3,000');
    expect(figure('Released to you')).toHaveTextContent('KSh 20,500');
    expect(within(card()).queryByText('Held for your bookings')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a seller without a payout number that payouts wait, with a link to the profile where it is added', async () => {
    stubFetch({ 'GET /api/payments/summary': summary(null) });
    renderSignedIn(<PaymentSummaryCard />, seller);
    expect(await within(card()).findByText(/Add your M-Pesa number to your profile to get paid\. Your payouts wait until then\./)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Add it on My Profile' })).toHaveAttribute('href', '/profile');
    // A 'both' account sees its buyer side too.
    expect(figure('Held for your bookings')).toHaveTextContent('KSh 2,500');
    expect(figure('Refunded to you')).toHaveTextContent('KSh 1,500');
  });

  it('says nothing about payouts to a buyer', async () => {
    stubFetch({ 'GET /api/payments/summary': summary(null) });
    renderSignedIn(<PaymentSummaryCard />, buyer);
    expect(await within(card()).findByText('KSh 1,500')).toBeInTheDocument();
    expect(card()).not.toHaveTextContent('payout');
    expect(card()).not.toHaveTextContent('Payouts');
    expect(within(card()).queryByText('On the way to you')).not.toBeInTheDocument();
  });
});
