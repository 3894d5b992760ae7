import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISPLAY_DEFAULTS,
  displayStore,
  featuresStore,
  sessionStore,
  type CurrentUser,
} from '@fairway/shared-api';
import { Pages } from '../src/chrome/Pages';
import { greeting } from '../src/home/greeting';
import { parcelOf, type LoadWidget, type WidgetParcel } from '../src/home/loadWidget';
import type { HomeWidget, RemoteEntry } from '../src/root/remotes';
import { remotesFrom } from './remotes-json';

const remotes = remotesFrom([
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
    ],
  },
  {
    name: 'mf_courses',
    label: 'Tee times',
    labels: { es: 'Salidas' },
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
    ],
    home: [
      {
        id: 'my-golf',
        module: './home',
        export: 'myGolf',
        permission: 'tee_times:book',
        flag: null,
        group: 'play',
      },
      {
        id: 'desk-today',
        module: './home',
        export: 'deskToday',
        permission: 'tee_sheet:manage',
        flag: null,
        group: 'desk',
      },
    ],
  },
]);

const admin: CurrentUser = {
  id: 1,
  organization_id: 1,
  email: 'admin@example.org',
  first_name: 'Club',
  last_name: 'Administrator',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['admin'],
  permissions: ['*'],
  session_kind: 'password',
};
const member: CurrentUser = {
  ...admin,
  id: 5,
  email: 'ana@example.org',
  first_name: 'Ana',
  last_name: 'Ruiz',
  roles: ['member'],
  permissions: ['self:use', 'tee_times:book'],
};

/** A widget's parcel as a remote's './home' would export it: a region with a heading. */
function fakeParcel(title: string, log: string[]): WidgetParcel {
  return {
    bootstrap: async () => {
      log.push(`bootstrap ${title}`);
    },
    mount: async (props) => {
      log.push(`mount ${title}`);
      const el = props.domElement as HTMLElement;
      el.innerHTML = `<section aria-label="${title}"><h2>${title}</h2></section>`;
    },
    unmount: async (props) => {
      log.push(`unmount ${title}`);
      (props.domElement as HTMLElement).innerHTML = '';
    },
  };
}

const TITLES: Record<string, string> = { 'my-golf': 'My golf', 'desk-today': 'Today at the desk' };

function loader(log: string[], failing: string[] = []): jest.MockedFunction<LoadWidget> {
  return jest.fn(async (_remote: RemoteEntry, widget: HomeWidget, _retry: boolean) => {
    if (failing.includes(widget.id)) throw new Error('ChunkLoadError: mf_courses/home');
    return fakeParcel(TITLES[widget.id]!, log);
  });
}

beforeEach(() => {
  window.history.pushState({}, '', '/');
  featuresStore.setState({
    flags: { tee_time_management_enabled: true },
    siteName: 'Royal Fairway Golf Club',
    status: 'ready',
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});

describe('the greeting', () => {
  it('greets by the time of day and the whole name, never a first name alone', () => {
    expect(greeting(admin, 9)).toEqual({ key: 'goodMorningNamed', name: 'Club Administrator' });
    expect(greeting(admin, 14).key).toBe('goodAfternoonNamed');
    expect(greeting(admin, 21).key).toBe('goodEveningNamed');
    expect(greeting(admin, 2).key).toBe('goodEveningNamed');
    expect(greeting({ first_name: ' ', last_name: '' }, 9)).toEqual({
      key: 'goodMorning',
      name: null,
    });
  });
});

describe('the home page', () => {
  it('greets the demo administrator properly and does not repeat the navigation as tiles', async () => {
    sessionStore.setState({ user: admin, status: 'authenticated', error: null });
    render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={loader([])} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Good (morning|afternoon|evening), Club Administrator$/);
    expect(heading).not.toHaveTextContent(/Welcome, Club/);
    expect(screen.getByText(/at Royal Fairway Golf Club$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tee times' })).not.toBeInTheDocument();
    expect(document.title).toBe('Royal Fairway Golf Club');
  });

  it('mounts the widgets the person may see, the desk first for whoever runs it', async () => {
    sessionStore.setState({ user: admin, status: 'authenticated', error: null });
    const log: string[] = [];
    const load = loader(log);
    const { unmount } = render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={load} />);
    const desk = await screen.findByRole('region', { name: 'Today at the desk' });
    const mine = await screen.findByRole('region', { name: 'My golf' });
    expect(desk.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(load.mock.calls.map(([r, w]) => `${r.name}/${w.module}#${w.export}`)).toEqual([
      'mf_courses/./home#deskToday',
      'mf_courses/./home#myGolf',
    ]);
    unmount();
    await waitFor(() =>
      expect(log.filter((l) => l.startsWith('unmount'))).toEqual([
        'unmount Today at the desk',
        'unmount My golf',
      ]),
    );
  });

  it('a member gets only her widget; the staff one is never loaded', async () => {
    sessionStore.setState({ user: member, status: 'authenticated', error: null });
    const load = loader([]);
    render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={load} />);
    expect(await screen.findByRole('region', { name: 'My golf' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today at the desk' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/, Ana Ruiz$/);
  });

  it('no widget while the module is turned off; the page then points at the menu', async () => {
    featuresStore.setState({ flags: { tee_time_management_enabled: false } });
    sessionStore.setState({ user: admin, status: 'authenticated', error: null });
    const load = loader([]);
    render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={load} />);
    expect(await screen.findByText('Everything you can open is in the menu.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a widget that fails to load says so in its own slot, with a retry; the others show', async () => {
    sessionStore.setState({ user: admin, status: 'authenticated', error: null });
    const failing = ['desk-today'];
    const load = loader([], failing);
    render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={load} />);
    expect(await screen.findByRole('region', { name: 'My golf' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the home page could not be loaded');
    expect(alert).toHaveTextContent('Tee times did not answer.');

    failing.length = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Today at the desk' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), true);
  });

  it('shows a placeholder while a widget loads', async () => {
    sessionStore.setState({ user: member, status: 'authenticated', error: null });
    let finish: (p: WidgetParcel) => void = () => undefined;
    const load: LoadWidget = () => new Promise((resolve) => (finish = resolve));
    render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={load} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Tee times…');
    await act(async () => finish(fakeParcel('My golf', [])));
    expect(await screen.findByRole('region', { name: 'My golf' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    displayStore.setState({ club: { ...DISPLAY_DEFAULTS, locale: 'es-ES' } });
    sessionStore.setState({ user: member, status: 'authenticated', error: null });
    render(<Pages remotes={remotes} navigate={jest.fn()} loadWidget={loader([], ['my-golf'])} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Buen(os días|as tardes|as noches), Ana Ruiz$/,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Salidas no ha respondido.');
  });
});

describe("a remote's home module", () => {
  const widget: HomeWidget = {
    id: 'desk-today',
    module: './home',
    export: 'deskToday',
    permission: null,
    flag: null,
    group: 'desk',
  };
  it('exports each widget as parcel lifecycles, named by "export"', () => {
    const parcel = { mount: async () => undefined, unmount: [async () => undefined] };
    expect(parcelOf({ deskToday: parcel }, widget)).toBe(parcel);
    expect(parcelOf({ default: { deskToday: parcel } }, widget)).toBe(parcel);
    expect(() => parcelOf({ myGolf: parcel }, widget)).toThrow(
      "'./home' does not export 'deskToday' as parcel lifecycles (mount and unmount)",
    );
  });
});
