import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRatingInput, Stars } from './stars';

function starsIn(element: HTMLElement, kind: 'full' | 'half' | 'empty') {
  return element.querySelectorAll(`[data-star="${kind}"]`).length;
}

describe('Stars', () => {
  it('shows 4 full stars and a half star for 4.5', () => {
    render(<Stars rating={4.5} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(starsIn(stars, 'full')).toBe(4);
    expect(starsIn(stars, 'half')).toBe(1);
    expect(starsIn(stars, 'empty')).toBe(0);
  });

  it('shows no half star for 4.4', () => {
    render(<Stars rating={4.4} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.4 out of 5' });
    expect(starsIn(stars, 'full')).toBe(4);
    expect(starsIn(stars, 'half')).toBe(0);
    expect(starsIn(stars, 'empty')).toBe(1);
  });

  it('says so when there is no rating yet', () => {
    render(<Stars rating={0} />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
  });
});

function RatingHarness() {
  const [rating, setRating] = useState(0);
  return (
    <>
      <StarRatingInput label="Your rating" value={rating} onChange={setRating} />
      <p>Chosen: {rating}</p>
    </>
  );
}

describe('StarRatingInput', () => {
  it('is a group of five radios chosen by click or arrow keys', async () => {
    const user = userEvent.setup();
    render(<RatingHarness />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText('Chosen: 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('Chosen: 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });
});
