import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { ROLES } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { RolesPage } from './components/RolesPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['roles:read', 'roles:write']);
  api.on('GET', '/api/settings/users/roles', json(ROLES));
});

const rowOf = (name: RegExp) =>
  screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name }))!;

describe('roles', () => {
  it('lists every role with its permission strings and user count', async () => {
    renderAt('/admin/roles', <RolesPage />);
    await screen.findByRole('rowheader', { name: /^staff/i });
    const staff = rowOf(/^staff/i);
    expect(within(staff).getByText('users:write')).toBeInTheDocument();
    expect(within(staff).getByText('Built-in')).toBeInTheDocument();
    expect(within(rowOf(/^member/i)).getByText('40')).toBeInTheDocument();
  });

  it("edits a role's permissions; a built-in role keeps its name", async () => {
    api.on('PUT', '/api/settings/users/roles/:id', (req) =>
      json({ ...ROLES[1], ...(req.body as object) }),
    );
    const user = userEvent.setup();
    renderAt('/admin/roles', <RolesPage />);
    await screen.findByRole('rowheader', { name: /^staff/i });
    await user.click(screen.getByRole('button', { name: 'Edit Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the Staff role' });
    expect(within(dialog).getByRole('textbox', { name: /^name/i })).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Built-in roles keep their name.')).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('checkbox', { name: /change settings and feature switches/i }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /add a permission/i }),
      'Tee Times',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    expect(
      within(dialog).getByRole('textbox', { name: /add a permission/i }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Permissions must look like module:action'),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /add a permission/i }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /add a permission/i }),
      'tee_times:read{Enter}',
    );
    expect(within(dialog).getByRole('checkbox', { name: /tee_times:read/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('The Staff role is saved')).toBeInTheDocument();
    const body = api.calls('PUT', '/api/settings/users/roles/:id')[0]!.body as {
      permissions: string[];
      name?: string;
    };
    expect(body.name).toBeUndefined();
    expect(body.permissions).toEqual(
      expect.arrayContaining(['settings:write', 'tee_times:read', 'users:read']),
    );
    await waitFor(() =>
      expect(within(rowOf(/^staff/i)).getByText('tee_times:read')).toBeInTheDocument(),
    );
  });

  it('shows why the server refused (a permission the editor lacks)', async () => {
    api.on(
      'PUT',
      '/api/settings/users/roles/:id',
      apiError(403, 'forbidden', 'You cannot grant permissions you do not have: settings:write'),
    );
    const user = userEvent.setup();
    renderAt('/admin/roles', <RolesPage />);
    await screen.findByRole('rowheader', { name: /^staff/i });
    await user.click(screen.getByRole('button', { name: 'Edit Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the Staff role' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: /change settings and feature switches/i }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot grant permissions you do not have: settings:write',
    );
  });

  it('has no edit buttons without roles:write', async () => {
    signInWith(['roles:read']);
    renderAt('/admin/roles', <RolesPage />);
    await screen.findByRole('rowheader', { name: /^staff/i });
    expect(screen.queryByRole('button', { name: /^edit/i })).not.toBeInTheDocument();
  });
});
