import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/ui/toast';
import { stubFetch } from '../../test/fetch-stub';
import { setSession } from '../../lib/session';
import { makeUserServices, seller } from './test-sellers';
import { YourServicesSection } from './your-services-section';

const LIST = 'GET /api/services/user';

function renderSection() {
  setSession({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token', user: seller });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <YourServicesSection />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Your Services' });
}

describe("the dashboard's Your Services", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the first 4 services with title, price, View and Delete, and 'View all (6)' to /dashboard/services", async () => {
    stubFetch({ [LIST]: { status: 200, body: { services: makeUserServices(6) } } });
    const section = renderSection();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Service number 1');
    expect(rows[0]).toHaveTextContent('From KSh 1,500');
    expect(within(rows[0]!).getByRole('link', { name: 'View Service number 1 in Plumbing' })).toHaveAttribute('href', '/services/plumbing');
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Service number 1' })).toBeInTheDocument();
    expect(within(section).queryByText('Service number 5')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all (6)' })).toHaveAttribute('href', '/dashboard/services');
  });

  it("has no 'View all' with 4 services or fewer", async () => {
    stubFetch({ [LIST]: { status: 200, body: { services: makeUserServices(4) } } });
    const section = renderSection();
    expect(await within(section).findAllByRole('listitem')).toHaveLength(4);
    expect(within(section).queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('says “No services added yet.” with an Add a service link', async () => {
    stubFetch({ [LIST]: { status: 200, body: { services: [] } } });
    const section = renderSection();
    expect(await within(section).findByText('No services added yet.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/add-service');
  });

  it('deletes after the confirmation and the next service moves up', async () => {
    const user = userEvent.setup();
    let services = makeUserServices(5);
    const deletedId = services[0]!.id;
    stubFetch({
      [LIST]: () => ({ status: 200, body: { services } }),
      [`DELETE /api/services/${deletedId}`]: () => {
        services = services.slice(1);
        return { status: 200, body: { message: 'Service deleted successfully!' } };
      },
    });
    const section = renderSection();
    await user.click(await within(section).findByRole('button', { name: 'Delete Service number 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to delete this service?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully!')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Service number 2',
      'Service number 3',
      'Service number 4',
      'Service number 5',
    ]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubFetch({});
    const section = renderSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Could not load your services.');
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
