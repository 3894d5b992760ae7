import type { Permission } from '@fairway/shared-api';
import { labelIn, parseRemotes, remoteModuleFor, type RemoteEntry } from '../src/root/remotes';
import { isPublicPath, matchesPrefix, remoteFor, safeNext } from '../src/root/routes';
import {
  activityFunctions,
  loginRedirect,
  passwordChangeRedirect,
  portalState,
  signInWithoutNext,
  startPageRedirect,
  type PortalState,
} from '../src/root/portal';
import { currentNavPath, visibleNav } from '../src/chrome/nav';
import { remotesFrom } from './remotes-json';

const remotes: RemoteEntry[] = remotesFrom([
  {
    name: 'mf_auth',
    label: 'Account',
    manifest: '/remotes/mf-auth/mf-manifest.json',
    routes: ['/login', '/profile'],
    publicRoutes: ['/login'],
    flag: null,
    nav: [],
  },
  {
    name: 'mf_courses',
    label: 'Tee sheet',
    manifest: '/remotes/mf-courses/mf-manifest.json',
    routes: ['/tee-times', '/courses'],
    flag: 'tee_time_management_enabled',
    nav: [
      { label: 'Tee times', path: '/tee-times', permission: 'tee_times:book', flag: null },
      { label: 'Courses', path: '/courses', permission: 'courses:write', flag: null },
    ],
  },
  {
    name: 'mf_admin',
    label: 'Administration',
    manifest: '/remotes/mf-admin/mf-manifest.json',
    routes: ['/admin'],
    flag: null,
    nav: [
      { label: 'Users', path: '/admin/users', permission: 'users:read', flag: null },
      {
        label: 'Shop analytics',
        path: '/admin/shop',
        permission: null,
        flag: 'pro_shop_management_enabled',
      },
    ],
  },
]);

describe('remotes.json', () => {
  it('reads valid entries and leaves out broken ones', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parsed = parseRemotes({
      remotes: [
        { name: 'mf_ok', manifest: '/m.json', routes: ['/ok'] },
        { name: 'bad-name', manifest: '/m.json', routes: ['/x'] },
        { name: 'mf_noroutes', manifest: '/m.json', routes: [] },
        { name: 'mf_ok', manifest: '/again.json', routes: ['/dup'] },
      ],
    });
    expect(parsed).toEqual([
      {
        name: 'mf_ok',
        label: 'mf_ok',
        labels: {},
        manifest: '/m.json',
        routes: ['/ok'],
        publicRoutes: [],
        flag: null,
        nav: [],
        modules: [],
        home: [],
      },
    ]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
    expect(() => parseRemotes([])).toThrow('"remotes" array');
  });

  it('carries each label in the other languages and picks the one of the reader, else English', () => {
    const [remote] = parseRemotes({
      remotes: [
        {
          name: 'mf_courses',
          label: 'Tee times',
          // What an operator may have typed: only short texts under language codes are kept.
          labels: { es: 'Salidas', 'not a language': 'x', fr: 42, de: 'x'.repeat(61) },
          manifest: '/m.json',
          routes: ['/courses'],
          nav: [
            { label: 'Tee sheet', labels: { es: 'Hoja de salidas' }, path: '/courses/tee-sheet' },
            { label: 'Carts', labels: 'Buggies', path: '/courses/carts' },
          ],
        },
      ],
    });
    expect(remote!.labels).toEqual({ es: 'Salidas' });
    expect(labelIn(remote!, 'es')).toBe('Salidas');
    expect(labelIn(remote!, 'en')).toBe('Tee times');
    expect(remote!.nav.map((n) => labelIn(n, 'es'))).toEqual(['Hoja de salidas', 'Carts']);
    expect(
      visibleNav(
        [remote!],
        () => true,
        () => true,
        'es',
      ).map((n) => n.label),
    ).toEqual(['Hoja de salidas', 'Carts']);
  });
});

describe('groups and home widgets (remotes.json "group", "home")', () => {
  it('keeps known groups, and only well-formed widgets', () => {
    const [r] = parseRemotes({
      remotes: [
        {
          name: 'mf_courses',
          manifest: '/c.json',
          routes: ['/courses'],
          nav: [
            { label: 'Tee sheet', path: '/courses/tee-sheet', permission: null, group: 'desk' },
            { label: 'Odd', path: '/courses/odd', permission: null, group: 'party' },
          ],
          home: [
            {
              id: 'desk-today',
              module: './home',
              export: 'deskToday',
              permission: 'tee_sheet:manage',
              group: 'desk',
            },
            { id: 'whole', module: './spa', export: 'x', permission: null, group: 'desk' },
            { id: 'mine', module: './home', export: 'myGolf', permission: null, group: 'account' },
            { id: 'nameless', module: './home', permission: null, group: 'play' },
          ],
        },
      ],
    });
    expect(r!.nav.map((n) => n.group)).toEqual(['desk', null]);
    expect(r!.home).toEqual([
      {
        id: 'desk-today',
        module: './home',
        export: 'deskToday',
        permission: 'tee_sheet:manage',
        flag: null,
        group: 'desk',
      },
    ]);
  });
});

describe('a remote’s smaller modules (remotes.json "modules")', () => {
  const withSignIn = parseRemotes({
    remotes: [
      {
        name: 'mf_auth',
        manifest: '/remotes/mf-auth/mf-manifest.json',
        routes: ['/login', '/register', '/profile'],
        publicRoutes: ['/login', '/register'],
        modules: [
          { module: './sign-in', routes: ['/login'] },
          { module: './spa', routes: ['/register'] }, // './spa' is the default: left out
          { module: './elsewhere', routes: ['/not-its-route'] }, // not one of its routes: left out
          { module: 'no-dot-slash', routes: ['/register'] },
        ],
      },
      { name: 'mf_courses', manifest: '/c.json', routes: ['/courses'] },
    ],
  });

  it('keeps only modules that serve some of the remote’s own routes', () => {
    expect(withSignIn[0]!.modules).toEqual([{ module: './sign-in', routes: ['/login'] }]);
    expect(withSignIn[1]!.modules).toEqual([]);
  });

  it('mounts the smaller module on its routes and the whole ./spa on the rest', () => {
    expect(remoteModuleFor('/login', withSignIn)).toMatchObject({
      remote: { name: 'mf_auth' },
      module: './sign-in',
    });
    expect(remoteModuleFor('/register', withSignIn)?.module).toBe('./spa');
    expect(remoteModuleFor('/courses/book', withSignIn)).toMatchObject({
      remote: { name: 'mf_courses' },
      module: './spa',
    });
    expect(remoteModuleFor('/nowhere', withSignIn)).toBeNull();

    const a = activityFunctions(withSignIn, () => ({
      signedIn: false,
      passwordChange: false,
      loaded: false,
    }));
    const auth = withSignIn[0]!;
    expect(a.remote(auth, './sign-in')({ pathname: '/login' })).toBe(true);
    expect(a.remote(auth)({ pathname: '/login' })).toBe(false);
    expect(a.remote(auth)({ pathname: '/register' })).toBe(true);
    expect(a.remote(auth, './sign-in')({ pathname: '/register' })).toBe(false);
  });
});

describe('routes', () => {
  it('matches path prefixes on segment boundaries', () => {
    expect(matchesPrefix('/login', '/login')).toBe(true);
    expect(matchesPrefix('/login/help', '/login')).toBe(true);
    expect(matchesPrefix('/loginx', '/login')).toBe(false);
    expect(matchesPrefix('/', '/')).toBe(true);
    expect(matchesPrefix('/x', '/')).toBe(false);
    expect(remoteFor('/tee-times/2026-05-01', remotes)?.name).toBe('mf_courses');
    expect(remoteFor('/nowhere', remotes)).toBeUndefined();
  });

  it('knows the public pages: /login, invitation links and what remotes declare', () => {
    expect(isPublicPath('/login', remotes)).toBe(true);
    expect(isPublicPath('/invitations/abc', remotes)).toBe(true);
    expect(isPublicPath('/profile', remotes)).toBe(false);
    expect(isPublicPath('/', remotes)).toBe(false);
  });

  it('keeps ?next on this site', () => {
    expect(safeNext('/tee-times')).toBe('/tee-times');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});

describe('what is active where', () => {
  it('shows the chrome on protected pages once the session is ready, the gate before', () => {
    let ready = false;
    const a = activityFunctions(remotes, () => ({
      signedIn: ready,
      passwordChange: false,
      loaded: ready,
    }));
    const at = (pathname: string) => ({ pathname });
    expect(a.chrome(at('/tee-times'))).toBe(false);
    expect(a.gate(at('/tee-times'))).toBe(true);
    expect(a.remote(remotes[1]!)(at('/tee-times'))).toBe(false);
    expect(a.remote(remotes[0]!)(at('/login'))).toBe(true);
    expect(a.gate(at('/login'))).toBe(false);

    ready = true;
    expect(a.chrome(at('/tee-times'))).toBe(true);
    expect(a.chrome(at('/login'))).toBe(false);
    expect(a.gate(at('/tee-times'))).toBe(false);
    expect(a.remote(remotes[1]!)(at('/tee-times'))).toBe(true);
    expect(a.pages(at('/'))).toBe(true);
    expect(a.pages(at('/tee-times'))).toBe(false);
    expect(a.pages(at('/nowhere'))).toBe(true);
  });

  it('sends anonymous visitors of protected pages to /login?next=<path>', () => {
    expect(
      loginRedirect({ pathname: '/tee-times', search: '?date=2026-05-01' }, remotes, 'anonymous'),
    ).toBe('/login?next=%2Ftee-times%3Fdate%3D2026-05-01');
    expect(loginRedirect({ pathname: '/tee-times' }, remotes, 'authenticated')).toBeNull();
    expect(loginRedirect({ pathname: '/tee-times' }, remotes, 'loading')).toBeNull();
    expect(loginRedirect({ pathname: '/login' }, remotes, 'anonymous')).toBeNull();
    expect(loginRedirect({ pathname: '/invitations/xyz' }, remotes, 'anonymous')).toBeNull();
  });
});

describe('a user whose club requires a new password', () => {
  const forced = { must_change_password: true };
  it('is sent to /profile/password from every page but the public ones', () => {
    expect(passwordChangeRedirect({ pathname: '/' }, forced, remotes)).toBe('/profile/password');
    expect(passwordChangeRedirect({ pathname: '/tee-times' }, forced, remotes)).toBe(
      '/profile/password',
    );
    expect(passwordChangeRedirect({ pathname: '/profile/golf' }, forced)).toBe('/profile/password');
    expect(passwordChangeRedirect({ pathname: '/profile/password' }, forced, remotes)).toBeNull();
    expect(passwordChangeRedirect({ pathname: '/login' }, forced, remotes)).toBeNull();
    expect(passwordChangeRedirect({ pathname: '/invitations/abc' }, forced)).toBeNull();
    expect(
      passwordChangeRedirect({ pathname: '/tee-times' }, { must_change_password: false }, remotes),
    ).toBeNull();
    expect(passwordChangeRedirect({ pathname: '/tee-times' }, null, remotes)).toBeNull();
  });

  it('sees only the password change and a header with the sign-out: no other module, no start page', () => {
    let state: PortalState = portalState({ status: 'authenticated', user: forced }, 'idle');
    const a = activityFunctions(remotes, () => state);
    const at = (pathname: string) => ({ pathname });
    expect(a.remote(remotes[0]!)(at('/profile/password'))).toBe(true);
    expect(a.chrome(at('/profile/password'))).toBe(true);
    expect(a.gate(at('/profile/password'))).toBe(false);
    expect(a.remote(remotes[0]!)(at('/profile'))).toBe(false);
    expect(a.remote(remotes[1]!)(at('/tee-times'))).toBe(false);
    expect(a.remote(remotes[2]!)(at('/admin/users'))).toBe(false);
    expect(a.pages(at('/'))).toBe(false);
    expect(a.pages(at('/nowhere'))).toBe(false);
    expect(a.chrome(at('/tee-times'))).toBe(false);
    expect(a.gate(at('/tee-times'))).toBe(true); // on the way to /profile/password
    expect(a.remote(remotes[0]!)(at('/login'))).toBe(true);

    // Changed: the page stays open while the club's flags load, then the portal opens.
    state = portalState(
      { status: 'authenticated', user: { must_change_password: false } },
      'loading',
    );
    expect(a.remote(remotes[0]!)(at('/profile/password'))).toBe(true);
    expect(a.gate(at('/'))).toBe(true);
    state = portalState(
      { status: 'authenticated', user: { must_change_password: false } },
      'ready',
    );
    expect(a.pages(at('/'))).toBe(true);
    expect(a.remote(remotes[1]!)(at('/tee-times'))).toBe(true);
  });
});

describe('the start page after signing in', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('applies only to a sign-in without ?next', () => {
    expect(signInWithoutNext(at('/login'), remotes)).toBe(true);
    expect(signInWithoutNext(at('/login', '?next=%2Fadmin'), remotes)).toBe(false);
    expect(signInWithoutNext(at('/invitations/abc'), remotes)).toBe(true);
    expect(signInWithoutNext(at('/tee-times'), remotes)).toBe(false);
  });

  it('goes from / to the preferred page when a module that is on serves it', () => {
    expect(startPageRedirect(at('/'), '/tee-times', remotes)).toBe('/tee-times');
    expect(startPageRedirect(at('/'), '/admin/users?status=active', remotes)).toBe(
      '/admin/users?status=active',
    );
    expect(startPageRedirect(at('/profile'), '/tee-times', remotes)).toBeNull();
    expect(startPageRedirect(at('/'), '/', remotes)).toBeNull();
    expect(startPageRedirect(at('/'), null, remotes)).toBeNull();
    expect(startPageRedirect(at('/'), '//evil.example', remotes)).toBeNull();
    expect(startPageRedirect(at('/'), '/login', remotes)).toBeNull();
    expect(startPageRedirect(at('/'), '/profile/password', remotes)).toBeNull();
    expect(startPageRedirect(at('/'), '/nowhere', remotes)).toBeNull();
    expect(
      startPageRedirect(
        at('/'),
        '/tee-times',
        remotes,
        (flag) => flag !== 'tee_time_management_enabled',
      ),
    ).toBeNull();
  });

  it('keeps the start page and its modules waiting while the browser is about to go elsewhere', () => {
    const a = activityFunctions(
      remotes,
      () => portalState({ status: 'authenticated', user: {} }, 'ready'),
      (loc) => loc.pathname === '/',
    );
    expect(a.pages({ pathname: '/' })).toBe(false);
    expect(a.gate({ pathname: '/' })).toBe(true);
    expect(a.chrome({ pathname: '/' })).toBe(false);
    expect(a.remote(remotes[1]!)({ pathname: '/tee-times' })).toBe(true);
  });
});

describe('navigation', () => {
  const yes = () => true;
  it('shows only what the permissions and the flags allow', () => {
    const held: Permission[] = ['tee_times:book', 'users:read'];
    const staff = (p: Permission) => held.includes(p);
    expect(visibleNav(remotes, staff, yes, 'en').map((n) => n.label)).toEqual([
      'Tee times',
      'Users',
      'Shop analytics',
    ]);
    const flags: Record<string, boolean> = {
      tee_time_management_enabled: false,
      pro_shop_management_enabled: false,
    };
    const enabled = (f: string | null) => !f || flags[f] !== false;
    expect(visibleNav(remotes, staff, enabled, 'en').map((n) => n.label)).toEqual(['Users']);
    expect(visibleNav(remotes, () => false, yes, 'en').map((n) => n.label)).toEqual([
      'Shop analytics',
    ]);
  });

  it('shows an entry asking for a permission the platform does not have to nobody', () => {
    // What the shell reads from a remote's package.json at run time, where no type checks it.
    const typo = parseRemotes({
      remotes: [
        {
          name: 'mf_courses',
          manifest: '/c.json',
          routes: ['/tee-times'],
          nav: [
            { label: 'Tee times', path: '/tee-times', permission: 'tee_times:read' },
            { label: 'My bookings', path: '/tee-times/mine', permission: 'tee_times:book' },
          ],
        },
      ],
    });
    const admin = () => true; // holds '*'
    expect(visibleNav(typo, admin, yes, 'en').map((n) => n.label)).toEqual(['My bookings']);
  });

  it('marks only the most specific entry as the current page', () => {
    const paths = ['/courses', '/courses/tee-sheet', '/admin/users'];
    expect(currentNavPath('/courses/tee-sheet', paths)).toBe('/courses/tee-sheet');
    expect(currentNavPath('/courses/tee-sheet/extra', paths)).toBe('/courses/tee-sheet');
    expect(currentNavPath('/courses', paths)).toBe('/courses');
    expect(currentNavPath('/courses/setup/1', paths)).toBe('/courses');
    expect(currentNavPath('/coursesx', paths)).toBeNull();
    expect(currentNavPath('/profile', paths)).toBeNull();
  });
});
