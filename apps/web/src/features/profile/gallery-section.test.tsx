import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryPhoto, User } from '@fundi/shared';
import { deferred, stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { formEntries, makeFile, stubObjectUrls } from '../../test/files';
import { makeUser } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';

const seller = makeUser({ id: 'seller-joseph', name: 'Joseph Otieno', role: 'seller', isSeller: true });
const photos = (count: number): GalleryPhoto[] => Array.from({ length: count }, (_, index) => ({ id: `photo-${count - index}`, url: `/uploads/photo-${count - index}.webp` }));

type Route = StubbedAnswer | ((call: StubbedCall) => StubbedAnswer | Promise<StubbedAnswer>);

async function openProfile(user: User, routes: Record<string, Route>) {
  const stub = stubFetch({
    'GET /api/profile': { status: 200, body: { user, signIn: { hasPassword: true, pendingEmail: null }, language: 'en' } },
    'GET /api/me/verification': { status: 200, body: { status: 'NONE', request: null } },
    ...routes,
  });
  const person = userEvent.setup();
  renderApp('/profile', { user });
  await screen.findByRole('heading', { level: 1, name: 'My Profile' }, firstPaint);
  return { person, ...stub };
}

const section = () => within(screen.getByRole('region', { name: 'Past work photos' }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('Past work photos on My Profile', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a seller their photos with Delete each, the count out of 12, and a link to their page', async () => {
    await openProfile(seller, { 'GET /api/me/gallery': { status: 200, body: { gallery: photos(2) } } });
    expect(await section().findByText('2 of 12')).toBeInTheDocument();
    expect(section().getByRole('img', { name: 'Your past work, photo 1' })).toHaveAttribute('src', '/uploads/photo-2.webp');
    expect(section().getByRole('button', { name: 'Delete photo 2' })).toBeInTheDocument();
    expect(section().getByLabelText('Add photo')).toBeEnabled();
    expect(section().getByRole('link', { name: 'View your public page' })).toHaveAttribute('href', '/pros/seller-joseph');
  });

  it('is not there for a buyer', async () => {
    const { calls } = await openProfile(makeUser(), {});
    expect(screen.queryByRole('region', { name: 'Past work photos' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/me/gallery');
  });

  it('uploads a picked photo at once, shows it while it goes, then in the grid', async () => {
    const held = deferred<StubbedAnswer>();
    const { person, callsTo } = await openProfile(seller, {
      'GET /api/me/gallery': { status: 200, body: { gallery: [] } },
      'POST /api/me/gallery': () => held.promise,
    });
    expect(await section().findByText('0 of 12')).toBeInTheDocument();
    expect(section().getByText('No photos yet. Add photos of jobs you have done.')).toBeInTheDocument();

    await person.upload(section().getByLabelText('Add photo'), makeFile('tiles.jpg', 'image/jpeg'));
    expect(section().getAllByRole('status').map((status) => status.textContent)).toContain('Adding photo…');
    expect(section().getByLabelText('Adding photo…')).toBeDisabled();
    const [sent] = callsTo('POST /api/me/gallery');
    expect(formEntries(sent?.body)).toEqual([['photo', 'file:tiles.jpg']]);

    held.resolve({ status: 201, body: { gallery: photos(1) } });
    expect(await section().findByRole('img', { name: 'Your past work, photo 1' })).toHaveAttribute('src', '/uploads/photo-1.webp');
    expect(section().getByText('1 of 12')).toBeInTheDocument();
    expect(await toasts().findByText('Photo added to your page')).toBeInTheDocument();
  });

  it('refuses a file that is not a photo or is too large before sending anything, as the profile photo does', async () => {
    const { person, callsTo } = await openProfile(seller, { 'GET /api/me/gallery': { status: 200, body: { gallery: [] } } });
    await section().findByText('0 of 12');
    await person.upload(section().getByLabelText('Add photo'), makeFile('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(section().getByRole('alert')).toHaveTextContent('The file is too large (at most 5 MB)');
    // As a browser that ignores `accept` lets it through.
    fireEvent.change(section().getByLabelText('Add photo'), { target: { files: [makeFile('notes.pdf', 'application/pdf')] } });
    expect(section().getByRole('alert')).toHaveTextContent('Profile photo must be a JPEG, PNG or WebP image');
    expect(callsTo('POST /api/me/gallery')).toEqual([]);
  });

  it('shows the server’s refusal of a photo beside the field', async () => {
    const { person } = await openProfile(seller, {
      'GET /api/me/gallery': { status: 200, body: { gallery: [] } },
      'POST /api/me/gallery': { status: 400, body: { error: 'Profile photo must be a JPEG, PNG or WebP image', code: 'PHOTO_NOT_AN_IMAGE' } },
    });
    await section().findByText('0 of 12');
    await person.upload(section().getByLabelText('Add photo'), makeFile('fake.png', 'image/png'));
    expect(await section().findByRole('alert')).toHaveTextContent('Profile photo must be a JPEG, PNG or WebP image');
    await vi.waitFor(() => expect(section().getByLabelText('Add photo')).toHaveFocus());
  });

  it('offers no more uploads at 12 photos, and says why', async () => {
    await openProfile(seller, { 'GET /api/me/gallery': { status: 200, body: { gallery: photos(12) } } });
    expect(await section().findByText('12 of 12')).toBeInTheDocument();
    expect(section().getByLabelText('Add photo')).toBeDisabled();
    expect(section().getByText('You have 12 photos. Delete one to add another.')).toBeInTheDocument();
  });

  it('deletes a photo and shows what is left', async () => {
    const { person, callsTo } = await openProfile(seller, {
      'GET /api/me/gallery': { status: 200, body: { gallery: photos(2) } },
      'DELETE /api/me/gallery/photo-2': { status: 200, body: { gallery: [{ id: 'photo-1', url: '/uploads/photo-1.webp' }] } },
    });
    await section().findByText('2 of 12');
    await person.click(section().getByRole('button', { name: 'Delete photo 1' }));
    expect(await section().findByText('1 of 12')).toBeInTheDocument();
    expect(callsTo('DELETE /api/me/gallery/photo-2')).toHaveLength(1);
    expect(section().getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/uploads/photo-1.webp']);
    expect(await toasts().findByText('Photo deleted')).toBeInTheDocument();
  });
});
