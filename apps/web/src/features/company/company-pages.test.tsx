import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sw } from '../../locales/sw';
import { stubFetch } from '../../test/fetch-stub';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';

async function showPage(path: string) {
  renderApp(path);
  const main = within(screen.getByRole('main'));
  await main.findByRole('heading', { level: 1 }, firstPaint);
  return main;
}

describe('the company pages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    i18n.removeCatalogue('sw', 'translation');
    vi.unstubAllGlobals();
  });

  it('/blog says there are no articles yet, what they will be about, and where to ask for news', async () => {
    stubFetch({});
    const main = await showPage('/blog');
    expect(main.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(main.getByText('Tips and stories from Fundi. There are no articles yet.')).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'What we will write about' })).toBeInTheDocument();
    expect(main.getAllByRole('listitem')).toHaveLength(3);
    expect(main.getByRole('link', { name: 'Notification Preferences' })).toHaveAttribute('href', '/settings?section=notifications');
    expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('/careers says no roles are open and offers support’s e-mail and the Contact page', async () => {
    stubFetch({ 'GET /api/support-contact': { status: 200, body: { email: 'help@fundi.example', phone: '+254 711 222 333' } } });
    const main = await showPage('/careers');
    expect(main.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(main.getByText('We have no open roles listed right now. When we do, they will appear on this page.')).toBeInTheDocument();
    expect(await main.findByRole('link', { name: 'Write to help@fundi.example' })).toHaveAttribute('href', 'mailto:help@fundi.example');
    expect(main.getByRole('link', { name: 'Go to the Contact page' })).toHaveAttribute('href', '/contact');
  });

  it('/blog speaks Kiswahili on a Kiswahili screen', async () => {
    stubFetch({});
    i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    const blog = await showPage('/blog');
    expect(blog.getByRole('heading', { level: 1, name: 'Blogu' })).toBeInTheDocument();
    expect(blog.getByRole('link', { name: 'Mipangilio ya Arifa' })).toBeInTheDocument();
  });

  it('/careers speaks Kiswahili too, even before support’s e-mail is known', async () => {
    stubFetch({});
    i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    const careers = await showPage('/careers');
    expect(careers.getByRole('heading', { level: 1, name: 'Nafasi za Kazi' })).toBeInTheDocument();
    expect(careers.getByRole('link', { name: 'Nenda kwenye ukurasa wa Wasiliana Nasi' })).toHaveAttribute('href', '/contact');
  });
});
