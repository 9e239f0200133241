import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function openPrivacy() {
  renderApp('/settings?section=privacy', { user: makeUser() });
  await screen.findByRole('heading', { level: 2, name: 'Privacy Settings' });
}

describe('Settings > Privacy Settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the file the server sends, asked for with the person’s token, and says so', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:fundi-data', revokeObjectURL: () => undefined }));
    const { callsTo } = stubFetch({ 'GET /api/me/export': { status: 200, body: { exportedAt: '2026-11-28T07:00:00.000Z' } } });
    await openPrivacy();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file is downloading.')).toBeInTheDocument();
    const [call] = callsTo('GET /api/me/export');
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(clicks).toEqual(['fundi-data.json']);
  });

  it('says so when the file cannot be prepared, and the button works again', async () => {
    stubFetch({ 'GET /api/me/export': { status: 429, body: { error: 'Too many requests, please try again later', code: 'TOO_MANY_REQUESTS' } } });
    await openPrivacy();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('We could not prepare your file. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('links to what the person agreed to and to where each right is used', async () => {
    stubFetch({});
    await openPrivacy();
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Terms of Service')).toBe('/terms');
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    expect(hrefOf('Choose news and offers')).toBe('/settings?section=notifications');
    expect(hrefOf('Correct my details')).toBe('/profile');
    expect(hrefOf('Close my account')).toBe('/settings?section=delete-account');
  });
});
