import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HomePage } from './home-page';

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('explains the three steps and the three benefits', () => {
    renderHome();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Search', 'Choose a professional', 'Book']);
    const benefits = within(screen.getByRole('region', { name: 'Why people choose Fundi' })).getAllByRole('heading', { level: 3 });
    expect(benefits.map((benefit) => benefit.textContent)).toEqual(['Verified professionals', 'Secure payments', '24/7 support']);
  });

  it('links the popular services to their categories with their starting prices in KES', () => {
    renderHome();
    const popular = within(screen.getByRole('region', { name: 'Popular Services' }));
    const expected = [
      ['Plumbing', '/services/plumbing', 'KES 1,500'],
      ['Electrical', '/services/electrical', 'KES 2,000'],
      ['Cleaning', '/services/cleaning', 'KES 1,000'],
      ['Moving', '/services/moving', 'KES 5,000'],
    ];
    for (const [name, href, price] of expected) {
      const link = popular.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent(`Starting from ${price}`);
    }
  });

  it('quotes three customers and ends with calls to sign up and to browse', () => {
    renderHome();
    expect(within(screen.getByRole('region', { name: 'What our customers say' })).getAllByRole('figure')).toHaveLength(3);
    const cta = within(screen.getByRole('region', { name: 'Ready to get things done?' }));
    expect(cta.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    expect(cta.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
  });
});
