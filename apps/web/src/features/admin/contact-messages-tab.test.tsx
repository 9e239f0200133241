import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { administrator, overview } from './test-admin';

const message = (id: string, name: string, language = 'en') => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.co.ke`,
  message: `Hello from ${name}.\nPlease call me back.`,
  language,
  createdAt: '2026-05-04T09:30:00.000Z',
});

describe('/admin/messages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what people wrote to support, newest first, with a link to answer by e-mail, and reads more with Load more', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/contact-messages?*': (call: StubbedCall) =>
        call.path.includes('cursor=next')
          ? { status: 200, body: { messages: [message('m-1', 'Baraka Mwangi')], nextCursor: null } }
          : { status: 200, body: { messages: [message('m-3', 'Achieng Odhiambo', 'sw'), message('m-2', 'Kamau Njoroge')], nextCursor: 'next' } },
    });
    renderApp('/admin/messages', { user: administrator });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact messages' })).toBeInTheDocument();
    const [newest, older] = await screen.findAllByRole('article');
    expect(newest).toHaveAccessibleName('Achieng Odhiambo');
    expect(older).toHaveAccessibleName('Kamau Njoroge');
    expect(within(newest!).getByText(/Hello from Achieng Odhiambo\./)).toBeInTheDocument();
    expect(within(newest!).getByText('Answer in Kiswahili')).toBeInTheDocument();
    expect(within(newest!).getByRole('link', { name: 'Reply to Achieng Odhiambo' })).toHaveAttribute('href', 'mailto:achieng@example.co.ke');
    expect(within(newest!).getByText(/^Received 4 May 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Baraka Mwangi' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says so when nobody has written yet', async () => {
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/contact-messages?*': { status: 200, body: { messages: [], nextCursor: null } },
    });
    renderApp('/admin/messages', { user: administrator });
    expect(await screen.findByRole('heading', { name: 'Nobody has written to support yet.' })).toBeInTheDocument();
  });
});
