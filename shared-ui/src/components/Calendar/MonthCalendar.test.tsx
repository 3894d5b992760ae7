import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthCalendar, type MonthCalendarProps } from './MonthCalendar';
import { monthWeeks, shiftMonth } from './dates';

const day = (name: string | RegExp) => screen.getByRole('button', { name });

function Picker(props: Partial<MonthCalendarProps>) {
  const [selected, setSelected] = useState<string | null>(props.selected ?? null);
  return (
    <>
      <MonthCalendar
        label="Booking date"
        today="2026-06-10"
        {...props}
        selected={selected}
        onSelect={(date) => {
          setSelected(date);
          props.onSelect?.(date);
        }}
      />
      <p>Chosen: {selected ?? 'none'}</p>
    </>
  );
}

describe('MonthCalendar', () => {
  it('shows the month as a grid of weeks starting on Monday, named by its label and month', () => {
    render(<Picker />);
    const grid = screen.getByRole('grid', { name: 'Booking date June 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Monday');
    expect(headers[6]).toHaveTextContent('Sunday');
    // 1 June 2026 is a Monday: the first row starts with it.
    const firstRow = within(grid).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell')[0]).toHaveTextContent(/^1$/);
    expect(day('Wednesday, 10 June 2026, today')).toHaveAttribute('aria-current', 'date');
  });

  it('starts weeks on another day with weekStartsOn', () => {
    render(<Picker weekStartsOn={0} />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sunday');
  });

  it('puts a mark’s label in the day’s name and selects by click', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(
      <Picker
        marked={{ '2026-06-20': { tone: 'danger', label: 'Closed: club championship' } }}
        onSelect={onSelect}
      />,
    );
    const closed = day('Saturday, 20 June 2026, Closed: club championship');
    await user.click(closed);
    expect(onSelect).toHaveBeenCalledWith('2026-06-20');
    expect(closed.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Chosen: 2026-06-20')).toBeInTheDocument();
  });

  it('keeps days outside min and max from being chosen, and stops the month buttons there', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Picker min="2026-06-10" max="2026-07-15" onSelect={onSelect} />);
    const past = day('Tuesday, 9 June 2026, not available');
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await user.click(past);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('is one Tab stop, moved with arrows, Home/End and PageUp/PageDown, chosen with Enter or Space', async () => {
    const user = userEvent.setup();
    const onMonthChange = jest.fn();
    render(<Picker selected="2026-06-15" onMonthChange={onMonthChange} />);
    expect(
      screen.getAllByRole('button').filter((b) => b.dataset.date && b.tabIndex === 0),
    ).toHaveLength(1);

    await user.tab(); // Previous month
    await user.tab(); // Next month
    await user.tab();
    expect(day(/^Monday, 15 June 2026/)).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(day(/^Tuesday, 16 June 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/^Tuesday, 23 June 2026/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/^Sunday, 28 June 2026/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^Monday, 22 June 2026/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    // Past the first week: the page turns to May.
    expect(day(/^Monday, 25 May 2026/)).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-05');

    await user.keyboard('{PageDown}{PageDown}');
    expect(day(/^Saturday, 25 July 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen: 2026-07-25')).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(day(/^Thursday, 25 June 2026/)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('Chosen: 2026-06-25')).toBeInTheDocument();
  });

  it('does not move focus past min or max', async () => {
    const user = userEvent.setup();
    render(<Picker selected="2026-06-11" min="2026-06-10" />);
    await user.click(day(/^Thursday, 11 June 2026/));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day(/^Wednesday, 10 June 2026/)).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
  });

  it('follows a controlled month', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [month, setMonth] = useState('2026-02');
      return (
        <>
          <MonthCalendar
            label="Closure"
            month={month}
            onMonthChange={setMonth}
            today="2026-01-05"
          />
          <p>Month: {month}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('Month: 2026-01')).toBeInTheDocument();
    expect(day('Monday, 5 January 2026, today')).toHaveAttribute('tabindex', '0');
  });
});

describe('calendar dates', () => {
  it('lays out months and clamps month shifts', () => {
    expect(monthWeeks('2027-02', 1)).toHaveLength(4); // February 2027 starts on a Monday
    expect(monthWeeks('2026-03', 1)[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2024-01-31', 1)).toBe('2024-02-29');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-15');
  });
});
