import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';
import { sw } from '../../locales/sw';
import { i18n } from '../../lib/i18n';

async function openSettings(path = '/settings') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp(path, { user: makeUser() });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return user;
}

const menu = () => screen.getByRole('navigation', { name: 'Settings menu' });

describe('SettingsPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the five tiles, one of them marked (Coming Soon)', async () => {
    await openSettings();
    const tiles = within(menu()).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Change Password'),
      expect.stringContaining('Notification Preferences'),
      expect.stringContaining('Privacy Settings'),
      expect.stringContaining('Delete Account'),
      expect.stringContaining('Two-Factor Authentication (Coming Soon)'),
    ]);
    for (const tile of tiles.slice(0, 4)) expect(tile).not.toHaveTextContent('(Coming Soon)');
  });

  it.each(['Two-Factor Authentication'])(
    '%s opens a coming-soon page whose Back returns to the menu, focus on the tile',
    async (title) => {
      const user = await openSettings();
      await user.click(within(menu()).getByRole('link', { name: new RegExp(title) }));

      const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(title) });
      expect(heading).toHaveFocus();
      expect(screen.getByText('This feature is coming soon! Stay tuned for updates.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Back' }));
      const tile = await within(await screen.findByRole('navigation', { name: 'Settings menu' })).findByRole('link', { name: new RegExp(title) });
      expect(tile).toHaveFocus();
    },
  );

  it('opens a sub-page straight from its address, and Back still leads to the menu', async () => {
    const user = await openSettings('/settings?section=privacy');
    expect(screen.getByRole('heading', { level: 2, name: /Privacy Settings/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('navigation', { name: 'Settings menu' })).toBeInTheDocument();
  });

  describe('Change Password', () => {
    async function openChangePassword() {
      const user = await openSettings();
      await user.click(within(menu()).getByRole('link', { name: /Change Password/ }));
      await screen.findByRole('heading', { level: 2, name: 'Change Password' });
      const fill = async (current: string, next: string, confirm = next) => {
        const values: Array<[string, string]> = [['Current Password', current], ['New Password', next], ['Confirm New Password', confirm]];
        for (const [label, value] of values) {
          if (value) await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
        }
        await user.click(screen.getByRole('button', { name: 'Change Password' }));
      };
      return { user, fill };
    }

    it.each([
      ['', 'Nairobi2027', 'Nairobi2027', 'Current password is required'],
      ['Old#2026x', 'nairobi2027', 'nairobi2027', 'New password must contain at least one uppercase letter'],
      ['Old#2026x', 'Nai1', 'Nai1', 'New password must be at least 8 characters'],
      ['Old#2026x', 'Nairobi2027', 'Nairobi2028', 'Passwords do not match'],
    ])('checks the rules first: “%s” / “%s” / “%s” gives “%s”', async (current, next, confirm, message) => {
      const { fill } = await openChangePassword();
      await fill(current, next, confirm);
      expect(await screen.findByText(message)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });

    it('changes the password and says “Password changed successfully!”', async () => {
      const { calls } = stubFetch({ 'POST /auth/change-password': { status: 200, body: { message: 'ok' } } });
      const { fill } = await openChangePassword();
      await fill('Old#2026x', 'Nairobi2027');
      expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
      expect(calls[0]).toMatchObject({ body: { currentPassword: 'Old#2026x', newPassword: 'Nairobi2027' }, authorization: 'Bearer test-access-token' });
      expect(screen.getByLabelText('Current Password', { selector: 'input' })).toHaveValue('');
    });

    it('shows “Incorrect current password” on that field, focuses it, and clears it after 2 seconds', async () => {
      stubFetch({ 'POST /auth/change-password': { status: 400, body: { error: 'Current password is incorrect', code: 'INVALID_CURRENT_PASSWORD' } } });
      const { fill } = await openChangePassword();
      await fill('Wrong#2026x', 'Nairobi2027');
      const current = screen.getByLabelText('Current Password', { selector: 'input' });
      expect(await screen.findByText('Incorrect current password')).toBeInTheDocument();
      expect(current).toHaveAccessibleDescription('Incorrect current password');
      await vi.waitFor(() => expect(current).toHaveFocus());
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByText('Incorrect current password')).not.toBeInTheDocument();
    });

    it('shows the server’s rule message for INVALID_PASSWORD, and the fallback when nothing came back', async () => {
      stubFetch({ 'POST /auth/change-password': { status: 400, body: { error: 'New password must contain at least one number', code: 'INVALID_PASSWORD' } } });
      const { fill, user } = await openChangePassword();
      await fill('Old#2026x', 'Nairobi2027');
      expect(await screen.findByText('New password must contain at least one number')).toBeInTheDocument();

      stubFetch({ 'POST /auth/change-password': 'network-error' });
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Failed to change password. Please try again.')).toBeInTheDocument();
    });

    it('says the refusals in Kiswahili on a Kiswahili screen, by their codes', async () => {
      i18n.addCatalogue('sw', 'translation', sw);
      await i18n.changeLanguage('sw');
      try {
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        renderApp('/settings?section=change-password', { user: makeUser() });
        await screen.findByRole('heading', { level: 2, name: 'Badilisha Nenosiri' });
        const typeAndSend = async () => {
          for (const [label, value] of [['Nenosiri la Sasa', 'Wrong#2026x'], ['Nenosiri Jipya', 'Nairobi2027'], ['Thibitisha Nenosiri Jipya', 'Nairobi2027']] as const) {
            await user.clear(screen.getByLabelText(label, { selector: 'input' }));
            await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
          }
          await user.click(screen.getByRole('button', { name: 'Badilisha Nenosiri' }));
        };
        stubFetch({ 'POST /auth/change-password': { status: 400, body: { error: 'Incorrect current password', code: 'INVALID_CURRENT_PASSWORD' } } });
        await typeAndSend();
        expect(await screen.findByText('Nenosiri la sasa si sahihi')).toBeInTheDocument();

        // A rule this form does not know: the API's English is not shown, the catalogue's words are.
        stubFetch({ 'POST /auth/change-password': { status: 400, body: { error: 'New password must not be a common word', code: 'INVALID_PASSWORD' } } });
        await typeAndSend();
        expect(await screen.findByText('Nenosiri hili jipya halikubaliki. Tafadhali chagua jingine.')).toBeInTheDocument();
        expect(screen.queryByText(/common word/)).not.toBeInTheDocument();
      } finally {
        await i18n.changeLanguage('en');
        i18n.removeCatalogue('sw', 'translation');
      }
    });
  });

  describe('Delete Account', () => {
    async function openDeleteAccount() {
      const user = await openSettings();
      await user.click(within(menu()).getByRole('link', { name: /Delete Account/ }));
      await screen.findByRole('heading', { level: 2, name: 'Delete Account' });
      return {
        user,
        reason: screen.getByRole('combobox', { name: 'Why are you leaving?' }),
        confirm: screen.getByRole('textbox', { name: 'Type DELETE to confirm' }),
        submit: screen.getByRole('button', { name: 'Delete Account' }),
      };
    }

    it('offers the five reasons and asks for a specification only for Other', async () => {
      const { user, reason } = await openDeleteAccount();
      expect(within(reason).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Select a reason',
        'Not using the service',
        'Privacy concerns',
        'Found a better alternative',
        'Too expensive',
        'Other',
      ]);
      expect(screen.queryByRole('textbox', { name: 'Please specify a reason' })).not.toBeInTheDocument();
      await user.selectOptions(reason, 'Other');
      expect(screen.getByRole('textbox', { name: 'Please specify a reason' })).toBeInTheDocument();
    });

    it('insists on DELETE, a reason, and a specified Other reason, in that order', async () => {
      const { user, reason, confirm, submit } = await openDeleteAccount();
      await user.type(confirm, 'delete');
      await user.click(submit);
      expect(await screen.findByText("Please type 'DELETE' to confirm")).toBeInTheDocument();

      await user.clear(confirm);
      await user.type(confirm, 'DELETE');
      await user.click(submit);
      expect(await screen.findByText('Please select a reason for deletion')).toBeInTheDocument();

      await user.selectOptions(reason, 'Other');
      await user.click(submit);
      // The label and the message share the spec's words; the message is the field's description.
      expect(await screen.findByRole('textbox', { name: 'Please specify a reason' })).toHaveAccessibleDescription('Please specify a reason');
    });

    it('deletes, says so, and after 2 seconds clears the session and goes to /login', async () => {
      const { calls } = stubFetch({ 'DELETE /auth/users': { status: 200, body: { message: 'Account deleted' } } });
      const { user, reason, confirm, submit } = await openDeleteAccount();
      await user.selectOptions(reason, 'Other');
      await user.type(screen.getByRole('textbox', { name: 'Please specify a reason' }), 'Moving abroad');
      await user.type(confirm, 'DELETE');
      await user.click(submit);

      expect(await screen.findByText('Account deleted successfully!')).toBeInTheDocument();
      expect(calls[0]).toMatchObject({ method: 'DELETE', body: { reason: 'other', otherReason: 'Moving abroad' } });
      expect(useSession.getState().isAuthenticated).toBe(true);

      act(() => vi.advanceTimersByTime(2000));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
      expect(useSession.getState().isAuthenticated).toBe(false);
      expect(window.localStorage.getItem('authToken')).toBeNull();
    });

    it('forgets the identifier Remember Me kept: the login page does not offer the closed account', async () => {
      window.localStorage.setItem('rememberedIdentifier', 'amina@example.co.ke');
      const answer = deferred<StubbedAnswer>();
      stubFetch({ 'DELETE /auth/users': () => answer.promise });
      const { user, reason, confirm, submit } = await openDeleteAccount();
      await user.selectOptions(reason, 'Too expensive');
      await user.type(confirm, 'DELETE');
      await user.click(submit);
      // Already while the call runs: the session's live connection may end this tab's session first.
      expect(window.localStorage.getItem('rememberedIdentifier')).toBeNull();
      await act(async () => answer.resolve({ status: 200, body: { message: 'Account deleted' } }));
      expect(await screen.findByText('Account deleted successfully!')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(2000));
      expect(await screen.findByRole('textbox', { name: 'Email or phone' })).toHaveValue('');
      // A closed account has nothing to come back to.
      expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
    });

    it('keeps the remembered identifier when closing the account fails, and names the orders that block it', async () => {
      window.localStorage.setItem('rememberedIdentifier', 'amina@example.co.ke');
      const refusal = 'Finish, cancel or decline your active orders before closing your account: #1a2b3c4d (Pending)';
      stubFetch({ 'DELETE /auth/users': { status: 409, body: { error: refusal, code: 'ACTIVE_ORDERS_BLOCK_CLOSING' } } });
      const { user, reason, confirm, submit } = await openDeleteAccount();
      await user.selectOptions(reason, 'Too expensive');
      await user.type(confirm, 'DELETE');
      await user.click(submit);
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(window.localStorage.getItem('rememberedIdentifier')).toBe('amina@example.co.ke');
    });

    it('sends no otherReason for the other reasons, and shows the failure for 2 seconds', async () => {
      const { calls } = stubFetch({ 'DELETE /auth/users': { status: 500, body: {} } });
      const { user, reason, confirm, submit } = await openDeleteAccount();
      await user.selectOptions(reason, 'Too expensive');
      await user.type(confirm, 'DELETE');
      await user.click(submit);

      expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
      expect(calls[0]?.body).toEqual({ reason: 'too-expensive' });
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByText('Failed to delete account. Please try again.')).not.toBeInTheDocument();
      expect(useSession.getState().isAuthenticated).toBe(true);
    });
  });
});
