import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@fundi/shared';
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

async function openProfile(user: User, save?: Route, otherRoutes: Record<string, Route> = {}) {
  const stub = stubFetch({ [PROFILE]: { status: 200, body: { user } }, ...(save ? { [SAVE]: save } : {}), ...otherRoutes });
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
    const { person, callsTo } = await openProfile(seller, { status: 200, body: { message: 'Profile updated successfully!', user: saved } });
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
    const { person, callsTo } = await openProfile(seller, { status: 200, body: { message: 'Profile updated successfully!', user: seller } });
    await edit(person);
    await person.clear(field('Services Offered'));
    await person.type(field('Services Offered'), 'Leak repair{Enter}Boreholes');
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    await toasts().findByText('Profile updated successfully!');
    expect(formEntries(callsTo(SAVE)[0]?.body)).toContainEqual(['services', 'Leak repair, Boreholes']);
  });

  it('sends no services for a buyer and the photo only when a new one was picked, previewed first', async () => {
    const { person, callsTo } = await openProfile(buyer, { status: 200, body: { message: 'Profile updated successfully!', user: buyer } });
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

  it('shows the server’s message for 3 s, or “Update failed. Please try again.”', async () => {
    let answer: StubbedAnswer = { status: 409, body: { error: 'This email is used by another account', message: 'This email is used by another account' } };
    const { person } = await openProfile(seller, () => answer);
    await edit(person);
    await person.click(main().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('This email is used by another account')).toBeInTheDocument();
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
