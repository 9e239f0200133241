import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInDetails, User } from '@fundi/shared';
import { stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { formEntries, makeFile, stubObjectUrls } from '../../test/files';
import { makeUser } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';

const PROFILE = 'GET /api/profile';
const SAVE = 'PUT /api/profile';

const buyer = makeUser({ id: 'buyer-amina', name: 'Amina Otieno', phone: '+254722000111', location: 'Kisumu' });
const sellerProfile = {
  profilePhoto: null,
  bio: 'Plumber in South B for 8 years.',
  location: 'South B, Nairobi',
  phone: '+254712345678',
  services: ['Leak repair', 'Geyser installation'],
  ratings: [5, 4, 5, 4],
  isComplete: true,
  townsServed: [],
};
const seller = makeUser({
  id: 'seller-joseph',
  name: 'Joseph Otieno',
  email: 'joseph@example.co.ke',
  role: 'seller',
  isSeller: true,
  phone: '+254712345678',
  location: 'South B, Nairobi',
  bio: 'Plumber in South B for 8 years.',
  sellerProfile,
});
const both = { ...seller, role: 'both' as const };

type Route = StubbedAnswer | (() => StubbedAnswer);

const withPassword: SignInDetails = { hasPassword: true, pendingEmail: null };
/** A save's answer: the spec's message, the saved user and how the account signs in. */
const savedAs = (user: User, signIn: SignInDetails = withPassword): StubbedAnswer => ({
  status: 200,
  body: { message: 'Profile updated successfully!', user, signIn, language: 'en' },
});

async function openProfile(user: User, save?: Route, otherRoutes: Record<string, Route> = {}, signIn: SignInDetails = withPassword) {
  const stub = stubFetch({ [PROFILE]: { status: 200, body: { user, signIn, language: 'en' } }, ...(save ? { [SAVE]: save } : {}), ...otherRoutes });
  const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/profile', { user });
  await screen.findByRole('heading', { level: 1, name: 'My Profile' }, firstPaint);
  return { person, ...stub };
}

async function edit(person: ReturnType<typeof userEvent.setup>) {
  await person.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByRole('heading', { name: 'Edit your profile' })).toHaveFocus();
}

const main = () => within(screen.getByRole('main'));
const field = (label: string) => main().getByLabelText(label, { selector: 'input, textarea' });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('My Profile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubObjectUrls();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['buyer', buyer, 'Buyer Account'],
    ['seller', seller, 'Seller Account'],
    ['both', both, 'Buyer & Seller Account'],
  ])('labels a %s account “%s”', async (_role, user, label) => {
    await openProfile(user);
    expect(main().getByText(label, { exact: true })).toBeInTheDocument();
  });

  it('shows a seller their photo or initials, contact details, average rating with half stars, About Me and Services Offered', async () => {
    await openProfile(seller);
    expect(main().getByRole('heading', { level: 2, name: 'Joseph Otieno' })).toBeInTheDocument();
    expect(main().getByText('JO')).toBeInTheDocument();
    const stars = main().getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(stars.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(stars.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(main().getByText('South B, Nairobi')).toBeInTheDocument();
    expect(main().getByText('+254712345678')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'About Me' })).toBeInTheDocument();
    expect(main().getByText('Plumber in South B for 8 years.')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Services Offered' })).toBeInTheDocument();
    expect(main().getByText('Geyser installation')).toBeInTheDocument();
  });

  it('shows a buyer no rating, About Me or Services Offered, in view or edit mode', async () => {
    const { person } = await openProfile(buyer);
    expect(main().getByText('Kisumu')).toBeInTheDocument();
    expect(main().queryByRole('img', { name: /Rated|Not rated/ })).not.toBeInTheDocument();
    expect(main().queryByText('About Me')).not.toBeInTheDocument();
    expect(main().queryByText('Services Offered')).not.toBeInTheDocument();
    await edit(person);
    expect(main().queryByLabelText('About Me')).not.toBeInTheDocument();
    expect(main().queryByLabelText('Services Offered')).not.toBeInTheDocument();
  });

  it('requires a name and an e-mail in a valid format before sending', async () => {
    const { person, callsTo } = await openProfile(seller);
    await edit(person);
    await person.clear(field('Name'));
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await main().findByText('Name and email are required')).toBeInTheDocument();

    await person.type(field('Name'), 'Joseph');
    await person.clear(field('Email'));
    await person.type(field('Email'), 'joseph@example');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await main().findByText('Invalid email format')).toBeInTheDocument();
    expect(callsTo(SAVE)).toHaveLength(0);
  });

  it('sends trimmed values and the services line of a seller, then shows “Profile updated successfully!” and the new name in the navbar', async () => {
    const saved = { ...seller, name: 'Joseph Otieno Mwangi', sellerProfile: { ...sellerProfile, services: ['Leak repair', 'Boreholes'] } };
    const { person, callsTo } = await openProfile(seller, savedAs(saved));
    await edit(person);
    await person.type(field('Name'), ' Mwangi  ');
    await person.clear(field('Services Offered'));
    await person.type(field('Services Offered'), ' Leak repair,, Boreholes , leak repair');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(formEntries(callsTo(SAVE)[0]?.body)).toEqual([
      ['name', 'Joseph Otieno Mwangi'],
      ['email', 'joseph@example.co.ke'],
      ['phone', '+254712345678'],
      ['location', 'South B, Nairobi'],
      ['bio', 'Plumber in South B for 8 years.'],
      ['services', 'Leak repair, Boreholes'],
      // A seller's other towns go too: none chosen clears them.
      ['townsServed', ''],
    ]);
    expect(useSession.getState().user?.name).toBe('Joseph Otieno Mwangi');
    expect(screen.getByRole('button', { name: 'Account menu for Joseph Otieno Mwangi' })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Joseph Otieno Mwangi' })).toBeInTheDocument();
    expect(main().getByText('Boreholes')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    vi.advanceTimersByTime(3000);
    await vi.waitFor(() => expect(toasts().queryByText('Profile updated successfully!')).not.toBeInTheDocument());
  });

  it('takes a line break in Services Offered as a comma', async () => {
    const { person, callsTo } = await openProfile(seller, savedAs(seller));
    await edit(person);
    await person.clear(field('Services Offered'));
    await person.type(field('Services Offered'), 'Leak repair{Enter}Boreholes');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    await toasts().findByText('Profile updated successfully!');
    expect(formEntries(callsTo(SAVE)[0]?.body)).toContainEqual(['services', 'Leak repair, Boreholes']);
  });

  it('sends no services for a buyer and the photo only when a new one was picked, previewed first', async () => {
    const { person, callsTo } = await openProfile(buyer, savedAs(buyer));
    await edit(person);
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    await toasts().findByText('Profile updated successfully!');
    expect(formEntries(callsTo(SAVE)[0]?.body).map(([name]) => name)).toEqual(['name', 'email', 'phone', 'location', 'bio']);

    await edit(person);
    await person.upload(main().getByLabelText('Profile Photo'), makeFile('new-me.jpg', 'image/jpeg'));
    expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(callsTo(SAVE)).toHaveLength(2));
    expect(formEntries(callsTo(SAVE)[1]?.body)).toContainEqual(['profilePhoto', 'file:new-me.jpg']);
  });

  it('shows the words for the server’s code for 3 s, its text for an unknown one, or “Update failed. Please try again.”', async () => {
    const taken = 'An account with this email already exists';
    let answer: StubbedAnswer = { status: 409, body: { error: taken, message: taken, code: 'EMAIL_TAKEN' } };
    const { person } = await openProfile(seller, () => answer);
    await edit(person);
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText(taken)).toBeInTheDocument();

    answer = { status: 409, body: { error: 'A newer server’s refusal', message: 'A newer server’s refusal' } };
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('A newer server’s refusal')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Edit your profile' })).toBeInTheDocument();

    answer = { status: 500 };
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Update failed. Please try again.')).toBeInTheDocument();
    vi.advanceTimersByTime(3000);
    await vi.waitFor(() => expect(toasts().queryByText('Update failed. Please try again.')).not.toBeInTheDocument());
  });

  it('goes to /login when the save is refused with 401', async () => {
    const { person } = await openProfile(
      seller,
      { status: 401, body: { error: 'Invalid token' } },
      { 'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } } },
    );
    await edit(person);
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, firstPaint)).toBeInTheDocument();
  });
});

describe('changing the e-mail or the phone on My Profile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubObjectUrls();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const passwordField = () => main().queryByLabelText('Current Password', { selector: 'input' });

  it('asks for the current password only when the e-mail or the phone changes, and checks it before sending', async () => {
    const { person, callsTo } = await openProfile(seller);
    await edit(person);
    expect(passwordField()).not.toBeInTheDocument();
    await person.type(field('Name'), ' Mwangi');
    expect(passwordField()).not.toBeInTheDocument();

    await person.clear(field('Email'));
    await person.type(field('Email'), 'JOSEPH@example.co.ke');
    expect(passwordField()).not.toBeInTheDocument();
    await person.type(field('Email'), 'm');
    expect(passwordField()).toHaveAccessibleDescription('Needed to change your email or the phone you log in with, so that nobody else can.');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await main().findByText('Enter your current password to change your email or phone')).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(SAVE)).toHaveLength(0);

    await person.clear(field('Email'));
    await person.type(field('Email'), 'joseph@example.co.ke');
    expect(passwordField()).not.toBeInTheDocument();
    await person.clear(field('Phone'));
    await person.type(field('Phone'), '0799 000 111');
    expect(passwordField()).toBeInTheDocument();
  });

  it('sends the password with a new e-mail, then says to check the new inbox and shows the address waiting', async () => {
    const pending = { hasPassword: true, pendingEmail: 'joseph.new@example.co.ke' };
    const { person, callsTo } = await openProfile(seller, savedAs(seller, pending));
    await edit(person);
    await person.clear(field('Email'));
    await person.type(field('Email'), 'Joseph.New@example.co.ke');
    await person.type(passwordField()!, ' my pass ');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText('Check your new inbox: we sent a link to joseph.new@example.co.ke. Your email changes when you open it.')).toBeInTheDocument();
    expect(formEntries(callsTo(SAVE)[0]?.body)).toContainEqual(['currentPassword', ' my pass ']);
    expect(main().getByText('joseph@example.co.ke')).toBeInTheDocument();
    expect(main().getByText('Waiting for confirmation: joseph.new@example.co.ke')).toBeInTheDocument();
  });

  it('sends no password when nothing that signs in changed', async () => {
    const { person, callsTo } = await openProfile(seller, savedAs(seller));
    await edit(person);
    await person.clear(field('Email'));
    await person.type(field('Email'), 'other@example.co.ke');
    await person.type(passwordField()!, 'typed then not needed');
    await person.clear(field('Email'));
    await person.type(field('Email'), 'joseph@example.co.ke');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    await toasts().findByText('Profile updated successfully!');
    expect(formEntries(callsTo(SAVE)[0]?.body).map(([name]) => name)).not.toContain('currentPassword');
  });

  it('shows a refused password on its field and focuses it', async () => {
    const text = 'Incorrect current password';
    const { person } = await openProfile(seller, { status: 400, body: { error: text, message: text, code: 'INVALID_CURRENT_PASSWORD' } });
    await edit(person);
    await person.clear(field('Phone'));
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    await person.type(passwordField()!, 'Wrong#2026x');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await main().findByText(text)).toBeInTheDocument();
    await vi.waitFor(() => expect(passwordField()).toHaveFocus());
    expect(toasts().queryByText(text)).not.toBeInTheDocument();
  });

  it('asks an account without a password for none, and shows the server’s request to log in again', async () => {
    const text = 'For your safety, log in again, then change your email within 10 minutes';
    const { person, callsTo } = await openProfile(
      buyer,
      { status: 400, body: { error: text, message: text, code: 'SIGN_IN_AGAIN' } },
      {},
      { hasPassword: false, pendingEmail: null },
    );
    await edit(person);
    await person.clear(field('Email'));
    await person.type(field('Email'), 'amina.new@example.com');
    expect(passwordField()).not.toBeInTheDocument();
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText(text)).toBeInTheDocument();
    expect(callsTo(SAVE)).toHaveLength(1);
  });
});
