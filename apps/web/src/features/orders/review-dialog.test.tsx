import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { OrderCard } from './order-card';
import { makeOrder, renderSignedIn } from './test-orders';

const REVIEW_CALL = 'POST /api/orders/1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d/review';
const stored = { status: 201, body: { message: 'Review submitted', review: { id: 'r1', orderId: 'o', rating: 4, comment: null } } };

async function openReview() {
  const user = userEvent.setup();
  renderSignedIn(<OrderCard order={makeOrder({ status: 'COMPLETED' })} />);
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review Seller for Emergency plumbing call-out' });
  return { user, dialog, submit: () => within(dialog).getByRole('button', { name: 'Submit Review' }) };
}

describe('ReviewDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 400 px wide, and Submit Review stays disabled until a star is chosen', async () => {
    stubFetch({});
    const { user, dialog, submit } = await openReview();
    expect(dialog).toHaveStyle({ maxWidth: '400px' });
    expect(submit()).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    expect(submit()).toBeEnabled();
  });

  it('chooses stars with the keyboard', async () => {
    stubFetch({});
    const { user, dialog } = await openReview();
    within(dialog).getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('sends the rating and the trimmed comment, says so in a green toast, and the card shows a disabled Reviewed', async () => {
    const { callsTo } = stubFetch({ [REVIEW_CALL]: stored });
    const { user, dialog, submit } = await openReview();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), '  Fixed the leak fast.  ');
    await user.click(submit());

    // The Submit button's spinner is a status too while the review is on its way: wait for the toast.
    await screen.findByText('Review submitted successfully!');
    expect(screen.getByRole('status')).toHaveTextContent('Review submitted successfully!');
    expect(callsTo(REVIEW_CALL)[0]?.body).toEqual({ rating: 4, comment: 'Fixed the leak fast.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reviewed' })).toBeDisabled();
  });

  it('sends no comment when none was written, and is disabled while sending', async () => {
    const answer = deferred<StubbedAnswer>();
    const { callsTo } = stubFetch({ [REVIEW_CALL]: () => answer.promise });
    const { user, dialog, submit } = await openReview();
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(callsTo(REVIEW_CALL)[0]?.body).toEqual({ rating: 5 });
    answer.resolve(stored);
    expect(await screen.findByRole('button', { name: 'Reviewed' })).toBeDisabled();
  });

  it('limits the comment to 1000 characters', async () => {
    stubFetch({});
    const { dialog } = await openReview();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveAttribute('maxLength', '1000');
  });

  it('shows the server’s refusal and stays open', async () => {
    stubFetch({ [REVIEW_CALL]: { status: 409, body: { error: 'You have already reviewed this order', code: 'REVIEW_ALREADY_GIVEN' } } });
    const { user, dialog, submit } = await openReview();
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.click(submit());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reviewed this order');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Failed to submit review. Please try again.' when no answer comes", async () => {
    stubFetch({ [REVIEW_CALL]: 'network-error' });
    const { user, dialog, submit } = await openReview();
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.click(submit());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit review. Please try again.');
  });

  it('Cancel closes without sending', async () => {
    const { calls } = stubFetch({});
    const { user, dialog } = await openReview();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
