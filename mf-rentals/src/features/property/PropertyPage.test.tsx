import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { House, HouseType, SubTenant } from '@fairway/shared-api/property';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { PropertyPage } from './components/PropertyPage';
import {
  FINANCIAL,
  HOUSES,
  HOUSE_TYPES,
  SUB_TENANTS,
  TENANTS,
  makeHouse,
  makeHouseType,
  makeOverview,
  makeSubTenant,
  makeTenant,
  permissionsWith,
} from './testing/fixtures';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const MANAGER = ['property:read', 'property:write'];

/** A fake of the houses calls that keeps what is created (the key only as its hint). */
function serveHouses(initial: House[], types: HouseType[] = [makeHouseType()]) {
  let houses = [...initial];
  let nextId = 100;
  const hint = (key: string) => `••••${key.slice(-4)}`;
  api.on('GET', HOUSES, () => json(houses));
  api.on('GET', HOUSE_TYPES, () => json(types));
  api.on('GET', TENANTS, json([makeTenant()]));
  api.on('GET', `${FINANCIAL}/overview/:id`, json(makeOverview()));
  api.on('POST', HOUSES, (req) => {
    const body = req.body as Record<string, unknown>;
    const key = body.temperature_sensor_api_key as string | null | undefined;
    const type = types.find((ty) => ty.id === body.house_type_id)!;
    const house = makeHouse({
      id: nextId++,
      name: body.name as string,
      address: (body.address as string | null) ?? null,
      house_type_id: type.id,
      house_type_name: type.name,
      tenant_id: (body.tenant_id as number | null) ?? null,
      tenant_name: body.tenant_id ? 'The Garcías' : null,
      notes: (body.notes as string | null) ?? null,
      has_temperature_sensor: Boolean(key),
      temperature_sensor_key_hint: key ? hint(key) : null,
    });
    houses = [...houses, house];
    return json(house, 201);
  });
  api.on('PUT', `${HOUSES}/:id`, (req) => {
    const body = req.body as Record<string, unknown>;
    const old = houses.find((h) => h.id === Number(req.params.id))!;
    const key = body.temperature_sensor_api_key as string | null | undefined;
    const house: House = {
      ...old,
      name: body.name as string,
      ...(key === undefined
        ? {}
        : {
            has_temperature_sensor: key !== null,
            temperature_sensor_key_hint: key === null ? null : hint(key),
          }),
    };
    houses = houses.map((h) => (h.id === house.id ? house : h));
    return json(house);
  });
  api.on('DELETE', `${HOUSES}/:id`, (req) => {
    houses = houses.filter((h) => h.id !== Number(req.params.id));
    return { status: 204 };
  });
}

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(MANAGER);
});

describe('houses', () => {
  it('adds a house with a sensor key, never shows the key, then replaces and removes it', async () => {
    const KEY = 'govee-secret-key-9f3a';
    serveHouses([]);
    const user = userEvent.setup();
    renderAt('/rentals/property', <PropertyPage />);

    expect(await screen.findByText('No houses yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add house' }));
    const dialog = screen.getByRole('dialog', { name: 'Add house' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Seaview Cottage');
    await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '1 Shore Lane');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /House type/ }),
      'Cottage',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Household/ }),
      'The Garcías',
    );
    const keyField = within(dialog).getByLabelText(/Temperature sensor API key/);
    expect(keyField).toHaveAttribute('type', 'password');
    await user.type(keyField, KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Seaview Cottage added')).toBeInTheDocument();
    expect(api.calls('POST', HOUSES)[0]!.body).toEqual({
      name: 'Seaview Cottage',
      address: '1 Shore Lane',
      house_type_id: 1,
      tenant_id: 5,
      notes: null,
      temperature_sensor_api_key: KEY,
    });
    const row = screen.getByRole('row', { name: /Seaview Cottage/ });
    expect(row).toHaveTextContent('Cottage');
    expect(row).toHaveTextContent('The Garcías');
    expect(row).toHaveTextContent('Configured ••••9f3a');
    expect(document.body).not.toHaveTextContent(KEY);

    // Editing shows only the hint; the key is kept unless replaced.
    await user.click(within(row).getByRole('button', { name: 'Edit Seaview Cottage' }));
    let edit = screen.getByRole('dialog', { name: 'Edit Seaview Cottage' });
    expect(within(edit).getByText('Configured ••••9f3a')).toBeInTheDocument();
    expect(within(edit).queryByLabelText(/Temperature sensor API key/)).not.toBeInTheDocument();
    expect(edit.innerHTML).not.toContain(KEY);
    await user.click(within(edit).getByRole('button', { name: 'Replace key' }));
    await user.type(within(edit).getByLabelText(/New temperature sensor API key/), 'new-key-77b1');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seaview Cottage saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${HOUSES}/100`)[0]!.body).toMatchObject({
      temperature_sensor_api_key: 'new-key-77b1',
    });
    expect(screen.getByRole('row', { name: /Seaview Cottage/ })).toHaveTextContent(
      'Configured ••••77b1',
    );

    // Saving without touching the key leaves it out; "Remove key" sends null.
    await user.click(screen.getByRole('button', { name: 'Edit Seaview Cottage' }));
    edit = screen.getByRole('dialog', { name: 'Edit Seaview Cottage' });
    await user.click(within(edit).getByRole('button', { name: 'Remove key' }));
    expect(within(edit).getByText('The key is removed when you save.')).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Seaview Cottage/ })).toHaveTextContent(
        'Not configured',
      ),
    );
    expect(api.calls('PUT', `${HOUSES}/100`)[1]!.body).toMatchObject({
      temperature_sensor_api_key: null,
    });
  });

  it('keeps the key out of an edit that does not touch it', async () => {
    serveHouses([
      makeHouse({ has_temperature_sensor: true, temperature_sensor_key_hint: '••••abcd' }),
    ]);
    const user = userEvent.setup();
    renderAt('/rentals/property', <PropertyPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Seaview Cottage' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Seaview Cottage' });
    const name = within(edit).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Seaview House');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seaview House saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${HOUSES}/10`)[0]!.body).not.toHaveProperty(
      'temperature_sensor_api_key',
    );
    expect(screen.getByRole('row', { name: /Seaview House/ })).toHaveTextContent(
      'Configured ••••abcd',
    );
  });

  it("shows a house's panel, and the server's 409 when deleting it", async () => {
    serveHouses([makeHouse()]);
    api.on(
      'DELETE',
      `${HOUSES}/:id`,
      apiError(409, 'conflict', 'Seaview Cottage has bookings or maintenance jobs'),
    );
    const user = userEvent.setup();
    renderAt('/rentals/property?house=10', <PropertyPage />);

    const panel = await screen.findByRole('dialog', { name: 'Seaview Cottage' });
    expect(within(panel).getByText('1 Shore Lane')).toBeInTheDocument();
    expect(
      within(panel).getByText('Sensor readings arrive with the weather service.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Seaview Cottage' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Seaview Cottage?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(
        'Failed to delete house: Seaview Cottage has bookings or maintenance jobs',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('row', { name: /Seaview Cottage/ })).toBeInTheDocument();
  });

  it('lets someone without property:write look but not change', async () => {
    signInWith(['property:read']);
    serveHouses([makeHouse()]);
    renderAt('/rentals/property', <PropertyPage />);
    expect(await screen.findByRole('row', { name: /Seaview Cottage/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add house' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    api.on('GET', HOUSES, apiError(500, 'internal', 'Database unavailable'));
    api.on('GET', HOUSE_TYPES, json([]));
    api.on('GET', TENANTS, json([]));
    renderAt('/rentals/property', <PropertyPage />);
    expect(await screen.findByText(/The houses could not be loaded/)).toBeInTheDocument();
    serveHouses([makeHouse()]);
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('row', { name: /Seaview Cottage/ })).toBeInTheDocument();
  });
});

describe('house types', () => {
  it('adds a type and shows the 409 of deleting one in use', async () => {
    api.on('GET', HOUSE_TYPES, json([makeHouseType({ house_count: 2 })]));
    api.on('POST', HOUSE_TYPES, (req) =>
      json(
        makeHouseType({
          id: 2,
          name: (req.body as { name: string }).name,
          bedrooms: 4,
          bathrooms: null,
          max_guests: 8,
          description: null,
          house_count: 0,
        }),
        201,
      ),
    );
    api.on(
      'DELETE',
      `${HOUSE_TYPES}/:id`,
      apiError(409, 'conflict', 'Cottage is used by 2 houses'),
    );
    const user = userEvent.setup();
    renderAt('/rentals/property?tab=types', <PropertyPage />);

    const row = await screen.findByRole('row', { name: /Cottage/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Cottage' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the house type Cottage?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText('Failed to delete house type: Cottage is used by 2 houses'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));

    await user.click(screen.getByRole('button', { name: 'Add house type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add house type' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Villa');
    await user.type(within(dialog).getByRole('textbox', { name: /^Bedrooms/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 0 to 50')).toBeInTheDocument();
    expect(api.calls('POST', HOUSE_TYPES)).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /^Bedrooms/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Bedrooms/ }), '4');
    await user.type(within(dialog).getByRole('textbox', { name: /^Sleeps/ }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Villa added')).toBeInTheDocument();
    expect(api.calls('POST', HOUSE_TYPES)[0]!.body).toEqual({
      name: 'Villa',
      description: null,
      bedrooms: 4,
      bathrooms: null,
      max_guests: 8,
    });
    expect(screen.getByRole('row', { name: /Villa/ })).toBeInTheDocument();
  });
});

describe('tenants', () => {
  it('lists households with what each owes', async () => {
    api.on('GET', TENANTS, json([makeTenant()]));
    api.on('GET', `${FINANCIAL}/overview/:id`, json(makeOverview()));
    renderAt('/rentals/property?tab=tenants', <PropertyPage />);
    const row = await screen.findByRole('row', { name: /The Garcías/ });
    expect(row).toHaveTextContent('Lucía García');
    expect(row).toHaveTextContent('Seaview Cottage');
    await waitFor(() => expect(row).toHaveTextContent('£370.00'));
  });

  it('creates a household for an account that may become a tenant, and deletes one', async () => {
    let tenants = [makeTenant()];
    api.on('GET', TENANTS, () => json(tenants));
    api.on('GET', `${FINANCIAL}/overview/:id`, json(makeOverview()));
    api.on(
      'GET',
      `${S_USERS}/member-search`,
      json([
        {
          id: 21,
          name: 'Pablo García',
          email: 'pablo@example.org',
          phone: null,
          member_number: null,
        },
        {
          id: 23,
          name: 'Pedro Sanz',
          email: 'pedro@example.org',
          phone: '600 100 200',
          member_number: 'M-9',
        },
      ]),
    );
    api.on('GET', `${TENANTS}/eligibility`, (req) =>
      json(
        req.query.get('user_id') === '21'
          ? {
              user_id: 21,
              can_become_tenant: false,
              can_become_sub_tenant: false,
              reason: 'Pablo García is already a sub-tenant of The Garcías',
              tenant_id: 5,
              role: 'sub_tenant',
            }
          : {
              user_id: 23,
              can_become_tenant: true,
              can_become_sub_tenant: true,
              reason: null,
              tenant_id: null,
              role: null,
            },
      ),
    );
    api.on('POST', TENANTS, (req) => {
      const body = req.body as { name: string; email: string; phone: string };
      const created = makeTenant({
        id: 6,
        user_id: 23,
        user_name: 'Pedro Sanz',
        user_email: 'pedro@example.org',
        name: body.name,
        email: body.email,
        phone: body.phone,
        houses: [],
        sub_tenant_count: 0,
      });
      tenants = [...tenants, created];
      return json(created, 201);
    });
    api.on('DELETE', `${TENANTS}/:id`, { status: 204 });
    const user = userEvent.setup();
    renderAt('/rentals/property?tab=tenants', <PropertyPage />);

    await screen.findByRole('row', { name: /The Garcías/ });
    await user.click(screen.getByRole('button', { name: 'Add household' }));
    const dialog = screen.getByRole('dialog', { name: 'Add household' });
    const search = within(dialog).getByRole('combobox', { name: /Member/ });
    await user.type(search, 'Pa');
    await user.click(await within(dialog).findByRole('option', { name: /Pablo García/ }));
    expect(
      await within(dialog).findByText(
        'Pablo García cannot become a tenant: Pablo García is already a sub-tenant of The Garcías',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add household' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Change member' }));
    await user.type(within(dialog).getByRole('combobox', { name: /Member/ }), 'Pe');
    await user.click(await within(dialog).findByRole('option', { name: /Pedro Sanz/ }));
    expect(
      await within(dialog).findByText('Pedro Sanz can become the tenant of a household.'),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Household name/ });
    expect(name).toHaveValue('Pedro Sanz');
    await user.clear(name);
    await user.type(name, 'The Sanz family');
    await user.click(within(dialog).getByRole('button', { name: 'Add household' }));
    expect(await screen.findByText('Household The Sanz family created')).toBeInTheDocument();
    expect(api.calls('POST', TENANTS)[0]!.body).toEqual({
      user_id: 23,
      name: 'The Sanz family',
      email: 'pedro@example.org',
      phone: '600 100 200',
      notes: null,
    });

    await user.click(screen.getByRole('button', { name: 'Delete The Sanz family' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Delete the household The Sanz family?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Household The Sanz family deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `${TENANTS}/6`)).toHaveLength(1);
    expect(screen.queryByRole('row', { name: /The Sanz family/ })).not.toBeInTheDocument();
  });

  function serveHousehold(members: SubTenant[]) {
    api.on('GET', TENANTS, json([makeTenant()]));
    api.on('GET', `${SUB_TENANTS}/tenant/:id`, json(members));
    api.on('GET', `${FINANCIAL}/overview/:id`, json(makeOverview()));
  }

  it("saves a sub-tenant's permission at once, and rolls it back with the server's reason", async () => {
    const pablo = makeSubTenant();
    serveHousehold([pablo]);
    api.on('PUT', `${SUB_TENANTS}/:id`, (req) =>
      json({
        ...pablo,
        permissions: permissionsWith((req.body as { permissions: object }).permissions),
      }),
    );
    const user = userEvent.setup();
    renderAt('/rentals/property?tab=tenants&tenant=5', <PropertyPage />);

    const toggles = await screen.findByRole('group', { name: 'What Pablo García may do' });
    const finances = within(toggles).getByRole('switch', { name: "See the household's finances" });
    expect(finances).toHaveAttribute('aria-checked', 'false');
    expect(
      within(toggles).getByRole('switch', { name: "See the household's bookings" }),
    ).toHaveAttribute('aria-checked', 'true');

    await user.click(finances);
    expect(finances).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(api.calls('PUT', `${SUB_TENANTS}/30`)).toHaveLength(1));
    expect(api.calls('PUT', `${SUB_TENANTS}/30`)[0]!.body).toEqual({
      permissions: permissionsWith({ view_bookings: true, view_finances: true }),
    });

    // The server refuses the next change: the switch goes back and says why.
    api.on(
      'PUT',
      `${SUB_TENANTS}/:id`,
      apiError(403, 'forbidden', 'Only the tenant of this household may change its permissions'),
    );
    const book = within(toggles).getByRole('switch', { name: 'Book house stays' });
    await user.click(book);
    expect(book).toHaveAttribute('aria-checked', 'true');
    expect(
      await within(toggles).findByText(
        'The change was not saved: Failed to update sub-tenant: Only the tenant of this household may change its permissions',
      ),
    ).toBeInTheDocument();
    expect(book).toHaveAttribute('aria-checked', 'false');
    expect(finances).toHaveAttribute('aria-checked', 'true');
  });

  it('sends switches flipped during a save after it, in order, each with the whole set', async () => {
    const pablo = makeSubTenant();
    serveHousehold([pablo]);
    // The first save is held until the test lets it answer: the next switches move meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on('PUT', `${SUB_TENANTS}/:id`, async (req) => {
      if (api.calls('PUT', `${SUB_TENANTS}/:id`).length === 1) await held;
      return json({
        ...pablo,
        permissions: permissionsWith((req.body as { permissions: object }).permissions),
      });
    });
    const user = userEvent.setup();
    renderAt('/rentals/property?tab=tenants&tenant=5', <PropertyPage />);

    const toggles = await screen.findByRole('group', { name: 'What Pablo García may do' });
    await user.click(within(toggles).getByRole('switch', { name: 'Book house stays' }));
    await user.click(within(toggles).getByRole('switch', { name: 'Request maintenance' }));
    await user.click(within(toggles).getByRole('switch', { name: "See the household's bookings" }));
    expect(api.calls('PUT', `${SUB_TENANTS}/30`)).toHaveLength(1);
    release();
    await waitFor(() => expect(api.calls('PUT', `${SUB_TENANTS}/30`)).toHaveLength(2));
    const [first, second] = api.calls('PUT', `${SUB_TENANTS}/30`);
    expect(first!.body).toEqual({
      permissions: permissionsWith({ view_bookings: true, book_houses: true }),
    });
    expect(second!.body).toEqual({
      permissions: permissionsWith({ book_houses: true, request_maintenance: true }),
    });
    for (const name of ['Book house stays', 'Request maintenance'])
      expect(within(toggles).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    expect(
      within(toggles).getByRole('switch', { name: "See the household's bookings" }),
    ).toHaveAttribute('aria-checked', 'false');
    expect(await within(toggles).findByText('Saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${SUB_TENANTS}/30`)).toHaveLength(2);
  });

  it('shows the finances as tiles, a chart with its table, and the latest rows', async () => {
    serveHousehold([]);
    renderAt('/rentals/property?tab=tenants&tenant=5', <PropertyPage />);

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('group', { name: 'Charged' })).toHaveTextContent('£650.00');
    expect(within(totals).getByRole('group', { name: 'Paid' })).toHaveTextContent('£280.00');
    expect(within(totals).getByRole('group', { name: 'Outstanding' })).toHaveTextContent('£370.00');
    expect(screen.getByRole('img', { name: /Charged and paid by source/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Charged and paid by source' });
    expect(within(table).getByRole('row', { name: /House bookings: charged/ })).toHaveTextContent(
      '£450.00',
    );
    expect(within(table).getByRole('row', { name: /House bookings: paid/ })).toHaveTextContent(
      '£200.00',
    );
    expect(within(table).getByRole('row', { name: /Maintenance: charged/ })).toHaveTextContent(
      '£120.00',
    );
    const rows = screen.getByRole('table', { name: 'Latest ledger rows' });
    expect(
      within(rows).getByRole('row', { name: /Payment for Seaview Cottage/ }),
    ).toHaveTextContent('Payment');
    expect(screen.getByText('Nobody else in the household yet')).toBeInTheDocument();
  });

  it('adds a sub-tenant after checking the account, and deactivates one', async () => {
    const pablo = makeSubTenant();
    serveHousehold([pablo]);
    api.on(
      'GET',
      `${S_USERS}/member-search`,
      json([
        {
          id: 22,
          name: 'Marta Ruiz',
          email: 'marta@example.org',
          phone: null,
          member_number: null,
        },
      ]),
    );
    api.on(
      'GET',
      `${TENANTS}/eligibility`,
      json({
        user_id: 22,
        can_become_tenant: true,
        can_become_sub_tenant: true,
        reason: null,
        tenant_id: null,
        role: null,
      }),
    );
    api.on('POST', SUB_TENANTS, (req) =>
      json(
        makeSubTenant({
          id: 31,
          user_id: 22,
          user_name: 'Marta Ruiz',
          user_email: 'marta@example.org',
          relationship: (req.body as { relationship: string }).relationship,
          permissions: permissionsWith(),
        }),
        201,
      ),
    );
    api.on('PUT', `${SUB_TENANTS}/:id/deactivate`, json({ ...pablo, is_active: false }));
    const user = userEvent.setup();
    renderAt('/rentals/property?tab=tenants&tenant=5', <PropertyPage />);

    await user.click(await screen.findByRole('button', { name: 'Deactivate Pablo García' }));
    expect(await screen.findByText('Pablo García deactivated')).toBeInTheDocument();
    expect(
      screen.getByText('While deactivated, Pablo García can do none of this.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member to The Garcías' });
    await user.type(within(dialog).getByRole('combobox', { name: /Member/ }), 'Mar');
    await user.click(await within(dialog).findByRole('option', { name: /Marta Ruiz/ }));
    expect(
      await within(dialog).findByText('Marta Ruiz can join the household.'),
    ).toBeInTheDocument();
    expect(api.calls('GET', `${TENANTS}/eligibility`)[0]!.query.get('user_id')).toBe('22');
    await user.type(within(dialog).getByRole('textbox', { name: /Relationship/ }), 'partner');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Marta Ruiz added to the household')).toBeInTheDocument();
    expect(api.calls('POST', SUB_TENANTS)[0]!.body).toEqual({
      tenant_id: 5,
      user_id: 22,
      relationship: 'partner',
    });
    expect(screen.getByRole('group', { name: 'What Marta Ruiz may do' })).toBeInTheDocument();
  });
});

const S_USERS = '/api/settings/users';
