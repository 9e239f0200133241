import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES, type User } from '@fundi/shared';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { sw } from '../../locales/sw';
import { i18n } from '../../lib/i18n';

const preferencesPath = '/api/me/notification-preferences';

async function openPreferences(user: User = makeUser()) {
  const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/settings?section=notifications', { user });
  await screen.findByRole('heading', { level: 2, name: 'Notification Preferences' });
  return person;
}

const box = (kind: string, channel: 'SMS' | 'Email') => within(screen.getByRole('group', { name: kind })).getByRole('checkbox', { name: channel });

describe('Settings > Notification Preferences', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton while loading, then each kind with its SMS and Email boxes as saved, news off', async () => {
    const answer = deferred<StubbedAnswer>();
    stubFetch({ [`GET ${preferencesPath}`]: () => answer.promise });
    await openPreferences();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await act(async () => answer.resolve({ status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES }));
    expect(await screen.findByRole('group', { name: 'Orders and payments' })).toHaveAccessibleDescription(
      'New bookings, accepted and finished jobs, and money held, refunded or paid out.',
    );
    expect(screen.getByRole('group', { name: 'Messages' })).toHaveAccessibleDescription(
      'A new message you have not read on Fundi within 10 minutes, at most once an hour for each chat.',
    );
    expect(screen.getByRole('group', { name: 'News and offers' })).toHaveAccessibleDescription('Tips and offers from Fundi, sent by email for now. Off until you turn it on.');
    expect(box('Orders and payments', 'SMS')).toBeChecked();
    expect(box('Orders and payments', 'Email')).toBeChecked();
    expect(box('Messages', 'SMS')).toBeChecked();
    expect(box('News and offers', 'SMS')).not.toBeChecked();
    expect(box('News and offers', 'Email')).not.toBeChecked();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('saves the whole set with Save, says so in a toast, and shows what the server kept', async () => {
    const { callsTo } = stubFetch({
      [`GET ${preferencesPath}`]: { status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES },
      [`PUT ${preferencesPath}`]: (call) => ({ status: 200, body: call.body }),
    });
    const user = await openPreferences();
    await screen.findByRole('group', { name: 'Messages' });
    await user.click(box('Messages', 'SMS'));
    await user.click(box('News and offers', 'Email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Notification preferences saved!')).toBeInTheDocument();
    expect(callsTo(`PUT ${preferencesPath}`)).toHaveLength(1);
    expect(callsTo(`PUT ${preferencesPath}`)[0]).toMatchObject({
      body: { orders: { sms: true, email: true }, messages: { sms: false, email: true }, news: { sms: false, email: true } },
      authorization: 'Bearer test-access-token',
    });
    expect(box('Messages', 'SMS')).not.toBeChecked();
    expect(box('News and offers', 'Email')).toBeChecked();
  });

  it('says a failed save for 2 seconds and keeps the choices made', async () => {
    stubFetch({
      [`GET ${preferencesPath}`]: { status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES },
      [`PUT ${preferencesPath}`]: { status: 500, body: {} },
    });
    const user = await openPreferences();
    await screen.findByRole('group', { name: 'News and offers' });
    await user.click(box('News and offers', 'SMS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save your preferences. Please try again.')).toBeInTheDocument();
    expect(box('News and offers', 'SMS')).toBeChecked();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Failed to save your preferences. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says when the preferences could not be loaded, and Try again asks again', async () => {
    stubFetch({ [`GET ${preferencesPath}`]: { status: 500, body: {} } });
    const user = await openPreferences();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your preferences could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    const retry = stubFetch({ [`GET ${preferencesPath}`]: { status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Messages' })).toBeInTheDocument();
    expect(retry.callsTo(`GET ${preferencesPath}`)).toHaveLength(1);
  });

  it.each([
    ['no phone', makeUser({ phone: null }), 'Your account has no phone number yet: SMS choices apply once you add one on your profile.'],
    ['no email', makeUser({ email: null, phone: '+254712345678' }), 'Your account has no email yet: email choices apply once you add one on your profile.'],
  ])('with %s, still offers that channel and says it applies once added', async (_, person, hint) => {
    stubFetch({ [`GET ${preferencesPath}`]: { status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES } });
    await openPreferences(person);
    expect(await screen.findByText(hint)).toBeInTheDocument();
    expect(box('Orders and payments', 'SMS')).toBeEnabled();
    expect(box('Orders and payments', 'Email')).toBeEnabled();
    expect(screen.getByText('Password reset codes and messages about your account’s safety are always sent.')).toBeInTheDocument();
  });

  it('speaks Kiswahili on a Kiswahili screen', async () => {
    i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      stubFetch({ [`GET ${preferencesPath}`]: { status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES } });
      renderApp('/settings?section=notifications', { user: makeUser() });
      const news = await screen.findByRole('group', { name: 'Habari na ofa' });
      expect(within(news).getByRole('checkbox', { name: 'Barua pepe' })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Hifadhi' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
      i18n.removeCatalogue('sw', 'translation');
    }
  });
});
