import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HouseholdMembership } from '@fairway/shared-api/property';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import {
  FINANCIAL,
  HOUSES,
  HOUSE_BOOKINGS,
  MAINTENANCES,
  SUB_TENANTS,
  TENANTS,
  makeBooking,
  makeHouse,
  makeJob,
  makeMaintenanceSummary,
  makeMembership,
  makeOverview,
  makeSubTenant,
  permissionsWith,
} from '../property/testing/fixtures';
import { MyHousePage } from './components/MyHousePage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const RESIDENT = ['property:reside'];
const LUCIA = 20;
const PABLO = 21;

/** The household of the signed-in account, and everything its sections read. */
function serve(membership: HouseholdMembership | null) {
  api.on('GET', `${TENANTS}/user/:userId`, () =>
    membership ? json(membership) : apiError(404, 'not_found', 'You are not in a household'),
  );
  api.on('GET', `${HOUSES}/tenant/:tenantId`, json([makeHouse()]));
  api.on('GET', `${HOUSE_BOOKINGS}/tenant/:id`, json([makeBooking()]));
  api.on('GET', `${MAINTENANCES}/tenant/:id`, json([makeJob()]));
  api.on('GET', `${MAINTENANCES}/financial/summary/tenant/:id`, json(makeMaintenanceSummary()));
  api.on('GET', `${FINANCIAL}/overview/:id`, json(makeOverview()));
  api.on('GET', `${SUB_TENANTS}/tenant/:id`, json([makeSubTenant()]));
}

const asSubTenant = (on: Parameters<typeof permissionsWith>[0], isActive = true) =>
  makeMembership({
    role: 'sub_tenant',
    sub_tenant_id: 30,
    is_active: isActive,
    permissions: isActive ? permissionsWith(on) : permissionsWith(),
  });

beforeEach(() => {
  api.reset();
  resetStores();
});

const renderPage = () => renderAt('/rentals/my-house', <MyHousePage />);

describe('My house', () => {
  it('shows the tenant every section, with the household and its permission switches', async () => {
    signInWith(RESIDENT, LUCIA);
    serve(makeMembership());
    renderPage();

    const house = await screen.findByRole('region', { name: 'My house' });
    expect(await within(house).findByText('1 Shore Lane')).toBeInTheDocument();
    expect(within(house).getByText('Cottage')).toBeInTheDocument();
    expect(api.calls('GET', `${TENANTS}/user/${LUCIA}`)).toHaveLength(1);

    const bookings = screen.getByRole('region', { name: 'Bookings' });
    const stay = await within(bookings).findByRole('row', { name: /Lakeside Lodge/ });
    expect(stay).toHaveTextContent('Confirmed');
    expect(stay).toHaveTextContent('£250.00');

    const maintenance = screen.getByRole('region', { name: 'Maintenance' });
    expect(
      await within(maintenance).findByRole('row', { name: /Boiler service/ }),
    ).toHaveTextContent('£120.00');
    expect(
      await within(maintenance).findByRole('group', { name: 'Maintenance balance' }),
    ).toHaveTextContent('£120.00');

    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(await within(balance).findByRole('group', { name: 'Outstanding' })).toHaveTextContent(
      '£370.00',
    );

    const members = screen.getByRole('region', { name: 'Members' });
    expect(
      await within(members).findByRole('group', { name: 'What Pablo García may do' }),
    ).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Add a member' })).toBeInTheDocument();
  });

  it('hides what a sub-tenant is not allowed, and never asks the server for it', async () => {
    signInWith(RESIDENT, PABLO);
    serve(asSubTenant({ view_bookings: true }));
    renderPage();

    expect(await screen.findByRole('region', { name: 'My house' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Bookings' })).findByRole('row', {
        name: /Lakeside Lodge/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request maintenance' })).not.toBeInTheDocument();
    expect(api.calls('GET', `${MAINTENANCES}/tenant/:id`)).toHaveLength(0);
    expect(api.calls('GET', `${FINANCIAL}/overview/:id`)).toHaveLength(0);
    expect(api.calls('GET', `${SUB_TENANTS}/tenant/:id`)).toHaveLength(0);
  });

  it('shows a sub-tenant allowed the finances its balance, not the bookings', async () => {
    signInWith(RESIDENT, PABLO);
    serve(asSubTenant({ view_finances: true }));
    renderPage();

    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByRole('group', { name: 'Charged' })).toHaveTextContent(
      '£650.00',
    );
    expect(screen.queryByRole('region', { name: 'Bookings' })).not.toBeInTheDocument();
    expect(api.calls('GET', `${HOUSE_BOOKINGS}/tenant/:id`)).toHaveLength(0);
  });

  it('tells a deactivated sub-tenant, and shows nothing of the household', async () => {
    signInWith(RESIDENT, PABLO);
    serve(asSubTenant({}, false));
    renderPage();

    expect(
      await screen.findByText(
        'Your place in The Garcías is deactivated: the tenant can activate it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My house' })).not.toBeInTheDocument();
    expect(api.calls('GET', `${HOUSES}/tenant/:tenantId`)).toHaveLength(0);
  });

  it('says so when the account is in no household', async () => {
    signInWith(RESIDENT, 99);
    serve(null);
    renderPage();
    expect(await screen.findByText('You are not in a household')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    signInWith(RESIDENT, LUCIA);
    api.on('GET', `${TENANTS}/user/:userId`, apiError(500, 'internal', 'Database unavailable'));
    renderPage();
    expect(await screen.findByText('Your household could not be loaded')).toBeInTheDocument();
    serve(makeMembership());
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('region', { name: 'My house' })).toBeInTheDocument();
  });
});

describe('maintenance requests', () => {
  it('lets a tenant raise a request and see it listed', async () => {
    signInWith(RESIDENT, LUCIA);
    serve(makeMembership());
    api.on('POST', MAINTENANCES, (req) => {
      const body = req.body as { title: string; description: string; priority: 'high' };
      return json(
        makeJob({
          id: 41,
          title: body.title,
          description: body.description,
          priority: body.priority,
          status_id: 1,
          status_name: 'Reported',
          next_status_ids: [2, 3, 4, 6],
          cost: null,
          resolved_at: null,
          resolved_by: null,
          charged: 0,
          outstanding: 0,
          created_at: '2026-11-05T09:00:00.000Z',
        }),
        201,
      );
    });
    const user = userEvent.setup();
    renderPage();

    const maintenance = await screen.findByRole('region', { name: 'Maintenance' });
    await within(maintenance).findByRole('row', { name: /Boiler service/ });
    await user.click(within(maintenance).getByRole('button', { name: 'Request maintenance' }));
    const dialog = screen.getByRole('dialog', { name: 'Request maintenance' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Say what needs doing')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What needs doing/ }),
      'Kitchen tap drips',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Since Monday');
    await user.click(within(dialog).getByRole('radio', { name: 'High' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request “Kitchen tap drips” sent')).toBeInTheDocument();
    expect(api.calls('POST', MAINTENANCES)[0]!.body).toEqual({
      house_id: 10,
      title: 'Kitchen tap drips',
      description: 'Since Monday',
      priority: 'high',
    });
    const row = within(maintenance).getByRole('row', { name: /Kitchen tap drips/ });
    expect(row).toHaveTextContent('Reported');
    expect(row).toHaveTextContent('High');
  });

  it("lets a sub-tenant who may only request do so, without seeing the household's jobs", async () => {
    signInWith(RESIDENT, PABLO);
    serve(asSubTenant({ request_maintenance: true }));
    api.on('POST', MAINTENANCES, (req) =>
      json(makeJob({ id: 42, title: (req.body as { title: string }).title, status_id: 1 }), 201),
    );
    const user = userEvent.setup();
    renderPage();

    const maintenance = await screen.findByRole('region', { name: 'Maintenance' });
    expect(within(maintenance).queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(maintenance).getByRole('button', { name: 'Request maintenance' }),
      ).toBeEnabled(),
    );
    await user.click(within(maintenance).getByRole('button', { name: 'Request maintenance' }));
    const dialog = screen.getByRole('dialog', { name: 'Request maintenance' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /What needs doing/ }),
      'Broken gate',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request “Broken gate” sent')).toBeInTheDocument();
    expect(api.calls('GET', `${MAINTENANCES}/tenant/:id`)).toHaveLength(0);
  });
});

describe('my household', () => {
  it('lets the tenant add a member by account number, with the server refusal shown', async () => {
    signInWith(RESIDENT, LUCIA);
    serve(makeMembership());
    api.on(
      'POST',
      SUB_TENANTS,
      apiError(409, 'conflict', 'Marta Ruiz is already in another household'),
    );
    const user = userEvent.setup();
    renderPage();

    const members = await screen.findByRole('region', { name: 'Members' });
    await user.click(within(members).getByRole('button', { name: 'Add a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member to The Garcías' });
    // A tenant cannot search the club's accounts: it gives the account's number.
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    const number = within(dialog).getByRole('textbox', { name: /Account number/ });
    await user.type(number, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      within(dialog).getByText('Enter the account number, a whole number'),
    ).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '22');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'Failed to create sub-tenant: Marta Ruiz is already in another household',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST', SUB_TENANTS)[0]!.body).toEqual({
      tenant_id: 5,
      user_id: 22,
      relationship: null,
    });
    expect(api.calls('GET', `${TENANTS}/eligibility`)).toHaveLength(0);
  });
});
