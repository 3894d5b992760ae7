import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './Menu';

function setup() {
  const onProfile = jest.fn();
  const onSignOut = jest.fn();
  render(
    <>
      <Menu
        trigger="Ann Baker"
        header="ann@example.com"
        items={[
          { id: 'profile', label: 'Profile', onSelect: onProfile },
          { id: 'prefs', label: 'Preferences', href: '/preferences' },
          { id: 'billing', label: 'Billing', disabled: true },
          { type: 'separator', id: 'sep' },
          { id: 'signout', label: 'Sign out', onSelect: onSignOut, tone: 'danger' },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onProfile, onSignOut, button: screen.getByRole('button', { name: 'Ann Baker' }) };
}

describe('Menu', () => {
  it('opens from the keyboard on the first item and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Ann Baker' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Preferences' })).toHaveFocus();
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('p');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('p');
    expect(screen.getByRole('menuitem', { name: 'Preferences' })).toHaveFocus();
  });

  it('ArrowUp on the button opens on the last item; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs the chosen item with Enter and closes', async () => {
    const user = userEvent.setup();
    const { button, onSignOut } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
