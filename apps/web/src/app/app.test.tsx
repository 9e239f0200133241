import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { App } from './app';
import { clearSession } from '../lib/session';

describe('App', () => {
  it('renders nothing until the saved-session check has finished', async () => {
    const { container } = render(<App />);
    expect(container).toBeEmptyDOMElement();

    act(() => clearSession()); // what the check ends with when no token is saved

    expect(await screen.findByRole('heading', { level: 1, name: 'Trusted local fundis, booked in minutes' })).toBeInTheDocument();
  });
});
