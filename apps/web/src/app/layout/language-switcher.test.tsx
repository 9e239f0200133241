import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wholeEnglish as en } from '../../locales/en/whole';
import { catalogueLoaders, i18n } from '../../lib/i18n';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A stand-in catalogue: the tests are about switching, not about the Kiswahili wording.
const kiswahili = {
  ...en,
  nav: { ...en.nav, home: 'Nyumbani', openMenu: 'Fungua menyu' },
  contact: { ...en.contact, formTitle: 'Tutumie ujumbe', message: 'Ujumbe' },
  language: { ...en.language, label: 'Lugha' },
};

describe('LanguageSwitcher', () => {
  afterEach(async () => {
    i18n.removeCatalogue('sw', 'translation');
    await i18n.changeLanguage('en');
    document.documentElement.lang = 'en';
    vi.restoreAllMocks();
  });

  it('offers English | Kiswahili in the navbar and switches the page in place', async () => {
    const loadKiswahili = vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const user = userEvent.setup();
    renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const switcher = within(nav).getAllByRole('group', { name: 'Language' })[0]!;
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(loadKiswahili).not.toHaveBeenCalled();

    await user.click(within(switcher).getByRole('button', { name: 'Kiswahili' }));
    expect(await within(nav).findAllByRole('link', { name: 'Nyumbani' })).not.toHaveLength(0);
    const switched = within(nav).getAllByRole('group', { name: 'Lugha' })[0]!;
    expect(within(switched).getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(switched).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('sw');
    expect(window.localStorage.getItem('language')).toBe('sw');
  });

  it("is inside the phone menu's panel", async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('offers it in the footer too, and switching back to English needs no download', async () => {
    const loadKiswahili = vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const user = userEvent.setup();
    renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(within(footer.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Kiswahili' }));
    await user.click(within(await footer.findByRole('group', { name: 'Lugha' })).getByRole('button', { name: 'English' }));
    expect(await footer.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(loadKiswahili).toHaveBeenCalledOnce();
  });

  it('keeps what the person typed in a form across a switch', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const user = userEvent.setup();
    renderApp('/contact');
    await user.type(await screen.findByRole('textbox', { name: /^Message/ }), 'Bomba linavuja jikoni');

    const footer = within(screen.getByRole('contentinfo'));
    await user.click(within(footer.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { name: 'Tutumie ujumbe' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ujumbe/ })).toHaveValue('Bomba linavuja jikoni');
  });

  it('saves the choice of a signed-in person on the account', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const user = userEvent.setup();
    const amina = makeUser({ name: 'Amina Otieno' });
    const answer = { message: 'Profile updated successfully!', user: amina, signIn: { hasPassword: true, pendingEmail: null }, language: 'sw' };
    const { callsTo } = stubFetch({ 'PUT /api/profile': { status: 200, body: answer } });
    renderApp('/about', { user: amina });
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(within(footer.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Kiswahili' }));
    await vi.waitFor(() => expect(callsTo('PUT /api/profile')).toHaveLength(1));
    expect(Object.fromEntries((callsTo('PUT /api/profile')[0]!.body as FormData).entries())).toEqual({ language: 'sw' });
  });
});
