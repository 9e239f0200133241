import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyVerification, User } from '@fundi/shared';
import { stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { formEntries, makeFile, stubObjectUrls } from '../../test/files';
import { makeUser } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { myVerification, seller } from './test-verifications';

const MINE = 'GET /api/me/verification';
const ASK = 'POST /api/me/verification';

type Route = StubbedAnswer | ((call: StubbedCall) => StubbedAnswer);

async function openProfile(user: User, routes: Record<string, Route>) {
  const stub = stubFetch({ 'GET /api/profile': { status: 200, body: { user, signIn: { hasPassword: true, pendingEmail: null }, language: 'en' } }, ...routes });
  const person = userEvent.setup();
  renderApp('/profile', { user });
  await screen.findByRole('heading', { level: 1, name: 'My Profile' }, firstPaint);
  return { person, ...stub };
}

const section = () => within(screen.getByRole('region', { name: 'Identity verification' }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const answer = (verification: Partial<MyVerification>): StubbedAnswer => ({ status: 200, body: myVerification(verification) });

describe('identity verification on a seller’s profile', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the document, its number and two photos, checks them before sending, then shows the request waiting', async () => {
    const { person, callsTo } = await openProfile(seller, {
      [MINE]: answer({}),
      [ASK]: { status: 201, body: myVerification({ status: 'PENDING', documentType: 'passport', submittedAt: '2026-05-04T07:30:00.000Z' }) },
    });
    await section().findByRole('combobox', { name: 'Document' });
    await person.click(section().getByRole('button', { name: 'Send for verification' }));
    expect(section().getByText('Choose the document: national ID, passport or alien ID')).toBeInTheDocument();
    expect(section().getByText('Enter the document number')).toBeInTheDocument();
    expect(section().getByText('Add a photo of the document')).toBeInTheDocument();
    expect(section().getByText('Add a photo of yourself (a selfie)')).toBeInTheDocument();
    expect(toasts().getByText('Please fix the errors in the form')).toBeInTheDocument();

    await person.selectOptions(section().getByRole('combobox', { name: 'Document' }), 'Passport');
    await person.type(section().getByRole('textbox', { name: 'Document number' }), '12345678');
    await person.click(section().getByRole('button', { name: 'Send for verification' }));
    expect(section().getByText('This does not look like a number of that document')).toBeInTheDocument();
    expect(callsTo(ASK)).toHaveLength(0);

    await person.clear(section().getByRole('textbox', { name: 'Document number' }));
    await person.type(section().getByRole('textbox', { name: 'Document number' }), 'ak 012 3456');
    await person.upload(section().getByLabelText('Photo of the document'), makeFile('passport.jpg', 'image/jpeg'));
    await person.upload(section().getByLabelText('A selfie'), makeFile('me.png', 'image/png'));
    expect(section().getByText('Only Fundi’s administrators see these photos. They are deleted 90 days after the decision.')).toBeInTheDocument();
    await person.click(section().getByRole('button', { name: 'Send for verification' }));

    expect(await toasts().findByText('Your documents were sent. We will check them soon.')).toBeInTheDocument();
    expect(formEntries(callsTo(ASK)[0]?.body)).toEqual([
      ['documentType', 'passport'],
      ['documentNumber', 'AK0123456'],
      ['documentPhoto', 'file:passport.jpg'],
      ['selfie', 'file:me.png'],
    ]);
    expect(section().getByRole('heading', { name: 'Your documents are being checked' })).toBeInTheDocument();
    expect(section().getByText(/^You sent your Passport on 4 May 2026\./)).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });

  it('says under the field what the server refused', async () => {
    const { person } = await openProfile(seller, {
      [MINE]: answer({}),
      [ASK]: { status: 400, body: { error: 'This does not look like a number of that document', code: 'VERIFICATION_NUMBER_INVALID' } },
    });
    await person.selectOptions(await section().findByRole('combobox', { name: 'Document' }), 'National ID');
    await person.type(section().getByRole('textbox', { name: 'Document number' }), '12345678');
    await person.upload(section().getByLabelText('Photo of the document'), makeFile('id.jpg', 'image/jpeg'));
    await person.upload(section().getByLabelText('A selfie'), makeFile('me.jpg', 'image/jpeg'));
    await person.click(section().getByRole('button', { name: 'Send for verification' }));
    const number = section().getByRole('textbox', { name: 'Document number' });
    await vi.waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('This does not look like a number of that document'));
  });

  it('shows an approved seller the Verified badge, beside their name too', async () => {
    await openProfile(seller, { [MINE]: answer({ status: 'APPROVED', documentType: 'national_id', submittedAt: '2026-05-01T07:30:00.000Z', decidedAt: '2026-05-02T10:00:00.000Z' }) });
    expect(await section().findByRole('heading', { name: 'You are verified' })).toBeInTheDocument();
    expect(section().getByText('Verified')).toBeInTheDocument();
    expect(section().getByText('Buyers see the Verified badge on your cards since 2 May 2026.')).toBeInTheDocument();
    const header = within(screen.getByRole('heading', { level: 2, name: 'Wanjiku Kamau' }).parentElement!);
    expect(header.getByText('Verified')).toBeInTheDocument();
  });

  it('shows the reason of a rejection and lets the seller ask again, or change their mind', async () => {
    const { person } = await openProfile(seller, {
      [MINE]: answer({ status: 'REJECTED', reason: 'The photo of the ID is blurred', documentType: 'national_id', submittedAt: '2026-05-01T07:30:00.000Z', decidedAt: '2026-05-02T10:00:00.000Z' }),
    });
    expect(await section().findByRole('heading', { name: 'Your verification was not approved' })).toBeInTheDocument();
    expect(section().getByText('The photo of the ID is blurred')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();

    await person.click(section().getByRole('button', { name: 'Ask again' }));
    expect(section().getByRole('combobox', { name: 'Document' })).toHaveFocus();
    await person.click(section().getByRole('button', { name: 'Cancel' }));
    expect(section().getByText('The photo of the ID is blurred')).toBeInTheDocument();
  });

  it('shows the state again when the server says a request already waits', async () => {
    let hasAsked = false;
    const { person } = await openProfile(seller, {
      [MINE]: () => answer(hasAsked ? { status: 'PENDING', documentType: 'national_id', submittedAt: '2026-05-04T07:30:00.000Z' } : {}),
      [ASK]: () => {
        hasAsked = true;
        return { status: 409, body: { error: 'already', code: 'VERIFICATION_ALREADY_PENDING' } };
      },
    });
    await person.selectOptions(await section().findByRole('combobox', { name: 'Document' }), 'National ID');
    await person.type(section().getByRole('textbox', { name: 'Document number' }), '12345678');
    await person.upload(section().getByLabelText('Photo of the document'), makeFile('id.jpg', 'image/jpeg'));
    await person.upload(section().getByLabelText('A selfie'), makeFile('me.jpg', 'image/jpeg'));
    await person.click(section().getByRole('button', { name: 'Send for verification' }));
    expect(await toasts().findByText('Your documents are already waiting to be checked')).toBeInTheDocument();
    expect(await section().findByRole('heading', { name: 'Your documents are being checked' })).toBeInTheDocument();
  });

  it('offers a retry when the state cannot be read', async () => {
    let isUp = false;
    const { person } = await openProfile(seller, { [MINE]: () => (isUp ? answer({}) : { status: 503, body: { error: 'down', code: 'SERVER_ERROR' } }) });
    expect(await section().findByText('Could not load your verification.')).toBeInTheDocument();
    isUp = true;
    await person.click(section().getByRole('button', { name: 'Try again' }));
    expect(await section().findByRole('combobox', { name: 'Document' })).toBeInTheDocument();
  });

  it('is not shown to a buyer, who cannot ask', async () => {
    const buyer = makeUser({ id: 'buyer-amina', name: 'Amina Otieno' });
    const { calls } = await openProfile(buyer, {});
    await screen.findByRole('heading', { level: 2, name: 'Amina Otieno' });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/me/verification')).toEqual([]);
  });
});
