import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { HouseMaintenancePage } from './components/HouseMaintenancePage';
import {
  ACTIVITIES,
  HOUSES,
  JOBS,
  TENANTS,
  makeActivity,
  makeAnalytics,
  makeBalance,
  makeBreakdown,
  makeHouse,
  makeJob,
  makeSummary,
  makeTenant,
  makeType,
  moved,
} from './testing/fixtures';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const STAFF = ['house_maintenance:read', 'house_maintenance:write'];

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF);
});

const tap = makeJob({ id: 1, title: 'Leaking tap', estimated_cost: 8000 });
const roof = makeJob({
  id: 2,
  title: 'Loose roof tile',
  status_id: 3,
  priority: 'urgent',
  estimated_cost: 15000,
  maintenance_type_id: null,
  type_name: null,
});
const boiler = makeJob({
  id: 3,
  title: 'Broken boiler',
  status_id: 5,
  estimated_cost: 10000,
  cost: 12000,
  charged: 12000,
  outstanding: 12000,
  resolved_at: '2026-11-02T10:00:00.000Z',
});

function serveJobs(jobs: MaintenanceJob[]) {
  api.on('GET', JOBS, json(jobs));
  api.on('GET', `${JOBS}/:id`, (req) => {
    const job = jobs.find((j) => j.id === Number(req.params.id));
    return job ? json(job) : apiError(404, 'not_found', 'Maintenance job not found');
  });
}

const renderPage = (url = '/rentals/house-maintenance') =>
  renderAt(url, <HouseMaintenancePage />, '/rentals/house-maintenance');

const column = (name: string) => screen.getByRole('region', { name });

describe('the maintenance board', () => {
  it('shows the jobs in their status columns with the totals, and moves one', async () => {
    serveJobs([tap, roof, boiler]);
    api.on('PUT', `${JOBS}/status/:id`, (req) =>
      json(moved(tap, (req.body as { status_id: 2 }).status_id)),
    );
    const user = userEvent.setup();
    renderPage();

    const reported = await screen.findByRole('region', { name: 'Reported' });
    const card = within(reported).getByRole('article', { name: /Leaking tap/ });
    expect(card).toHaveTextContent('Seaview Cottage');
    expect(card).toHaveTextContent('García household');
    expect(card).toHaveTextContent('Normal priority');
    expect(card).toHaveTextContent('Estimated £80.00');
    expect(reported).toHaveTextContent('1 job');
    expect(within(column('In progress')).getByRole('article')).toHaveTextContent('Urgent priority');
    expect(column('Completed')).toHaveTextContent('Estimated £100.00 · actual £120.00');
    expect(column('Cancelled')).toHaveTextContent('no jobs');
    // A final job cannot move.
    expect(
      within(column('Completed')).queryByRole('button', { name: /^Move/ }),
    ).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Move Leaking tap' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Move to Scheduled',
      'Move to In progress',
      'Move to On hold',
      'Move to Cancelled',
      'Resolve…',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to Scheduled' }));

    await waitFor(() =>
      expect(within(column('Scheduled')).getByRole('article')).toHaveTextContent('Leaking tap'),
    );
    expect(within(column('Reported')).queryByRole('article')).not.toBeInTheDocument();
    expect(api.calls('PUT', `${JOBS}/status/1`)[0]!.body).toEqual({ status_id: 2 });
  });

  it("shows the server's refusal of a move and leaves the card where it was", async () => {
    serveJobs([tap]);
    api.on(
      'PUT',
      `${JOBS}/status/:id`,
      apiError(409, 'conflict', 'A Cancelled job cannot become On hold'),
    );
    const user = userEvent.setup();
    renderPage();

    const reported = await screen.findByRole('region', { name: 'Reported' });
    await user.click(within(reported).getByRole('button', { name: 'Move Leaking tap' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to On hold' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The job was not moved');
    expect(alert).toHaveTextContent('Leaking tap: A Cancelled job cannot become On hold');
    expect(within(column('Reported')).getByRole('article')).toHaveTextContent('Leaking tap');
  });

  it('resolves a job and shows the cost charged to the household', async () => {
    serveJobs([roof]);
    api.on('POST', `${JOBS}/resolve/:id`, (req) => {
      const body = req.body as { cost: number; resolution_notes: string };
      return json({
        ...moved(roof, 5),
        cost: body.cost,
        resolution_notes: body.resolution_notes,
        resolved_at: '2026-11-03T10:00:00.000Z',
        charged: body.cost,
        outstanding: body.cost,
      });
    });
    const user = userEvent.setup();
    renderPage();

    const progress = await screen.findByRole('region', { name: 'In progress' });
    await user.click(within(progress).getByRole('button', { name: 'Move Loose roof tile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resolve…' }));

    const dialog = screen.getByRole('dialog', { name: 'Resolve Loose roof tile' });
    const cost = within(dialog).getByRole('textbox', { name: /Actual cost/ });
    expect(cost).toHaveValue('150.00');
    await user.clear(cost);
    await user.type(cost, '120');
    await user.type(within(dialog).getByRole('textbox', { name: /Resolution notes/ }), 'Refixed');
    expect(within(dialog).getByRole('checkbox', { name: /García household/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    const done = await screen.findByRole('dialog', { name: 'Loose roof tile is completed' });
    expect(done).toHaveTextContent('£120.00 was charged to García household.');
    expect(api.calls('POST', `${JOBS}/resolve/2`)[0]!.body).toEqual({
      resolution_notes: 'Refixed',
      cost: 12000,
      billable: true,
    });
    expect(within(done).getByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(within(column('Completed')).getByRole('article')).toHaveTextContent('Actual £120.00');
  });

  it('offers no changes to staff who may only read', async () => {
    signInWith(['house_maintenance:read']);
    serveJobs([tap, roof]);
    const user = userEvent.setup();
    renderPage();

    await screen.findByRole('region', { name: 'Reported' });
    expect(screen.queryByRole('button', { name: 'New job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leaking tap: details' }));
    const details = await screen.findByRole('dialog', { name: 'Leaking tap' });
    await within(details).findByText('Lucía García');
    expect(within(details).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('shows the loading failure with a retry, then the empty board', async () => {
    api.on('GET', JOBS, apiError(500, 'internal', 'Database unavailable'));
    const user = userEvent.setup();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The jobs could not be loaded');
    api.on('GET', JOBS, json([]));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('No maintenance jobs yet')).toBeInTheDocument();
  });

  it('opens a job from its card and assigns it', async () => {
    serveJobs([tap]);
    api.on(
      'GET',
      '/api/settings/users/member-search',
      json([
        {
          id: 21,
          name: 'Pedro Ruiz',
          email: 'pedro@example.org',
          phone: null,
          member_number: null,
        },
      ]),
    );
    api.on('PUT', `${JOBS}/:id`, json({ ...tap, assigned_to: 21, assigned_to_name: 'Pedro Ruiz' }));
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Leaking tap: details' }));
    const details = await screen.findByRole('dialog', { name: 'Leaking tap' });
    expect(await within(details).findByText('Lucía García')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Assign' }));

    const assign = screen.getByRole('dialog', { name: 'Assign Leaking tap' });
    await user.type(within(assign).getByRole('combobox', { name: 'Person' }), 'Ped');
    await user.click(await within(assign).findByRole('option', { name: /Pedro Ruiz/ }));
    await user.click(within(assign).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Leaking tap assigned to Pedro Ruiz')).toBeInTheDocument();
    expect(api.calls('PUT', `${JOBS}/1`)[0]!.body).toEqual({ assigned_to: 21 });
    expect(within(details).getByText('Pedro Ruiz')).toBeInTheDocument();
  });

  it('creates a job for a house', async () => {
    serveJobs([]);
    api.on('GET', HOUSES, json([makeHouse()]));
    api.on('GET', `${JOBS}/types`, json([makeType()]));
    api.on('POST', JOBS, (req) => {
      const body = req.body as { title: string; priority: 'high' };
      return json(makeJob({ id: 9, title: body.title, priority: body.priority }), 201);
    });
    const user = userEvent.setup();
    renderPage();

    await screen.findByText('No maintenance jobs yet');
    await user.click(screen.getByRole('button', { name: 'New job' }));
    const dialog = screen.getByRole('dialog', { name: 'New maintenance job' });
    await user.click(within(dialog).getByRole('button', { name: 'Create job' }));
    expect(within(dialog).getByText('Choose the house')).toBeInTheDocument();
    expect(api.calls('POST', JOBS)).toHaveLength(0);

    await within(dialog).findByRole('option', { name: 'Seaview Cottage (García household)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /House/ }), '3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Blocked drain');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Priority/ }), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Create job' }));

    expect(
      await screen.findByText('Blocked drain reported for Seaview Cottage'),
    ).toBeInTheDocument();
    expect(api.calls('POST', JOBS)[0]!.body).toEqual({
      house_id: 3,
      maintenance_type_id: 2,
      title: 'Blocked drain',
      description: null,
      priority: 'high',
      scheduled_for: null,
      billable: true,
    });
  });
});

describe('maintenance balances', () => {
  it("records a payment and shows the server's 409 when it is more than is outstanding", async () => {
    const balance = makeBalance();
    api.on('GET', `${JOBS}/:id`, json(boiler));
    api.on('GET', `${JOBS}/balances`, json([balance]));
    api.on('PUT', `${JOBS}/balances/:id`, (req) => {
      const { amount } = req.body as { amount: number };
      return amount > balance.outstanding
        ? apiError(409, 'conflict', 'Only £120.00 is outstanding')
        : json({ ...balance, paid: amount, outstanding: balance.outstanding - amount });
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-maintenance?tab=balances');

    const row = await screen.findByRole('row', { name: /Broken boiler/ });
    expect(row).toHaveTextContent('£120.00');
    expect(row).toHaveTextContent('Unpaid');
    expect(screen.getByText('Outstanding in total: £120.00')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Record a payment for Broken boiler' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Payment for Broken boiler' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('120.00');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only £120.00 is outstanding',
    );
    expect(api.calls('PUT', `${JOBS}/balances/5`)[0]!.body).toEqual({
      amount: 15000,
      method: 'cash',
      note: null,
    });

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('£50.00 recorded for Broken boiler')).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Payment for Broken boiler' }),
    ).not.toBeInTheDocument();
  });

  it('says when no billable job is completed yet', async () => {
    api.on('GET', `${JOBS}/balances`, json([]));
    renderPage('/rentals/house-maintenance?tab=balances');
    expect(await screen.findByText('No billable jobs completed yet')).toBeInTheDocument();
  });
});

describe('household finances', () => {
  it('shows the tiles, the breakdown for a period and the 12-month chart with its table', async () => {
    api.on('GET', TENANTS, json([makeTenant()]));
    api.on('GET', `${JOBS}/financial/summary/tenant/:id`, json(makeSummary()));
    api.on('GET', `${JOBS}/financial/breakdown/tenant/:id`, (req) =>
      json(
        req.query.get('period') === 'all_time'
          ? makeBreakdown({ period: 'all_time', from: null, to: null, by_type: [] })
          : makeBreakdown(),
      ),
    );
    api.on('GET', `${JOBS}/financial/analytics/tenant/:id`, json(makeAnalytics()));
    const user = userEvent.setup();
    renderPage('/rentals/house-maintenance?tab=finances');

    expect(await screen.findByText(/Choose a household to see/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Household' }), '4');

    const tiles = await screen.findByRole('region', {
      name: 'Maintenance money of García household',
    });
    expect(within(tiles).getByRole('group', { name: /Outstanding/ })).toHaveTextContent('£120.00');
    expect(within(tiles).getByRole('group', { name: /Open jobs/ })).toHaveTextContent('of 5 jobs');

    const breakdown = await screen.findByRole('table', {
      name: /By type, 01\/11\/2026 – 30\/11\/2026/,
    });
    expect(within(breakdown).getByRole('row', { name: /Plumbing/ })).toHaveTextContent('£70.00');
    expect(api.calls('GET', `${JOBS}/financial/breakdown/tenant/4`)[0]!.query.get('period')).toBe(
      'current_month',
    );

    // The chart's own table (for screen readers) has every month.
    const chartTable = await screen.findByRole('table', {
      name: 'Maintenance charged and paid by month',
    });
    expect(within(chartTable).getByRole('row', { name: /October 2026/ })).toHaveTextContent(
      '£120.00',
    );
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(
      screen.queryByRole('img', { name: /Maintenance charged and paid/ }),
    ).not.toBeInTheDocument();
    const visible = screen.getByRole('table', { name: 'Maintenance charged and paid by month' });
    expect(within(visible).getAllByRole('row')).toHaveLength(14);
    expect(within(visible).getByRole('row', { name: /November 2026/ })).toHaveTextContent('£50.00');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'all_time');
    expect(
      await screen.findByText(/Nothing was charged or paid in this period/),
    ).toBeInTheDocument();
  });
});

describe('maintenance set-up', () => {
  it("edits an activity's resource mapping", async () => {
    const pool = makeActivity();
    api.on('GET', ACTIVITIES, json([pool]));
    api.on('PUT', `${ACTIVITIES}/:id/resource-mapping`, (req) =>
      json({ ...pool, ...(req.body as object) }),
    );
    const user = userEvent.setup();
    renderPage('/rentals/house-maintenance?tab=activities');

    const row = await screen.findByRole('row', { name: /Pool care/ });
    expect(row).toHaveTextContent('1 resource');
    await user.click(within(row).getByRole('button', { name: 'Resources of Pool care' }));
    const dialog = screen.getByRole('dialog', { name: 'Resources of Pool care' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a resource' }));
    const second = within(dialog).getByRole('group', { name: 'Resource 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Type' }), 'material');
    await user.type(within(second).getByRole('textbox', { name: /Name/ }), 'Chlorine tablets');
    const quantity = within(second).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Resources of Pool care saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${ACTIVITIES}/7/resource-mapping`)[0]!.body).toEqual({
      resource_mapping: [
        { resource_type: 'staff', name: 'Pool technician', quantity: 1 },
        { resource_type: 'material', name: 'Chlorine tablets', quantity: 3 },
      ],
    });
    expect(within(screen.getByRole('row', { name: /Pool care/ }))).toBeTruthy();
    expect(screen.getByRole('row', { name: /Pool care/ })).toHaveTextContent('2 resources');
  });
});
