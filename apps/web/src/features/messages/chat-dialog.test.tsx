import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { ChatDialog } from './chat-dialog';

const seller = { id: 'seller-joseph', name: 'Joseph Otieno', image: null };

function renderChat({ isSignedIn = true } = {}) {
  if (isSignedIn) setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user: makeUser({ id: 'buyer-1' }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ChatDialog seller={seller} onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to log in, and refuses to send without a session', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderChat({ isSignedIn: false });
    expect(screen.getByRole('dialog', { name: 'Chat with Joseph Otieno' })).toHaveTextContent('JO');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await user.type(messageBox(), 'Hello{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message and ensure you’re logged in');
    expect(calls).toHaveLength(0);
  });

  it('loads the conversation, and sends with Enter', async () => {
    const { callsTo } = stubFetch({
      'GET /api/messages/seller-joseph': { status: 200, body: { messages: [], before: null } },
      'POST /api/messages': ({ body }) => ({
        status: 201,
        body: {
          message: {
            id: 'm1',
            sender: { id: 'buyer-1', name: 'Amina Otieno' },
            receiver: { id: 'seller-joseph', name: 'Joseph Otieno' },
            senderId: 'buyer-1',
            receiverId: 'seller-joseph',
            content: (body as { content: string }).content,
            createdAt: '2026-01-05T10:00:00Z',
            isRead: false,
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderChat();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(messageBox(), '  Are you free on Saturday?  {Enter}');
    expect(await screen.findByText('Are you free on Saturday?')).toBeInTheDocument();
    expect(callsTo('POST /api/messages')[0]?.body).toEqual({ receiverId: 'seller-joseph', content: 'Are you free on Saturday?' });
    expect(messageBox()).toHaveValue('');
  });

  it('takes a refused message back, restores the text and says why', async () => {
    stubFetch({
      'GET /api/messages/seller-joseph': { status: 200, body: { messages: [], before: null } },
      'POST /api/messages': { status: 404, body: { error: 'Seller not found' } },
    });
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('No messages yet');
    await user.type(messageBox(), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Seller not found');
    expect(messageBox()).toHaveValue('Hello');
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });

  it('says so when the conversation cannot be loaded', async () => {
    stubFetch({ 'GET /api/messages/seller-joseph': { status: 500 } });
    renderChat();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch messages. Please try again.');
  });
});
