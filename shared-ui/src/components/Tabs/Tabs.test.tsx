import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'details', label: 'Details', content: <p>Booking details</p> },
  { id: 'players', label: 'Players', content: <p>Four players</p> },
  { id: 'payments', label: 'Payments', content: <p>Paid in full</p>, disabled: true },
  { id: 'history', label: 'History', content: <p>Created yesterday</p> },
];

describe('Tabs', () => {
  it('is one Tab stop: only the selected tab is tabbable and its panel is labelled by it', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Booking" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Booking' })).toBeInTheDocument();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(details).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Players' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Booking details');

    await user.tab();
    expect(details).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs label="Booking" tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Details' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Players' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Four players');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('history');
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Booking" tabs={tabs} activation="manual" />);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Players' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Booking details');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Four players');
  });
});
