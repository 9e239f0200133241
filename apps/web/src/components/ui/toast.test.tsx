import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Service deleted successfully!')}>Delete</button>
      <button onClick={() => toast.error('Failed to delete service')}>Fail</button>
    </>
  );
}

// Clicks are fired directly: user-event's own waiting does not mix with fake timers here.
describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success message and removes it after 2 seconds', () => {
    render(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status')).toHaveTextContent('Service deleted successfully!');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error as an alert, which can also be dismissed by hand', () => {
    render(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete service');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
