import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderStatus } from '@fundi/shared';
import { StatusBadge } from './badge';

describe('StatusBadge', () => {
  it.each<[OrderStatus, string, string]>([
    ['PENDING', 'Pending', 'orange'],
    ['ACCEPTED', 'Accepted', 'green'],
    ['IN_PROGRESS', 'In Progress', 'green'],
    ['REJECTED', 'Rejected', 'red'],
    ['COMPLETED', 'Completed', 'blue'],
    ['CANCELLED', 'Cancelled', 'grey'],
  ])('shows %s as “%s” in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });
});
