import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';
import { i18n } from '../lib/i18n';

// Fixed days, whatever today is: 10 March 2026 is a Tuesday.
const range = { firstDay: '2026-03-10', lastDay: '2026-05-05', today: '2026-03-10' };

function Harness({ onPressDay = vi.fn(), ...props }: Partial<MonthCalendarProps>) {
  const [pressed, setPressed] = useState<string[]>([]);
  return (
    <div role="group" aria-label="Date">
      <MonthCalendar
        {...range}
        pressedDays={pressed}
        onPressDay={(day) => {
          onPressDay(day);
          setPressed([day]);
        }}
        {...props}
      />
    </div>
  );
}

const grid = () => screen.getByRole('grid');
const day = (name: string) => within(grid()).getByRole('button', { name });

describe('MonthCalendar', () => {
  it('shows the first day’s month as a grid under weekday headers from Monday, each day a button named in words', () => {
    render(<Harness />);
    expect(grid()).toHaveAccessibleName('March 2026');
    const headers = within(grid()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    // 1 March 2026 is a Sunday: the first week has six empty cells before it.
    const firstWeek = within(grid()).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('button').map((button) => button.textContent)).toEqual(['1']);
    expect(within(grid()).getAllByRole('button')).toHaveLength(31);
    expect(day('Tuesday, 10 March 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('disables the days before the first, the days said unavailable and those after the last, and pressing them does nothing', async () => {
    const user = userEvent.setup();
    const onPressDay = vi.fn();
    render(<Harness onPressDay={onPressDay} isDayUnavailable={(candidate) => candidate === '2026-03-12'} />);
    for (const name of ['Monday, 9 March 2026', 'Thursday, 12 March 2026']) {
      expect(day(name)).toHaveAttribute('aria-disabled', 'true');
      await user.click(day(name));
    }
    expect(onPressDay).not.toHaveBeenCalled();

    await user.click(day('Friday, 13 March 2026'));
    expect(onPressDay).toHaveBeenCalledWith('2026-03-13');
    expect(day('Friday, 13 March 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Tuesday, 10 March 2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the months from the first day’s to the last day’s, and no further', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(grid()).toHaveAccessibleName('April 2026');
    await user.click(next);
    expect(grid()).toHaveAccessibleName('May 2026');
    expect(next).toBeDisabled();
    expect(day('Tuesday, 5 May 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Wednesday, 6 May 2026')).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(grid()).toHaveAccessibleName('April 2026');
  });

  it('moves between days with the arrow keys, Home, End and Page Down, one day in the tab order, never before the first day', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    // Past the previous month (disabled) and the next month buttons, the tab stops on the first day.
    expect(day('Tuesday, 10 March 2026')).toHaveFocus();
    expect(within(grid()).getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, 11 March 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Wednesday, 18 March 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sunday, 22 March 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday, 16 March 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(day('Tuesday, 10 March 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(grid()).toHaveAccessibleName('April 2026');
    expect(day('Friday, 10 April 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day('Friday, 10 April 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('names the month, the weekdays and the days in Kiswahili when the page is in Kiswahili', async () => {
    try {
      await act(() => i18n.changeLanguage('sw'));
      render(<Harness />);
      expect(grid()).toHaveAccessibleName('Machi 2026');
      expect(within(grid()).getAllByRole('columnheader')[0]).toHaveTextContent('Jumatatu');
      expect(day('Jumanne, 10 Machi 2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mwezi ujao' })).toBeEnabled();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
