import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../../test/fetch-stub';
import { MemoryRouter } from 'react-router';
import { ContactForm, type ContactPageState } from './contact-form';

function renderForm(state: ContactPageState | null = null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/contact', state }]}>
        <ContactForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
  if (values.email) await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  if (values.message) await user.type(screen.getByRole('textbox', { name: 'Message' }), values.message);
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for every field, then a valid e-mail address, before sending anything', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, { name: 'Wanjiru Kamau' });
    await user.click(send());
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();

    await fillIn(user, { email: 'wanjiru@', message: 'My booking has no date.' });
    await user.click(send());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the message, empties the form and confirms for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = stubFetch({ 'POST /api/contact-us': { status: 200, body: { message: 'Message received' } } });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderForm();
    await fillIn(user, { name: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', message: 'My booking has no date.' });
    await user.click(send());

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(callsTo('POST /api/contact-us')[0]?.body).toEqual({ name: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', message: 'My booking has no date.', language: 'en' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('shows the server’s text when it refuses, and the spec’s fallback when it cannot be reached', async () => {
    let isDown = false;
    stubFetch({ 'POST /api/contact-us': () => (isDown ? 'network-error' : { status: 429, body: { error: 'Too many requests, please try again later' } }) });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, { name: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', message: 'Hello' });
    await user.click(send());
    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wanjiru Kamau');

    isDown = true;
    await user.click(send());
    expect(await screen.findByText('Failed to send message. Please try again later.')).toBeInTheDocument();
  });

  it('opens with the outcome of the form the server took before the script ran, keeping what was written when refused', () => {
    renderForm({ refusal: { status: 400, body: { code: 'CONTACT_FIELDS_REQUIRED', error: 'Please fill all fields' } }, values: { name: 'Wanjiru', email: '', message: 'Habari' } });
    expect(screen.getByRole('status')).toHaveTextContent('Please fill all fields');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wanjiru');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Habari');
  });

  it('says a message the server took was sent', () => {
    renderForm({ sent: true });
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
  });
});
