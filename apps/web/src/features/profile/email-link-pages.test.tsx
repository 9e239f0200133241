import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';
import { sw } from '../../locales/sw';
import { i18n } from '../../lib/i18n';

const main = () => within(screen.getByRole('main'));

async function openLink(path: string, heading: string, answers: Parameters<typeof stubFetch>[0] = {}, options: { isSignedIn?: boolean } = {}) {
  const stub = stubFetch(answers);
  renderApp(path, options.isSignedIn ? { user: makeUser({ name: 'Amina Otieno' }) } : {});
  await screen.findByRole('heading', { level: 1, name: heading }, firstPaint);
  return { person: userEvent.setup(), ...stub };
}

afterEach(() => vi.unstubAllGlobals());

describe('the confirm-email page', () => {
  const confirmed = 'Your new email address is confirmed. Use it to log in from now on.';

  it('changes nothing on opening; the button sends the link’s token without the session’s', async () => {
    const { person, calls, callsTo } = await openLink('/confirm-email?token=tok-123', 'Confirm your new email', {
      'POST /auth/confirm-email': { status: 200, body: { message: confirmed } },
    });
    expect(calls).toEqual([]);
    await person.click(main().getByRole('button', { name: 'Confirm my new email' }));
    expect(await main().findByText(confirmed)).toBeInTheDocument();
    expect(callsTo('POST /auth/confirm-email')).toEqual([expect.objectContaining({ body: { token: 'tok-123' }, authorization: undefined })]);
    expect(main().getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(main().queryByRole('button', { name: 'Confirm my new email' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for a refused link, and a signed-in person the way to their profile once confirmed', async () => {
    let answer: StubbedAnswer = { status: 400, body: { error: 'This link has already been used.', code: 'EMAIL_LINK_USED' } };
    const { person } = await openLink('/confirm-email?token=tok-123', 'Confirm your new email', { 'POST /auth/confirm-email': answer }, { isSignedIn: true });
    await person.click(main().getByRole('button', { name: 'Confirm my new email' }));
    expect(await main().findByRole('alert')).toHaveTextContent('This link has already been used.');

    answer = { status: 200, body: { message: confirmed } };
    stubFetch({ 'POST /auth/confirm-email': answer, 'GET /api/profile': 'network-error' });
    await person.click(main().getByRole('button', { name: 'Confirm my new email' }));
    expect(await main().findByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');
  });

  it('on a Kiswahili screen, says the refusal and the confirmation in Kiswahili, not the API’s English', async () => {
    i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      let answer: StubbedAnswer = { status: 400, body: { error: 'This link has already been used.', code: 'EMAIL_LINK_USED' } };
      const { person } = await openLink('/confirm-email?token=tok-123', 'Thibitisha barua pepe yako mpya', { 'POST /auth/confirm-email': () => answer });
      await person.click(main().getByRole('button', { name: 'Thibitisha barua pepe yangu mpya' }));
      expect(await main().findByRole('alert')).toHaveTextContent('Kiungo hiki kimeshatumika.');

      answer = { status: 200, body: { message: confirmed } };
      await person.click(main().getByRole('button', { name: 'Thibitisha barua pepe yangu mpya' }));
      expect(await main().findByText('Barua pepe yako mpya imethibitishwa. Itumie kuingia kuanzia sasa.')).toBeInTheDocument();
      expect(main().queryByText(confirmed)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
      i18n.removeCatalogue('sw', 'translation');
    }
  });

  it('says a link without its token is not valid, and offers no button', async () => {
    await openLink('/confirm-email', 'Confirm your new email');
    expect(main().getByRole('alert')).toHaveTextContent('This link is not valid. Please open the whole link from the email.');
    expect(main().queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the undo-email-change page', () => {
  const undone = 'Your previous email address is back and every device has been signed out. Set a new password now: whoever made the change may know the old one.';

  it('says what undoing does, then forgets this device’s session and leads to setting a new password', async () => {
    const { person, callsTo } = await openLink(
      '/undo-email-change?token=undo-9',
      'Undo the email change',
      { 'POST /auth/undo-email-change': { status: 200, body: { message: undone } } },
      { isSignedIn: true },
    );
    expect(main().getByText(/Every device, this one included, is signed out/)).toBeInTheDocument();
    await person.click(main().getByRole('button', { name: 'Put my email back' }));
    expect(await main().findByText(undone)).toBeInTheDocument();
    expect(callsTo('POST /auth/undo-email-change')).toEqual([expect.objectContaining({ body: { token: 'undo-9' }, authorization: undefined })]);
    expect(useSession.getState().accessToken).toBeNull();
    expect(main().getByRole('link', { name: 'Set a new password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('keeps the session when the server refuses the link', async () => {
    const expired = 'This link has expired: a change can be undone for 7 days. Please contact support.';
    const { person } = await openLink('/undo-email-change?token=undo-9', 'Undo the email change', { 'POST /auth/undo-email-change': { status: 400, body: { error: expired, code: 'EMAIL_UNDO_LINK_EXPIRED' } } }, { isSignedIn: true });
    await person.click(main().getByRole('button', { name: 'Put my email back' }));
    expect(await main().findByRole('alert')).toHaveTextContent(expired);
    expect(useSession.getState().accessToken).not.toBeNull();
  });
});
