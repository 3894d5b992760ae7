import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISPLAY_DEFAULTS,
  displayStore,
  featuresStore,
  sessionStore,
  type CurrentUser,
  type Permission,
} from '@fairway/shared-api';
import { Chrome } from '../src/chrome/Chrome';
import { accountNav, groupOrder, navSections, visibleNav } from '../src/chrome/nav';
import { parseRemotes } from '../src/root/remotes';
import { remotesFrom } from './remotes-json';

/** The portal's entries as the remotes declare them, each with its group. */
const remotes = remotesFrom([
  {
    name: 'mf_auth',
    label: 'Account',
    manifest: '/a.json',
    routes: ['/login', '/profile', '/notifications'],
    publicRoutes: ['/login'],
    nav: [
      {
        label: 'My profile',
        labels: { es: 'Mi perfil' },
        path: '/profile',
        permission: 'self:use',
        group: 'account',
      },
      {
        label: 'Notifications',
        labels: { es: 'Notificaciones' },
        path: '/notifications',
        permission: 'self:use',
        group: 'account',
      },
    ],
  },
  {
    name: 'mf_admin',
    label: 'Administration',
    manifest: '/b.json',
    routes: ['/admin'],
    nav: [
      {
        label: 'Users',
        labels: { es: 'Usuarios' },
        path: '/admin/users',
        permission: 'users:read',
        group: 'admin',
      },
      {
        label: 'Settings',
        labels: { es: 'Ajustes' },
        path: '/admin/settings',
        permission: 'settings:read',
        group: 'admin',
      },
    ],
  },
  {
    name: 'mf_courses',
    label: 'Tee times',
    manifest: '/c.json',
    routes: ['/courses'],
    flag: 'tee_time_management_enabled',
    nav: [
      {
        label: 'Tee times',
        labels: { es: 'Salidas' },
        path: '/courses',
        permission: 'tee_times:book',
        group: 'play',
      },
      {
        label: 'My bookings',
        labels: { es: 'Mis reservas' },
        path: '/courses/my-bookings',
        permission: 'tee_times:book',
        group: 'play',
      },
      {
        label: 'Tee sheet',
        labels: { es: 'Hoja de salidas' },
        path: '/courses/tee-sheet',
        permission: 'tee_sheet:manage',
        group: 'desk',
      },
      {
        label: 'Tee sheet reports',
        labels: { es: 'Informes de salidas' },
        path: '/courses/reports',
        permission: 'tee_sheet:manage',
        group: 'desk',
      },
      {
        label: 'Courses',
        labels: { es: 'Campos' },
        path: '/courses/setup',
        permission: 'courses:write',
        group: 'setup',
      },
    ],
  },
]);

const person = (permissions: string[]): CurrentUser => ({
  id: 7,
  organization_id: 1,
  email: 'ana@example.org',
  first_name: 'Ana',
  last_name: 'Ruiz',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: [],
  permissions,
  session_kind: 'password',
});
const MEMBER = ['self:use', 'courses:read', 'tee_times:book', 'course_services:request'];
const STAFF = [...MEMBER, 'users:read', 'settings:read', 'tee_sheet:manage'];

const holding = (held: string[]) => (p: Permission) => held.includes('*') || held.includes(p);
const on = () => true;

beforeEach(() => {
  featuresStore.setState({
    flags: { tee_time_management_enabled: true },
    siteName: 'Royal Fairway Golf Club',
    status: 'ready',
  });
});
afterEach(() => {
  cleanup();
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});

describe('navigation grouped by what the person does', () => {
  it('orders the groups for the role: the desk first with tee_sheet:manage, Play first for everyone else', () => {
    expect(groupOrder(holding(STAFF))).toEqual(['desk', 'play', 'setup', 'admin']);
    expect(groupOrder(holding(['*']))).toEqual(['desk', 'play', 'setup', 'admin']);
    expect(groupOrder(holding(MEMBER))).toEqual(['play', 'desk', 'setup', 'admin']);
  });

  it('leaves out empty groups and puts the account entries aside for the user menu', () => {
    const can = holding(MEMBER);
    const items = visibleNav(remotes, can, on, 'en');
    expect(
      navSections(items, groupOrder(can)).map((s) => [s.group, s.items.map((i) => i.label)]),
    ).toEqual([['play', ['Tee times', 'My bookings']]]);
    expect(accountNav(items).map((i) => i.label)).toEqual(['My profile', 'Notifications']);

    const staff = holding(STAFF);
    expect(
      navSections(visibleNav(remotes, staff, on, 'en'), groupOrder(staff)).map((s) => s.group),
    ).toEqual(['desk', 'play', 'admin']);
  });

  it('lists entries of a remotes.json without groups after the known groups', () => {
    const old = parseRemotes({
      remotes: [
        {
          name: 'mf_shop',
          manifest: '/s.json',
          routes: ['/shop'],
          nav: [{ label: 'Shop', path: '/shop', permission: null, group: 'shopping' }],
        },
        ...remotes,
      ],
    });
    const can = holding(MEMBER);
    expect(
      navSections(visibleNav(old, can, on, 'en'), groupOrder(can)).map((s) => s.group),
    ).toEqual(['play', null]);
  });

  it('a member sees Play only, in that order; the account entries are in the user menu, not the sidebar', async () => {
    sessionStore.setState({ user: person(MEMBER), status: 'authenticated', error: null });
    render(<Chrome remotes={remotes} navigate={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tee times', 'My bookings']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ana Ruiz: account menu' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My profile', 'Notifications', 'Sign out']);
  });

  it('staff find Run the desk first, then Play, then Administer; the same list is the phone menu', async () => {
    sessionStore.setState({ user: person(STAFF), status: 'authenticated', error: null });
    render(<Chrome remotes={remotes} navigate={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tee sheet', 'Tee sheet reports', 'Tee times', 'My bookings', 'Users', 'Settings']);
    // Each group under its heading, in the order of the role.
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Run the desk', 'Play', 'Administer']);
    expect(
      within(within(nav).getByRole('group', { name: 'Run the desk' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tee sheet', 'Tee sheet reports']);
    // On a phone the navigation is the menu button's panel: the same links, in the same order.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(nav).toHaveAttribute('data-open', 'true');
  });

  it('in Spanish, the groups keep their order and their headings and the menu speak Spanish', async () => {
    displayStore.setState({ club: { ...DISPLAY_DEFAULTS, locale: 'es-ES' } });
    sessionStore.setState({ user: person(STAFF), status: 'authenticated', error: null });
    render(<Chrome remotes={remotes} navigate={jest.fn()} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Principal' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Hoja de salidas',
      'Informes de salidas',
      'Salidas',
      'Mis reservas',
      'Usuarios',
      'Ajustes',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Principal' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Llevar el mostrador', 'Jugar', 'Administrar']);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Ana Ruiz: menú de la cuenta' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Mi perfil', 'Notificaciones', 'Cerrar sesión']);
  });
});
