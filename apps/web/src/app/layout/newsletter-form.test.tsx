import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an address, then a valid one, then thanks without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'amina@');
    await user.click(subscribe);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'amina@example.co.ke');
    await user.click(subscribe);
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed successfully!');
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
