import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organization } from '@fairway/shared-api/organizations';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OrganizationsPage } from './components/OrganizationsPage';

let api: ApiServer;

const org = (id: number, name: string, extra: Partial<Organization> = {}): Organization => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  timezone: 'Europe/London',
  address: null,
  phone: null,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  website: null,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['*', 'organizations:manage']);
  api.on(
    'GET',
    '/api/settings/organizations',
    json([
      org(1, 'Sunny Links'),
      org(2, 'Windy Dunes', { timezone: 'Europe/Amsterdam', is_active: false }),
    ]),
  );
});

describe('organizations', () => {
  it('lists the organizations', async () => {
    renderAt('/admin/organizations', <OrganizationsPage />);
    await screen.findByRole('rowheader', { name: 'Sunny Links' });
    const table = screen.getByRole('table', { name: 'Organizations' });
    expect(within(table).getByRole('rowheader', { name: 'Windy Dunes' })).toBeInTheDocument();
    expect(within(table).getByText('Europe/Amsterdam')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
  });

  it("shows the client's 'Failed to fetch organizations' with a retry", async () => {
    api.on(
      'GET',
      '/api/settings/organizations',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderAt('/admin/organizations', <OrganizationsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch organizations');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("creates one; a refusal reads 'Failed to create organization' with the server's reason", async () => {
    api.on(
      'POST',
      '/api/settings/organizations',
      apiError(409, 'conflict', 'This conflicts with an existing record'),
    );
    const user = userEvent.setup();
    renderAt('/admin/organizations', <OrganizationsPage />);
    await screen.findByRole('rowheader', { name: 'Sunny Links' });
    await user.click(screen.getByRole('button', { name: 'New organization' }));
    const dialog = screen.getByRole('dialog', { name: 'New organization' });
    await user.type(within(dialog).getByRole('textbox', { name: /^name/i }), 'Sunny Links');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /time zone/i }),
      'Europe/Dublin',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create organization: This conflicts with an existing record',
    );
    expect(api.calls('POST', '/api/settings/organizations')[0]!.body).toEqual({
      name: 'Sunny Links',
      timezone: 'Europe/Dublin',
      address: null,
      phone: null,
      email: null,
      website: null,
      is_active: true,
    });
  });

  it('edits one', async () => {
    api.on('PUT', '/api/settings/organizations/:id', (req) =>
      json({ ...org(2, 'Windy Dunes'), ...(req.body as object) }),
    );
    const user = userEvent.setup();
    renderAt('/admin/organizations', <OrganizationsPage />);
    await screen.findByRole('rowheader', { name: 'Sunny Links' });
    await user.click(screen.getByRole('button', { name: 'Edit Windy Dunes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Windy Dunes' });
    const phone = within(dialog).getByRole('textbox', { name: /phone/i });
    await user.type(phone, '+31 20 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Save organization' }));

    expect(await screen.findByText('Windy Dunes is saved')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/organizations/:id')[0]!.body).toMatchObject({
      phone: '+31 20 123 4567',
      timezone: 'Europe/Amsterdam',
    });
  });

  it('deletes one after confirming; a refusal stays in the dialog', async () => {
    let refuse = true;
    api.on('DELETE', '/api/settings/organizations/:id', () =>
      refuse
        ? apiError(409, 'conflict', 'You cannot delete the organization you are signed in to')
        : { status: 204 },
    );
    const user = userEvent.setup();
    renderAt('/admin/organizations', <OrganizationsPage />);
    await screen.findByRole('rowheader', { name: 'Sunny Links' });
    await user.click(screen.getByRole('button', { name: 'Delete Windy Dunes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Windy Dunes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete organization' }));
    expect(
      await within(confirm).findByText(
        'Failed to delete organization with ID 2: You cannot delete the organization you are signed in to',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete organization' }));
    expect(await screen.findByText('Windy Dunes is deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Windy Dunes' })).not.toBeInTheDocument(),
    );
  });

  it('offers only editing to a club administrator (no organizations:manage)', async () => {
    signInWith(['*']);
    renderAt('/admin/organizations', <OrganizationsPage />);
    await screen.findByRole('rowheader', { name: 'Sunny Links' });
    expect(screen.getByRole('button', { name: 'Edit Sunny Links' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New organization' })).not.toBeInTheDocument();
  });
});
