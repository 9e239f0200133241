import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { useSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { makeConsents, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const adultAndTerms = 'I am 18 or over and I accept the Terms of Service and the Privacy Policy';
/** For the tests that open a second page: each page's code is transformed on first use, slow on a busy 2-core machine. */
const TWO_PAGES_MS = 20_000;

/** A signed-in person whose answer to GET /api/me/consents is `consents`, on `path`. */
function openAs(consents: ReturnType<typeof makeConsents>, path = '/about') {
  const stub = stubFetch({
    'GET /api/me/consents': { status: 200, body: consents },
    'PUT /api/me/consents': { status: 200, body: makeConsents() },
    'POST /auth/logout': { status: 200, body: { message: 'ok' } },
    'GET /auth/providers': { status: 200, body: { google: false } },
  });
  renderApp(path, { user: makeUser(), hasAcceptedTerms: false });
  return { ...stub, user: userEvent.setup() };
}

describe('TermsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks someone who never accepted the terms, with no way to close it but its two buttons, the page behind out of reach', async () => {
    openAs(makeConsents({ accepted: null, adult: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Our terms' });
    expect(within(dialog).getByText(/To keep using Fundi, please confirm you are 18 or over/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: adultAndTerms })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(document.querySelector('main')?.closest('[inert]')).not.toBeNull();
  });

  it('asks again when the terms accepted are an older version', async () => {
    openAs(makeConsents({ accepted: '2020-01-01' }));
    expect(await screen.findByRole('dialog', { name: 'Our terms' })).toBeInTheDocument();
  });

  it('stays away for someone who accepted the current terms', async () => {
    const { callsTo } = openAs(makeConsents());
    await screen.findByRole('heading', { level: 1, name: 'About Fundi' });
    await vi.waitFor(() => expect(callsTo('GET /api/me/consents')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away on the terms page, so it can be read first, and asks on the next page', async () => {
    const { user, callsTo } = openAs(makeConsents({ accepted: null }), '/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await vi.waitFor(() => expect(callsTo('GET /api/me/consents')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Our terms' })).toBeInTheDocument();
  }, TWO_PAGES_MS);

  it('stays open on Escape, and asks for the box before accepting', async () => {
    const { user, callsTo } = openAs(makeConsents({ accepted: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Our terms' });
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    const checkbox = within(dialog).getByRole('checkbox', { name: adultAndTerms });
    expect(checkbox).toHaveAccessibleDescription('You must be 18 or over to use Fundi');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveFocus();
    expect(callsTo('PUT /api/me/consents')).toEqual([]);
  });

  it('accepts the current terms as 18 or over, closes, thanks, and does not ask again on the next page', async () => {
    const { user, callsTo } = openAs(makeConsents({ accepted: null, adult: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Our terms' });
    await user.click(within(dialog).getByRole('checkbox', { name: adultAndTerms }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Thank you! You can carry on using Fundi.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('PUT /api/me/consents').map((call) => call.body)).toEqual([{ acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true }]);

    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('GET /api/me/consents')).toHaveLength(1);
  }, TWO_PAGES_MS);

  it('says so, and stays, when the answer could not be saved', async () => {
    const { user } = openAs(makeConsents({ accepted: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Our terms' });
    stubFetch({ 'PUT /api/me/consents': 'network-error' });
    await user.click(within(dialog).getByRole('checkbox', { name: adultAndTerms }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your answer could not be saved. Please try again.');
    expect(dialog).toBeInTheDocument();
  });

  it('logs out, as the menu does, to the login page', async () => {
    const { user, callsTo } = openAs(makeConsents({ accepted: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Our terms' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(callsTo('POST /auth/logout')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, TWO_PAGES_MS);
});
