import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const configured = { email: 'help@fundi.example', phone: '+254 711 222 333' };

describe('ContactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the support e-mail and phone the server is configured with, as links', async () => {
    const { calls } = stubFetch({ 'GET /api/support-contact': { status: 200, body: configured } });
    renderApp('/contact');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'help@fundi.example' })).toHaveAttribute('href', 'mailto:help@fundi.example');
    expect(main.getByRole('link', { name: '+254 711 222 333' })).toHaveAttribute('href', 'tel:+254711222333');
    expect(screen.queryByText(/700 000 000/)).not.toBeInTheDocument();
    // Public: asked without a session.
    expect(calls.filter((call) => call.path === '/api/support-contact').map((call) => call.authorization)).toEqual([undefined]);
  });
});
