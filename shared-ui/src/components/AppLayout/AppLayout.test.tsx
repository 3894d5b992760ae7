import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from './AppLayout';

const navItems = [
  { href: '/tee-sheet', label: 'Tee sheet', current: true },
  { href: '/shop', label: 'Pro shop' },
];

describe('AppLayout', () => {
  it('shows grouped items under their group heading, in order', () => {
    render(
      <AppLayout
        navItems={[
          { href: '/courses/tee-sheet', label: 'Tee sheet', group: 'Run the desk' },
          { href: '/courses/reports', label: 'Reports', group: 'Run the desk' },
          { href: '/courses', label: 'Tee times', group: 'Play' },
        ]}
      />,
    );
    const desk = screen.getByRole('group', { name: 'Run the desk' });
    expect(
      within(desk)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Tee sheet', 'Reports']);
    const play = screen.getByRole('group', { name: 'Play' });
    expect(within(play).getByRole('link', { name: 'Tee times' })).toBeVisible();
    expect(desk.compareDocumentPosition(play) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has a skip link that moves focus to the main landmark', async () => {
    const user = userEvent.setup();
    render(
      <AppLayout brand="Fairway Golf Club" navItems={navItems}>
        <h1>Tee sheet</h1>
      </AppLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('banner')).toHaveTextContent('Fairway Golf Club');
  });

  it('marks the current page and opens the navigation from the menu button on phones', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    render(<AppLayout brand="Fairway" navItems={navItems} onNavigate={onNavigate} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Tee sheet' })).toHaveAttribute('aria-current', 'page');

    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', nav.id);
    await user.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(nav).toHaveAttribute('data-open', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Pro shop' }));
    expect(onNavigate).toHaveBeenCalledWith('/shop', expect.anything());
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('has no navigation or menu button without nav items', () => {
    render(<AppLayout brand="Fairway">content</AppLayout>);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });
});
