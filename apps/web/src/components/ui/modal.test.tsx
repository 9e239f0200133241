import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import { Button } from './button';

function ReviewHarness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Write a review</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Review Seller for Drain unblocking"
        width={400}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button>Submit Review</Button>
          </>
        }
      >
        <label>
          Comment
          <textarea />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<ReviewHarness />);
  await user.click(screen.getByRole('button', { name: 'Write a review' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Review Seller for Drain unblocking' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focusing its first field and locking the page scroll', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ maxWidth: '400px' });
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps focus inside while tabbing forwards and backwards', async () => {
    const { user, dialog } = await openModal();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit Review' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape also when focus has left the dialog (a toast, a browser quirk)', async () => {
    const { user } = await openModal();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('textbox', { name: 'Comment' }));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without onClose, offers no close button and stays open on Escape and on the backdrop', async () => {
    const user = userEvent.setup();
    render(
      <Modal isOpen title="Our terms" footer={<Button>Accept</Button>}>
        <p>Please accept.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Our terms' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(dialog).toBeInTheDocument();
  });
});
