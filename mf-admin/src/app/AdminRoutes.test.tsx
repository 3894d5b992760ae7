import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { ROLES } from '../test/fixtures';
import { resetStores, signInWith } from '../test/render';
import { AdminRoutes } from './AdminRoutes';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  api.on('GET', '/api/settings/users', json([], 200, { 'x-total-count': '0' }));
  api.on('GET', '/api/settings/users/roles', json(ROLES));
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminRoutes />
    </MemoryRouter>,
  );

describe('admin routes', () => {
  it('tells someone without the permission that they have no access, and loads nothing', async () => {
    signInWith(['self:use']);
    renderAt('/admin/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page');
    expect(screen.getByRole('alert')).toHaveTextContent('users:read');
    expect(api.requests).toHaveLength(0);
  });

  it('guards every page by its own permission', async () => {
    signInWith(['users:read']);
    renderAt('/admin/settings');
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page');
    expect(screen.getByRole('alert')).toHaveTextContent('settings:read');
  });

  it('opens the first page the user may see at /admin', async () => {
    signInWith(['users:read', 'roles:read']);
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('says so at /admin when the user may open none of its pages', () => {
    signInWith(['self:use']);
    renderAt('/admin');
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page');
    // The sections as the navigation (package.json "fairway.remote.nav") names them.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'may not manage users, roles, organizations, settings or files',
    );
  });

  it('answers unknown admin paths with a not-found page', () => {
    signInWith(['*']);
    renderAt('/admin/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
