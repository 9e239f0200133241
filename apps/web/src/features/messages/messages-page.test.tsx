import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLiveSocket } from '../../lib/live-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const amina = makeUser({ id: 'buyer-1', name: 'Amina Wanjiru' });
const LIST = 'GET /api/conversations?limit=50';
const UNREAD = 'GET /api/conversations?limit=1';
const THREAD = 'GET /api/messages/seller-joseph';

const conversations = {
  conversations: [
    {
      id: 'seller-joseph',
      name: 'Joseph Otieno',
      profilePhoto: '/uploads/joseph.webp',
      lastMessage: 'I can come on Saturday',
      lastMessageAt: '2026-01-05T10:00:00Z',
      unreadCount: 2,
    },
    { id: 'seller-grace', name: 'Grace Achieng', profilePhoto: null, lastMessage: 'Thank you!', lastMessageAt: '2026-01-04T10:00:00Z', unreadCount: 0 },
  ],
  unreadTotal: 2,
};

function message(id: string, content: string, { fromJoseph = false, isRead = false } = {}) {
  const me = { id: 'buyer-1', name: 'Amina Wanjiru' };
  const joseph = { id: 'seller-joseph', name: 'Joseph Otieno' };
  const [sender, receiver] = fromJoseph ? [joseph, me] : [me, joseph];
  return { id, sender, receiver, senderId: sender.id, receiverId: receiver.id, content, createdAt: '2026-01-05T10:00:00Z', isRead };
}

const thread = (...messages: unknown[]): StubbedAnswer => ({ status: 200, body: { messages, before: null } });

function stubMessages(routes: Record<string, StubbedAnswer | ((call: { body: unknown }) => StubbedAnswer | Promise<StubbedAnswer>)> = {}) {
  return stubFetch({
    [LIST]: { status: 200, body: conversations },
    [UNREAD]: { status: 200, body: { conversations: [], unreadTotal: 2 } },
    [THREAD]: thread(message('m1', 'Can you fix a leaking tap?', { isRead: true }), message('m2', 'I can come on Saturday', { fromJoseph: true })),
    ...routes,
  });
}

/** Renders the app at `path` signed in as Amina, and waits for the page's code to arrive. */
async function openMessages(path = '/messages') {
  const view = renderApp(path, { user: amina });
  await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 });
  return view;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const conversationList = () => screen.getByRole('navigation', { name: 'Conversations' });
const log = () => screen.getByRole('log', { name: 'Conversation with Joseph Otieno' });

describe('the Messages page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to /login', async () => {
    stubFetch({});
    renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists conversations with their last message and unread count, and asks to select one', async () => {
    stubMessages();
    await openMessages('/messages');
    expect(screen.getByText('Connect with service providers and clients')).toBeInTheDocument();
    const joseph = await within(conversationList()).findByRole('link', { name: /Joseph Otieno/ });
    expect(joseph).toHaveTextContent('I can come on Saturday');
    expect(joseph).toHaveTextContent('2 unread messages');
    expect(joseph).toHaveAttribute('href', '/messages?with=seller-joseph');
    expect(within(conversationList()).getByRole('link', { name: /Grace Achieng/ })).not.toHaveTextContent('unread');
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('says “No conversations yet” and when the list cannot be loaded', async () => {
    stubMessages({ [LIST]: { status: 200, body: { conversations: [], unreadTotal: 0 } } });
    const { unmount } = await openMessages('/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    unmount();

    stubMessages({ [LIST]: 'network-error' });
    await openMessages('/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load conversations. Please try again.');
  });

  it('opens a conversation: ticks on own messages, the unread count cleared', async () => {
    const { calls } = stubMessages({
      [THREAD]: thread(
        message('m1', 'Can you fix a leaking tap?', { isRead: true }),
        message('m2', 'Is 10 AM fine?'),
        message('m6', 'I can come on Saturday', { fromJoseph: true }),
      ),
    });
    const user = userEvent.setup();
    await openMessages('/messages');
    await user.click(await within(conversationList()).findByRole('link', { name: /Joseph Otieno/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Conversation with Joseph Otieno' })).toHaveFocus();
    await within(log()).findByText('I can come on Saturday');
    const bubbles = within(log()).getAllByRole('listitem');
    expect(bubbles).toHaveLength(3);
    expect(bubbles[0]).toHaveTextContent('Can you fix a leaking tap?');
    expect(within(bubbles[0]!).getByText('Read')).toBeInTheDocument();
    expect(within(bubbles[1]!).getByText('Sent')).toBeInTheDocument();
    expect(bubbles[2]).toHaveTextContent('Joseph Otieno: I can come on Saturday');
    expect(within(bubbles[2]!).queryByText(/^(Sent|Read)$/)).not.toBeInTheDocument();

    expect(within(conversationList()).getByRole('link', { name: /Joseph Otieno/ })).not.toHaveTextContent('unread');
    // Reading changed the total: the navbar asks for it after the thread was read (forced,
    // inside the 30 s window; one request when the arrival's own came within the 300 ms pause).
    const keys = () => calls.map((call) => `${call.method} ${call.path}`);
    await vi.waitFor(() => expect(keys().lastIndexOf(UNREAD)).toBeGreaterThan(keys().indexOf(THREAD)), { timeout: 3000 });
  });

  it('shows a sent message at once, then the server’s copy, and refreshes the conversations', async () => {
    const held = deferred<StubbedAnswer>();
    const { callsTo } = stubMessages({ 'POST /api/messages': () => held.promise });
    const user = userEvent.setup();
    await openMessages('/messages?with=seller-joseph');
    await within(await screen.findByRole('log')).findByText('I can come on Saturday');
    const listCalls = callsTo(LIST).length;

    await user.type(messageBox(), '  See you then  {Enter}');
    const pending = (await within(log()).findByText('See you then')).closest('li')!;
    expect(within(pending).getByText('Sending…')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(callsTo('POST /api/messages')[0]?.body).toEqual({ receiverId: 'seller-joseph', content: 'See you then' });

    held.resolve({ status: 201, body: { message: message('m9', 'See you then') } });
    expect(await within(log()).findByText('Sent', { selector: 'li:last-child *' })).toBeInTheDocument();
    expect(within(log()).getAllByText('See you then')).toHaveLength(1);
    await vi.waitFor(() => expect(callsTo(LIST).length).toBe(listCalls + 1));
  });

  it('takes a failed message back, restores its text and says so', async () => {
    stubMessages({ 'POST /api/messages': 'network-error' });
    const user = userEvent.setup();
    await openMessages('/messages?with=seller-joseph');
    await within(await screen.findByRole('log')).findByText('I can come on Saturday');

    await user.type(messageBox(), 'See you then{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(messageBox()).toHaveValue('See you then');
    expect(within(log()).queryByText('See you then')).not.toBeInTheDocument();
  });

  it('refuses to send nothing with the spec’s text', async () => {
    const { callsTo } = stubMessages();
    const user = userEvent.setup();
    await openMessages('/messages?with=seller-joseph');
    await within(await screen.findByRole('log')).findByText('I can come on Saturday');
    await user.type(messageBox(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot send message: Invalid input or user data.');
    expect(callsTo('POST /api/messages')).toHaveLength(0);
  });

  it('opens a deep-linked conversation with someone not in the list yet, named from the thread', async () => {
    stubMessages({
      [LIST]: { status: 200, body: { conversations: [], unreadTotal: 0 } },
      [THREAD]: thread(message('m6', 'Karibu!', { fromJoseph: true })),
    });
    await openMessages('/messages?with=seller-joseph');
    expect(await screen.findByRole('heading', { level: 2, name: 'Conversation with Joseph Otieno' })).toBeInTheDocument();
    expect(screen.getByText('Karibu!')).toBeInTheDocument();
  });

  it('says “No messages yet” for an empty thread and when it cannot be loaded', async () => {
    stubMessages({ [THREAD]: thread() });
    const { unmount } = await openMessages('/messages?with=seller-joseph');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    unmount();

    stubMessages({ [THREAD]: { status: 500 } });
    await openMessages('/messages?with=seller-joseph');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages. Please try again.');
  });

  it('takes a page with a message of the wrong shape for a failed load, not for a shorter thread', async () => {
    stubMessages({ [THREAD]: thread(message('m1', 'Can you fix a leaking tap?'), { ...message('m2', 'no sender'), senderId: undefined }) });
    await openMessages('/messages?with=seller-joseph');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages. Please try again.');
    expect(screen.queryByText('Can you fix a leaking tap?')).not.toBeInTheDocument();
  });

  it('goes back from a conversation to the list (the phone view)', async () => {
    stubMessages();
    const user = userEvent.setup();
    await openMessages('/messages');
    await user.click(await within(conversationList()).findByRole('link', { name: /Joseph Otieno/ }));
    await screen.findByRole('heading', { level: 2, name: 'Conversation with Joseph Otieno' });
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByText('Select a conversation')).toBeInTheDocument();
  });

  it('shows a message that arrives over the live connection and tells the server it was read', async () => {
    FakeWebSocket.install();
    let unreadTotal = 2;
    const { callsTo } = stubMessages({
      [`${THREAD}?limit=1`]: thread(),
      [UNREAD]: () => ({ status: 200, body: { conversations: [], unreadTotal } }),
    });
    await openMessages('/messages?with=seller-joseph');
    const stop = startLiveSocket({ url: 'ws://fundi.test/api/ws' });
    try {
      await within(await screen.findByRole('log')).findByText('I can come on Saturday');
      await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
      const socket = FakeWebSocket.latest;
      socket.accept();
      socket.push({ type: 'ready' });
      const listCalls = callsTo(LIST).length;

      socket.push({ type: 'message', message: message('m7', 'Bring the spare washer?', { fromJoseph: true }) });
      expect(await within(log()).findByText('Bring the spare washer?')).toBeInTheDocument();
      await vi.waitFor(() => expect(callsTo(`${THREAD}?limit=1`)).toHaveLength(1));
      await vi.waitFor(() => expect(callsTo(LIST).length).toBe(listCalls + 1));

      unreadTotal = 5;
      socket.push({ type: 'unread', total: 5 });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Amina Wanjiru' }));
      expect(await screen.findByRole('link', { name: /Messages\s*5 unread messages/ })).toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
