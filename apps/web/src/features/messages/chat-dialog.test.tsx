import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { publishLive } from '../../lib/live';
import { setSession, useSession } from '../../lib/session';
import { stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { ChatDialog, type ChatSeller } from './chat-dialog';

const seller: ChatSeller = { id: 'seller-joseph', name: 'Joseph Otieno', image: null };

function renderChat({ isSignedIn = true, chatSeller = seller } = {}) {
  if (isSignedIn) setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user: makeUser({ id: 'buyer-1' }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ChatDialog seller={chatSeller} onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function stored(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    sender: { id: 'buyer-1', name: 'Amina Otieno' },
    receiver: { id: 'seller-joseph', name: 'Joseph Otieno' },
    senderId: 'buyer-1',
    receiverId: 'seller-joseph',
    content: `Message ${id}`,
    createdAt: '2026-01-05T10:00:00Z',
    isRead: false,
    ...overrides,
  };
}

const fromJoseph = (id: string, content: string) =>
  stored(id, {
    sender: { id: 'seller-joseph', name: 'Joseph Otieno' },
    receiver: { id: 'buyer-1', name: 'Amina Otieno' },
    senderId: 'seller-joseph',
    receiverId: 'buyer-1',
    content,
  });

const bubble = (text: string) => screen.getByText(text).closest('li')!;

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

  it('shows the seller\'s photo in the header when there is one', () => {
    stubFetch({ 'GET /api/messages/seller-joseph': { status: 200, body: { messages: [], before: null } } });
    renderChat({ chatSeller: { ...seller, image: '/uploads/joseph.webp' } });
    const dialog = screen.getByRole('dialog', { name: 'Chat with Joseph Otieno' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/joseph.webp');
  });

  it('cannot open a chat without a seller id', () => {
    const { calls } = stubFetch({});
    renderChat({ chatSeller: { ...seller, id: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot open chat: Seller ID is missing');
    expect(calls).toHaveLength(0);
  });

  it('says “Invalid session or seller data” for a session without a token', () => {
    const { calls } = stubFetch({});
    setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user: makeUser({ id: 'buyer-1' }) });
    useSession.setState({ accessToken: null });
    renderChat({ isSignedIn: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid session or seller data');
    expect(calls).toHaveLength(0);
  });

  it.each<[string, StubbedAnswer, string]>([
    ['a 400 with the server text', { status: 400, body: { error: 'You cannot message yourself' } }, 'You cannot message yourself'],
    ['a 400 without text', { status: 400 }, 'Invalid message or receiver'],
    ['a 404', { status: 404, body: { error: 'Not found' } }, 'Seller not found'],
    ['a 500', { status: 500 }, 'Server error, please try again later'],
    ['a dropped connection', 'network-error', 'Failed to send message. Please try again.'],
    ['a 429', { status: 429, body: { error: 'Too many requests' } }, 'Failed to send message. Please try again.'],
    ['a refusal with its code', { status: 400, body: { error: 'You cannot message yourself', code: 'MESSAGE_TO_SELF' } }, 'You cannot message yourself'],
    ['a limit with its code', { status: 429, body: { error: 'Too many requests, please try again later', code: 'TOO_MANY_REQUESTS' } }, 'Too many requests, please try again later'],
  ])('explains %s as docs/product.md §8 says, keeping the text', async (_, answer, text) => {
    stubFetch({
      'GET /api/messages/seller-joseph': { status: 200, body: { messages: [], before: null } },
      'POST /api/messages': answer,
    });
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('No messages yet');
    await user.type(messageBox(), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(messageBox()).toHaveValue('Hello');
  });

  it('shows one tick on a sent message and two on a read one, and Shift+Enter starts a new line', async () => {
    const { calls } = stubFetch({
      'GET /api/messages/seller-joseph': {
        status: 200,
        body: { messages: [stored('m1', { content: 'Are you free?', isRead: true }), stored('m2', { content: 'Saturday?' })], before: null },
      },
    });
    const user = userEvent.setup();
    renderChat();
    expect(await within(await screen.findByText('Are you free?').then((node) => node.closest('li')!)).findByText('Read')).toBeInTheDocument();
    expect(within(bubble('Saturday?')).getByText('Sent')).toBeInTheDocument();

    await user.type(messageBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(messageBox()).toHaveValue('Line one\nLine two');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows messages as they come and turns ticks double when Joseph reads them', async () => {
    const { callsTo } = stubFetch({
      'GET /api/messages/seller-joseph': { status: 200, body: { messages: [stored('m1', { content: 'Are you free?' })], before: null } },
      'GET /api/messages/seller-joseph?limit=1': { status: 200, body: { messages: [], before: null } },
    });
    renderChat();
    await screen.findByText('Are you free?');
    expect(within(bubble('Are you free?')).getByText('Sent')).toBeInTheDocument();

    act(() => publishLive({ type: 'read', readerId: 'seller-joseph', messageIds: ['m1'] }));
    expect(await within(bubble('Are you free?')).findByText('Read')).toBeInTheDocument();

    act(() => publishLive({ type: 'message', message: fromJoseph('m2', 'Yes, from 9 AM') }));
    expect(await screen.findByText('Yes, from 9 AM')).toBeInTheDocument();
    // It was read on screen: the server is told with the smallest page.
    await vi.waitFor(() => expect(callsTo('GET /api/messages/seller-joseph?limit=1')).toHaveLength(1));

    act(() => publishLive({ type: 'message', message: { ...fromJoseph('m3', 'ignored'), content: '' } }));
    act(() => publishLive({ type: 'message', message: stored('m4', { senderId: 'someone-else', receiverId: 'buyer-1', content: 'Other chat' }) }));
    act(() => publishLive({ type: 'message', message: fromJoseph('m5', 'Last one') }));
    await screen.findByText('Last one');
    expect(screen.queryByText('Other chat')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('loads older messages with the `before` cursor, above the others', async () => {
    const { callsTo } = stubFetch({
      'GET /api/messages/seller-joseph': { status: 200, body: { messages: [stored('m2', { content: 'Newer' })], before: 'cursor-1' } },
      'GET /api/messages/seller-joseph?before=cursor-1': { status: 200, body: { messages: [stored('m1', { content: 'Older' })], before: null } },
    });
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Older');
    expect(callsTo('GET /api/messages/seller-joseph?before=cursor-1')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Older'), expect.stringContaining('Newer')]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});
