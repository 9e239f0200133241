import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { buyer, makeUserService, makeUserServices, seller } from './test-sellers';

const LIST = 'GET /api/services/user';
const taps = makeUserService();
const wiring = makeUserService({ id: '7a2d4b63-9e2f-4b72-8b64-4b6e9a1c3d22', title: 'House wiring', category: 'electrical', price: 2000, experience: 1 });

const cards = () => within(screen.getByRole('main')).queryAllByRole('article');
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('/dashboard/services', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every service with its title, category, “From KSh” price, experience and a View link to its category', async () => {
    stubFetch({ [LIST]: { status: 200, body: { services: [taps, wiring, ...makeUserServices(4)] } } });
    renderApp('/dashboard/services', { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Services' }, firstPaint)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Leaking taps & toilet repair' })).toBeInTheDocument();
    expect(cards()).toHaveLength(6);

    const card = screen.getByRole('article', { name: 'House wiring' });
    expect(card).toHaveTextContent('Electrical');
    expect(card).toHaveTextContent('FromKSh 2,000');
    expect(card).toHaveTextContent('1 year of experience');
    expect(within(card).getByRole('link', { name: 'View House wiring in Electrical' })).toHaveAttribute('href', '/services/electrical');
  });

  it('deletes a service only after “Are you sure you want to delete this service?”', async () => {
    const user = userEvent.setup();
    let offered = [taps, wiring];
    const { callsTo } = stubFetch({
      [LIST]: () => ({ status: 200, body: { services: offered } }),
      [`DELETE /api/services/${taps.id}`]: () => {
        offered = [wiring];
        return { status: 200, body: { message: 'Service deleted successfully!' } };
      },
    });
    renderApp('/dashboard/services', { user: seller });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Leaking taps & toilet repair' }, firstPaint);

    await user.click(deleteButton);
    let dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this service?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(callsTo(`DELETE /api/services/${taps.id}`)).toHaveLength(0);

    await user.click(deleteButton);
    dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this service?' });
    expect(dialog).toHaveTextContent('Leaking taps & toilet repair');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await toasts().findByText('Service deleted successfully!')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/services/${taps.id}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Leaking taps & toilet repair' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'House wiring' })).toBeInTheDocument();
  });

  it('toasts the server’s refusal, or “Failed to delete service”, and keeps the service', async () => {
    const user = userEvent.setup();
    let answer: StubbedAnswer = { status: 409, body: { error: 'This service has active orders. Complete or cancel them first.', code: 'SERVICE_HAS_ACTIVE_ORDERS' } };
    stubFetch({ [LIST]: { status: 200, body: { services: [taps] } }, [`DELETE /api/services/${taps.id}`]: () => answer });
    renderApp('/dashboard/services', { user: seller });

    await user.click(await screen.findByRole('button', { name: 'Delete Leaking taps & toilet repair' }, firstPaint));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toasts().findByText('This service has active orders. Complete or cancel them first.')).toBeInTheDocument();

    answer = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Delete Leaking taps & toilet repair' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toasts().findByText('Failed to delete service')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Leaking taps & toilet repair' })).toBeInTheDocument();
  });

  it('says “No services added yet.” with an “Add a service” link when there are none', async () => {
    stubFetch({ [LIST]: { status: 200, body: { services: [] } } });
    renderApp('/dashboard/services', { user: seller });
    expect(await screen.findByRole('heading', { name: 'No services added yet.' }, firstPaint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/add-service');
  });

  it('shows a buyer how to become a seller, without asking for a list', async () => {
    const { callsTo } = stubFetch({});
    renderApp('/dashboard/services', { user: buyer });
    expect(await screen.findByRole('heading', { name: 'Only sellers can add services' }, firstPaint)).toBeInTheDocument();
    expect(callsTo(LIST)).toHaveLength(0);
  });
});
