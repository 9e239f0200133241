import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const amina = makeUser({ id: 'buyer-1', name: 'Amina Wanjiru' });
const UNREAD = 'GET /api/conversations?limit=1';

describe("the navbar's Messages badge", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread total, asked with limit=1, and clicking Messages asks again at once', async () => {
    const { callsTo } = stubFetch({
      [UNREAD]: { status: 200, body: { conversations: [], unreadTotal: 3 } },
      'GET /api/conversations?limit=50': { status: 200, body: { conversations: [], unreadTotal: 3 } },
    });
    const user = userEvent.setup();
    renderApp('/about', { user: amina });
    await user.click(screen.getByRole('button', { name: 'Account menu for Amina Wanjiru' }));
    const messages = await screen.findByRole('link', { name: /^Messages\s*3 unread messages$/ });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(callsTo(UNREAD)).toHaveLength(1);

    // Moving between pages within 30 s asks nothing; clicking Messages is forced (docs/product.md §7).
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(UNREAD)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Account menu for Amina Wanjiru' }));
    await user.click(screen.getByRole('link', { name: /^Messages\s*3 unread messages$/ }));
    await vi.waitFor(() => expect(callsTo(UNREAD)).toHaveLength(2));
  }, 20_000);
});
