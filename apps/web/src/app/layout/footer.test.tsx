import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

/** An IntersectionObserver that sees everything on the screen at once. */
class EverythingVisible {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

describe('Footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows support's e-mail and phone from the server once it comes near the screen", async () => {
    stubFetch({ 'GET /api/support-contact': { status: 200, body: { email: 'help@fundi.example', phone: '+254 711 222 333' } } });
    vi.stubGlobal('IntersectionObserver', EverythingVisible);
    renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: /help@fundi\.example/ })).toHaveAttribute('href', 'mailto:help@fundi.example');
    expect(footer.getByRole('link', { name: /\+254 711 222 333/ })).toHaveAttribute('href', 'tel:+254711222333');
  });

  it('asks nothing while it is out of sight', async () => {
    const { calls } = stubFetch({});
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/support-contact');
  });
});
