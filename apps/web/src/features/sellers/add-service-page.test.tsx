import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { formEntries } from '../../test/files';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { buyer, seller } from './test-sellers';

const CREATE = 'POST /api/services';
const created = {
  status: 201,
  body: {
    message: 'Service added successfully!',
    service: { id: 'service-1', title: 'Kitchen sink repair', category: 'plumbing' },
    serviceSeller: { description: 'Blocked and leaking sinks fixed.', price: 1500.5, experience: 4 },
  },
};

async function openForm(user = seller) {
  const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/add-service', { user });
  await screen.findByRole('heading', { level: 1, name: 'Add New Service' }, firstPaint);
  return person;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const submit = () => screen.getByRole('button', { name: 'Add Service' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Category') await user.selectOptions(field(label), value);
    else await user.type(field(label), value);
  }
}

const validDraft = {
  Category: 'Plumbing',
  Title: 'Kitchen sink repair',
  Description: 'Blocked and leaking sinks fixed.',
  'Experience (years)': '4',
  'From KSh': '1500.50',
};

describe('Add New Service', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a buyer a friendly way to become a seller instead of the form', async () => {
    stubFetch({});
    await openForm(buyer);
    expect(screen.getByRole('heading', { name: 'Only sellers can add services' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/become-seller');
    expect(screen.queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument();
  });

  it('lists the spec’s 8 categories first, appliance as “Appliance Repair”, then the rest of the catalogue', async () => {
    stubFetch({});
    await openForm();
    const options = within(field('Category')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select a category');
    expect(options.slice(1, 9).map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['plumbing', 'Plumbing'],
      ['electrical', 'Electrical'],
      ['cleaning', 'Cleaning'],
      ['moving', 'Moving'],
      ['painting', 'Painting'],
      ['gardening', 'Gardening'],
      ['carpentry', 'Carpentry'],
      ['appliance', 'Appliance Repair'],
    ]);
    expect(options).toHaveLength(17);
  });

  it('labels the price “From KSh” (minimum 0, step 0.01) and experience in whole years (minimum 0, step 1)', async () => {
    stubFetch({});
    await openForm();
    expect(field('From KSh')).toMatchObject({ type: 'number', min: '0', step: '0.01', required: true });
    expect(field('Experience (years)')).toMatchObject({ type: 'number', min: '0', step: '1' });
  });

  it('marks every broken field with the spec’s texts under the banner “Please fix the errors in the form”, shown 2 s', async () => {
    const { callsTo } = stubFetch({});
    const user = await openForm();
    await user.click(submit());
    expect(await screen.findByText('Please fix the errors in the form')).toBeInTheDocument();
    for (const text of ['Category is required', 'Title is required', 'Description is required', 'Price is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Please fix the errors in the form')).not.toBeInTheDocument();

    await fillIn(user, { 'From KSh': '-5', 'Experience (years)': '-1' });
    await user.click(submit());
    expect(await screen.findByText('Price cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Experience cannot be negative')).toBeInTheDocument();
    expect(callsTo(CREATE)).toHaveLength(0);
  });

  it('sends the draft as multipart, says “Service added successfully!” and goes to the dashboard after 1 s', async () => {
    const { callsTo } = stubFetch({ [CREATE]: created });
    const user = await openForm();
    await fillIn(user, validDraft);
    await user.click(submit());

    expect(await screen.findByText('Service added successfully!')).toBeInTheDocument();
    expect(formEntries(callsTo(CREATE)[0]?.body)).toEqual([
      ['category', 'plumbing'],
      ['title', 'Kitchen sink repair'],
      ['description', 'Blocked and leaking sinks fixed.'],
      ['price', '1500.5'],
      ['experience', '4'],
    ]);
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Joseph Otieno' }, firstPaint)).toBeInTheDocument();
  });

  it('shows the server’s text (a repeated title on its field), or “Failed to add service. Please try again.”, for 2 s', async () => {
    let answer: StubbedAnswer = { status: 409, body: { error: 'You already offer this service', code: 'SERVICE_ALREADY_OFFERED' } };
    stubFetch({ [CREATE]: () => answer });
    const user = await openForm();
    await fillIn(user, validDraft);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('You already offer this service');
    expect(field('Title')).toHaveAccessibleDescription('You already offer this service');

    answer = 'network-error';
    await user.click(submit());
    expect(await screen.findByText('Failed to add service. Please try again.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Failed to add service. Please try again.')).not.toBeInTheDocument();
  });

  it('leaves at once on Cancel when nothing was typed', async () => {
    stubFetch({});
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Joseph Otieno' }, firstPaint)).toBeInTheDocument();
  });

  it('asks “Discard unsaved changes?” on Cancel after typing: Keep editing stays, Discard leaves', async () => {
    stubFetch({});
    const user = await openForm();
    await user.type(field('Title'), 'Geyser repair');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('Geyser repair');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Joseph Otieno' }, firstPaint)).toBeInTheDocument();
  });
});
