import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { formEntries, makeFile, stubObjectUrls } from '../../test/files';
import { makeAccessToken } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';
import { buyer, seller } from './test-sellers';

const BECOME_SELLER = 'POST /api/become-seller';
const newSellerToken = makeAccessToken(15 * 60_000, 'seller');
const becameSeller = {
  status: 200,
  body: {
    message: 'You are now a seller! Start adding your services.',
    accessToken: newSellerToken,
    user: { ...buyer, role: 'both', isSeller: true, phone: '+254712345678', location: 'South B, Nairobi' },
  },
};

async function openForm(user = buyer) {
  const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/become-seller', { user });
  await screen.findByRole('heading', { level: 1, name: 'Become a Seller' }, firstPaint);
  return person;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const submit = () => screen.getByRole('button', { name: 'Submit Application' });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('Become a Seller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubObjectUrls();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to /login with a note that stays', async () => {
    stubFetch({});
    renderApp('/become-seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, firstPaint)).toBeInTheDocument();
    expect(screen.getByText('Please log in to become a seller.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Please log in to become a seller.')).toBeInTheDocument();
  });

  it('has the fields of the spec, Gender offering Select, Male, Female and Other, and Cancel back to the dashboard', async () => {
    stubFetch({});
    await openForm();
    expect(field('Full Name')).toHaveValue('Amina Otieno');
    expect(field('Phone Number')).toHaveValue('');
    expect(field('Location')).toHaveValue('Nairobi');
    const gender = field('Gender');
    expect(within(gender).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select', 'Male', 'Female', 'Other']);
    expect(gender).toHaveValue('');
    expect(screen.getByLabelText('Profile Photo')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks every missing field with the spec’s text and toasts “Please fix the errors in the form” for 1 s, sending nothing', async () => {
    const { calls } = stubFetch({});
    const user = await openForm();
    await user.clear(field('Full Name'));
    await user.clear(field('Location'));
    await user.click(submit());

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();
    expect(toasts().getByRole('alert')).toHaveTextContent('Please fix the errors in the form');
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();

    await user.type(field('Phone Number'), '12345');
    await user.click(submit());
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/become-seller'))).toHaveLength(0);
  });

  it('sends a multipart application without empty values, says “Processing...”, then stores the new token and goes to /add-service after 1.5 s', async () => {
    const answer = deferred<StubbedAnswer>();
    const { callsTo } = stubFetch({ [BECOME_SELLER]: () => answer.promise });
    const user = await openForm();
    await user.type(field('Phone Number'), '0712 345 678');
    await user.clear(field('Location'));
    await user.type(field('Location'), '  South B, Nairobi ');
    await user.selectOptions(field('Gender'), 'Female');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(formEntries(callsTo(BECOME_SELLER)[0]?.body)).toEqual([
      ['name', 'Amina Otieno'],
      ['phone', '0712 345 678'],
      ['location', 'South B, Nairobi'],
      ['gender', 'female'],
    ]);

    await act(async () => answer.resolve(becameSeller));
    expect(await toasts().findByText('You are now a seller! Start adding your services.')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ accessToken: newSellerToken, refreshToken: 'test-refresh-token' });
    expect(useSession.getState().user).toMatchObject({ role: 'both', isSeller: true });
    expect(window.localStorage.getItem('authToken')).toBe(newSellerToken);

    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Service' }, firstPaint)).toBeInTheDocument();
  });

  it('sends the picked photo with the application', async () => {
    const { callsTo } = stubFetch({ [BECOME_SELLER]: becameSeller });
    const user = await openForm({ ...buyer, phone: '+254712345678' });
    await user.selectOptions(field('Gender'), 'Other');
    await user.upload(screen.getByLabelText('Profile Photo'), makeFile('me.png', 'image/png'));
    expect(document.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    await user.click(submit());
    await toasts().findByText('You are now a seller! Start adding your services.');
    expect(formEntries(callsTo(BECOME_SELLER)[0]?.body)).toContainEqual(['profilePhoto', 'file:me.png']);
  });

  it('drops a photo of the wrong type as soon as it is picked, says why beside the field, and still lets the application go', async () => {
    const { callsTo } = stubFetch({ [BECOME_SELLER]: becameSeller });
    const user = await openForm({ ...buyer, phone: '+254712345678' });
    await user.selectOptions(field('Gender'), 'Female');
    const photoInput = screen.getByLabelText('Profile Photo');
    await user.upload(photoInput, makeFile('me.png', 'image/png'));
    // As a browser that ignores `accept` (some phone pickers do) would hand it over.
    fireEvent.change(photoInput, { target: { files: [makeFile('me.gif', 'image/gif')] } });
    expect(photoInput).toHaveAccessibleDescription(expect.stringContaining('Profile photo must be a JPEG, PNG or WebP image'));
    expect(document.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(photoInput).toHaveAccessibleDescription(expect.stringContaining('Profile photo must be a JPEG, PNG or WebP image'));

    await user.click(submit());
    await toasts().findByText('You are now a seller! Start adding your services.');
    expect(formEntries(callsTo(BECOME_SELLER)[0]?.body).map(([name]) => name)).not.toContain('profilePhoto');
    expect(photoInput).not.toHaveAccessibleDescription(expect.stringContaining('JPEG, PNG or WebP image'));
  });

  it.each([
    [400, 'Profile photo must be a JPEG, PNG or WebP image', 'PHOTO_NOT_AN_IMAGE'],
    [413, 'The file is too large (at most 5 MB)', 'PHOTO_TOO_LARGE'],
    [413, 'Profile photo is too large: at most 40 megapixels', 'PHOTO_TOO_MANY_PIXELS'],
  ])('shows the server’s %i “%s” beside the photo, focused, until a new pick; the refused file is not sent again', async (status, text, code) => {
    const { callsTo } = stubFetch({ [BECOME_SELLER]: { status, body: { error: text, code } } });
    const user = await openForm({ ...buyer, phone: '+254712345678' });
    await user.selectOptions(field('Gender'), 'Female');
    const photoInput = screen.getByLabelText('Profile Photo');
    await user.upload(photoInput, makeFile('looks-like.jpg', 'image/jpeg'));
    await user.click(submit());

    await vi.waitFor(() => expect(photoInput).toHaveFocus());
    expect(photoInput).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(photoInput).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('img')).toBeNull();
    expect(toasts().queryByText(text)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(photoInput).toHaveAccessibleDescription(expect.stringContaining(text));

    await user.click(submit());
    await vi.waitFor(() => expect(callsTo(BECOME_SELLER)).toHaveLength(2));
    expect(formEntries(callsTo(BECOME_SELLER)[1]?.body).map(([name]) => name)).not.toContain('profilePhoto');

    await user.upload(photoInput, makeFile('real.png', 'image/png'));
    expect(photoInput).not.toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it('shows a phone number taken by another account on its field, and other failures as “Failed to become a seller”', async () => {
    let answer: StubbedAnswer = { status: 409, body: { error: 'This phone number is used by another account', code: 'PHONE_TAKEN' } };
    stubFetch({ [BECOME_SELLER]: () => answer });
    const user = await openForm({ ...buyer, phone: '+254712345678' });
    await user.selectOptions(field('Gender'), 'Male');
    await user.click(submit());
    expect(await toasts().findByText('This phone number is used by another account')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAccessibleDescription(expect.stringContaining('This phone number is used by another account'));

    answer = { status: 502 };
    act(() => vi.advanceTimersByTime(2000));
    await user.click(submit());
    expect(await toasts().findByText('Failed to become a seller')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('tells someone who already sells so, with links to add and manage services', async () => {
    stubFetch({});
    await openForm(seller);
    expect(screen.getByRole('heading', { name: 'You are already a seller' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/add-service');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });
});
