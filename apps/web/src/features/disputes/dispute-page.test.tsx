import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dispute } from '@fundi/shared';
import { publishLive } from '../../lib/live';
import { stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { formEntries, makeFile, stubObjectUrls } from '../../test/files';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { buyer, makeDispute, makeOrder, ORDER_ID, photoAnswers, seller } from './test-disputes';

const PAGE = `/orders/${ORDER_ID}/dispute`;
const ORDER = `GET /api/orders/${ORDER_ID}`;
const DISPUTE = `GET /api/orders/${ORDER_ID}/dispute`;
const REPORT = `POST /api/orders/${ORDER_ID}/dispute`;
const STATEMENT = `POST /api/orders/${ORDER_ID}/dispute/statements`;
const noDispute: StubbedAnswer = { status: 404, body: { error: 'Dispute not found', code: 'DISPUTE_NOT_FOUND' } };

type Routes = Record<string, StubbedAnswer | ((call: StubbedCall) => StubbedAnswer | Promise<StubbedAnswer>)>;

async function openPage(routes: Routes, user = buyer) {
  const stub = stubFetch({ [ORDER]: { status: 200, body: { order: makeOrder() } }, ...routes });
  const person = userEvent.setup();
  renderApp(PAGE, { user });
  return { person, ...stub };
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** The order as either side reads it once a problem was reported: its payment frozen, or split after the decision. */
const reportedOrder = (role: 'buyer' | 'seller' = 'buyer', status: 'DISPUTED' | 'SPLIT' = 'DISPUTED') => {
  const order = makeOrder({ role });
  return { [ORDER]: { status: 200, body: { order: { ...order, payment: { ...order.payment!, status } } } } };
};

describe('/orders/:orderId/dispute', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the buyer of a completed job whose money is held the report form, and marks what is missing', async () => {
    const { person, calls } = await openPage({ [DISPUTE]: noDispute });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a problem' }, firstPaint)).toBeInTheDocument();
    expect(await screen.findByText(/The KSh 2,500 stays held, and is not paid to Joseph Otieno/)).toBeInTheDocument();
    const reason = screen.getByLabelText('What went wrong?');
    expect(within(reason).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a reason',
      'The fundi did not come',
      'The work was poorly done',
      'Something was damaged',
      'I was asked to pay more than agreed',
      'Something else',
    ]);
    await person.click(screen.getByRole('button', { name: 'Report the problem' }));
    expect(await screen.findByText('Choose what went wrong')).toBeInTheDocument();
    expect(screen.getByText('Describe the problem', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // A job still open to a report has no dispute: the page never asks (and never reads a 404).
    expect(calls.filter((call) => call.method === 'GET' && call.path.endsWith('/dispute'))).toEqual([]);
  });

  it('sends the reason, the description and the photos as a form, then shows the dispute', async () => {
    const reported = makeDispute({ reason: 'damage', description: 'The sink cracked.', statements: [] });
    let current: StubbedAnswer = noDispute;
    const { person, callsTo } = await openPage({
      [DISPUTE]: () => current,
      [REPORT]: () => {
        current = { status: 200, body: { dispute: reported } };
        return { status: 201, body: { dispute: reported } };
      },
      ...photoAnswers(reported),
    });
    await person.selectOptions(await screen.findByLabelText('What went wrong?', {}, firstPaint), 'Something was damaged');
    await person.type(screen.getByLabelText('Describe the problem'), 'The sink cracked.');
    await person.upload(screen.getByLabelText('Add photos'), [makeFile('sink.jpg', 'image/jpeg'), makeFile('floor.png', 'image/png')]);
    expect(screen.getAllByRole('img', { name: /to send$/ })).toHaveLength(2);
    await person.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await person.click(screen.getByRole('button', { name: 'Report the problem' }));

    expect(await toasts().findByText('Problem reported. The payment is on hold until our team decides.')).toBeInTheDocument();
    expect(formEntries(callsTo(REPORT)[0]!.body)).toEqual([
      ['reason', 'damage'],
      ['description', 'The sink cracked.'],
      ['photos', 'file:sink.jpg'],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem with Leaking tap repair' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for a decision')).toBeInTheDocument();
    expect(screen.getByText('Something was damaged')).toBeInTheDocument();
    expect(screen.queryByLabelText('What went wrong?')).not.toBeInTheDocument();
  });

  it('keeps no more than 3 photos, nor a file that is not a photo, and says why', async () => {
    const { person } = await openPage({ [DISPUTE]: noDispute });
    const input = await screen.findByLabelText('Add photos', {}, firstPaint);
    await person.upload(input, ['a', 'b', 'c', 'd'].map((name) => makeFile(`${name}.jpg`, 'image/jpeg')));
    expect(screen.getAllByRole('img', { name: /to send$/ })).toHaveLength(3);
    expect(screen.getByText('Add at most 3 photos')).toHaveAttribute('role', 'alert');
    expect(input).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    // A browser's picker may still hand over another type ("All files").
    await userEvent.setup({ applyAccept: false }).upload(input, makeFile('notes.pdf', 'application/pdf'));
    expect(screen.getByText(/must be a JPEG, PNG or WebP image/)).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('img', { name: /to send$/ })).toHaveLength(2);
  });

  it('shows the server’s refusal above the form, keeping what was typed', async () => {
    const refusal = { status: 409, body: { error: 'The payment for this job has already been paid out or refunded', code: 'DISPUTE_NOT_HELD' } };
    const { person } = await openPage({ [DISPUTE]: noDispute, [REPORT]: refusal });
    await person.selectOptions(await screen.findByLabelText('What went wrong?', {}, firstPaint), 'Something else');
    await person.type(screen.getByLabelText('Describe the problem'), 'Late');
    await person.click(screen.getByRole('button', { name: 'Report the problem' }));
    expect(await screen.findByText('The payment for this job has already been paid out or refunded')).toBeInTheDocument();
    expect(screen.getByLabelText('Describe the problem')).toHaveValue('Late');
  });

  it('shows both people the report, its photos and the statements, read with the caller’s token', async () => {
    const dispute = makeDispute();
    const { calls } = await openPage({ ...reportedOrder('seller'), [DISPUTE]: { status: 200, body: { dispute } }, ...photoAnswers(dispute) }, seller);
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem with Leaking tap repair' }, firstPaint)).toBeInTheDocument();
    expect(await screen.findByText('The work was poorly done')).toBeInTheDocument();
    expect(screen.getByText('What Amina Wanjiru said')).toBeInTheDocument();
    expect(screen.getByText('The tap still leaks after the repair.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo 1 from Amina Wanjiru' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(calls.find((call) => call.path === dispute.photos[0]!.path)?.authorization).toBe('Bearer test-access-token');

    const [statement] = within(screen.getByRole('region', { name: 'Statements' })).getAllByRole('listitem');
    expect(statement).toHaveTextContent('Joseph Otieno (professional)');
    expect(statement).toHaveTextContent('The leak comes from the old pipe, not the tap.');
    expect(await within(statement!).findByRole('img', { name: 'Photo 1 from Joseph Otieno' })).toBeInTheDocument();
    expect(screen.getByText(/KSh 2,500 is held until the decision/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add your side' })).toBeInTheDocument();
  });

  it('adds a statement while the dispute is open, and shows the other side’s at once when it comes live', async () => {
    let current: Dispute = makeDispute({ statements: [] });
    const withBuyer = makeDispute({
      statements: [{ id: 'statement-amina', author: 'buyer', authorName: 'Amina Wanjiru', text: 'It was fine before.', createdAt: '2026-05-02T13:00:00.000Z', photos: [] }],
    });
    const { person, callsTo } = await openPage({
      ...reportedOrder(),
      [DISPUTE]: () => ({ status: 200, body: { dispute: current } }),
      [STATEMENT]: () => {
        current = withBuyer;
        return { status: 201, body: { dispute: withBuyer } };
      },
      ...photoAnswers(makeDispute()),
    });
    expect(await screen.findByText('No statements yet.', {}, firstPaint)).toBeInTheDocument();
    await person.type(screen.getByLabelText('Your statement'), 'It was fine before.');
    await person.click(screen.getByRole('button', { name: 'Add statement' }));
    expect(await toasts().findByText('Statement added')).toBeInTheDocument();
    expect(formEntries(callsTo(STATEMENT)[0]!.body)).toEqual([['text', 'It was fine before.']]);
    expect(screen.getByText('Amina Wanjiru (buyer)')).toBeInTheDocument();
    expect(screen.getByLabelText('Your statement')).toHaveValue('');

    current = makeDispute({ statements: [...withBuyer.statements, { ...makeDispute().statements[0]!, id: 'late', text: 'I can come back.' }] });
    act(() => publishLive({ type: 'order', order: { id: ORDER_ID, status: 'COMPLETED', paymentStatus: 'DISPUTED' } }));
    expect(await screen.findByText('I can come back.')).toBeInTheDocument();
  });

  it('shows the decision with its amounts and reason, and takes no more statements', async () => {
    const dispute = makeDispute({
      status: 'DECIDED',
      decision: { outcome: 'SPLIT', buyerAmount: 1000, sellerAmount: 1500, reason: 'Half of the job was done', decidedAt: '2026-05-03T09:00:00.000Z' },
    });
    await openPage({ ...reportedOrder('buyer', 'SPLIT'), [DISPUTE]: { status: 200, body: { dispute } }, ...photoAnswers(dispute) });
    const decision = await screen.findByRole('region', { name: 'The decision' }, firstPaint);
    expect(decision).toHaveTextContent('Split between the buyer and the professional');
    expect(decision).toHaveTextContent('Back to the buyer: KSh 1,000');
    expect(decision).toHaveTextContent('To the professional: KSh 1,500, before the platform fee');
    expect(decision).toHaveTextContent('Why: Half of the job was done');
    expect(screen.getByText('Decided')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add your side' })).not.toBeInTheDocument();
  });

  it('tells the seller nothing was reported, with no form', async () => {
    await openPage({ [ORDER]: { status: 200, body: { order: makeOrder({ role: 'seller' }) } }, [DISPUTE]: noDispute }, seller);
    expect(await screen.findByRole('heading', { name: 'No problem has been reported' }, firstPaint)).toBeInTheDocument();
    expect(screen.queryByLabelText('What went wrong?')).not.toBeInTheDocument();
  });

  it('tells someone else only that the order is not found', async () => {
    const notFound = { status: 404, body: { error: 'Order not found', code: 'ORDER_NOT_FOUND' } };
    await openPage({ [ORDER]: notFound, [DISPUTE]: notFound });
    expect(await screen.findByRole('heading', { name: 'Order not found' }, firstPaint)).toBeInTheDocument();
    expect(screen.queryByLabelText('What went wrong?')).not.toBeInTheDocument();
  });
});
