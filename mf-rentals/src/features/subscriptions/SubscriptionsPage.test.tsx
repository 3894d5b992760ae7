import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@fairway/shared-api/subscriptions';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { makeTenant } from '../house-maintenance/testing/fixtures';
import { SubscriptionsPage } from './components/SubscriptionsPage';
import {
  ANA,
  BALANCES,
  MEMBER_SEARCH,
  SUBS,
  communityFee,
  joinOf,
  makeBalance,
  makeSubscription,
  makeType,
} from './testing/fixtures';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const STAFF = ['subscriptions:read', 'subscriptions:write', 'rentals:write'];

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF);
});

const renderPage = (url = '/rentals/subscriptions') =>
  renderAt(url, <SubscriptionsPage />, '/rentals/subscriptions');

const gym = makeSubscription();
const pool = makeSubscription({
  id: 3,
  name: 'Pool pass',
  amount: 9000,
  billing_period: 'quarterly',
  audience: 'both',
});

describe('subscriptions (staff)', () => {
  it('lists the subscriptions, adds one and edits another', async () => {
    api.on('GET', SUBS, json([gym, communityFee()]));
    api.on('GET', `${SUBS}/types`, json([makeType(), makeType({ id: 2, name: 'Community' })]));
    api.on('POST', SUBS, (req) => {
      const body = req.body as Subscription;
      return json(makeSubscription({ ...body, id: 9, subscription_type_name: 'Gym' }), 201);
    });
    api.on('PUT', `${SUBS}/:id`, (req) => json({ ...gym, ...(req.body as object) }));
    const user = userEvent.setup();
    renderPage();

    const gymRow = await screen.findByRole('row', { name: /Gym access/ });
    expect(gymRow).toHaveTextContent('£25.00 a month');
    expect(gymRow).toHaveTextContent('Optional');
    const fee = screen.getByRole('row', { name: /Community fee/ });
    expect(fee).toHaveTextContent('£120.00 a year');
    expect(fee).toHaveTextContent('Mandatory');
    expect(fee).toHaveTextContent('Members and households');

    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Add subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose a type')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Gym' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tennis');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '30');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Billing period/ }),
      'yearly',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tennis added')).toBeInTheDocument();
    expect(api.calls('POST', SUBS)[0]!.body).toEqual({
      subscription_type_id: 1,
      name: 'Tennis',
      description: null,
      amount: 3000,
      billing_period: 'yearly',
      audience: 'member',
      is_mandatory: false,
      is_active: true,
    });
    expect(screen.getByRole('row', { name: /Tennis/ })).toHaveTextContent('£30.00 a year');

    await user.click(screen.getByRole('button', { name: 'Edit Gym access' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Gym access' });
    const amount = within(edit).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('25.00');
    await user.clear(amount);
    await user.type(amount, '27.50');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gym access saved')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Gym access/ })).toHaveTextContent('£27.50 a month');
  });

  it("deletes a subscription, showing the server's refusal first", async () => {
    api.on('GET', SUBS, json([gym]));
    let refuse = true;
    api.on('DELETE', `${SUBS}/:id`, () =>
      refuse
        ? apiError(409, 'conflict', 'Gym access has balances; deactivate it instead')
        : { status: 204 },
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Gym access' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Gym access?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(/has balances; deactivate it instead/),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Gym access deleted')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Gym access/ })).not.toBeInTheDocument();
    expect(screen.getByText('No subscriptions yet')).toBeInTheDocument();
  });

  it('offers no changes to staff who may only read', async () => {
    signInWith(['subscriptions:read']);
    api.on('GET', SUBS, json([gym]));
    renderPage();

    await screen.findByRole('row', { name: /Gym access/ });
    expect(screen.queryByRole('button', { name: 'Add subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Gym access' })).not.toBeInTheDocument();
  });

  it('shows a failure to load with a retry', async () => {
    api.on('GET', SUBS, apiError(500, 'internal', 'Database unavailable'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch subscriptions');
    expect(within(alert).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('joins and leaves optional subscriptions for a member; a mandatory one has no Leave', async () => {
    let joined = [joinOf(gym, ANA.id, ANA.name)];
    let available = [pool];
    api.on('GET', MEMBER_SEARCH, json([ANA]));
    api.on('GET', `${SUBS}/mandatory/member/:id`, json([communityFee()]));
    api.on('GET', `${SUBS}/optional/member/:id`, () => json(joined));
    api.on('GET', `${SUBS}/optional/available/member/:id`, () => json(available));
    api.on('POST', `${SUBS}/user/:userId/:subscriptionId`, () => {
      const join = joinOf(pool, ANA.id, ANA.name);
      joined = [...joined, join];
      available = [];
      return json(join, 201);
    });
    api.on('DELETE', `${SUBS}/user/:userId/:subscriptionId`, () => {
      joined = joined.filter((j) => j.subscription_id !== gym.id);
      available = [...available, gym];
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderPage('/rentals/subscriptions?tab=member');

    await user.type(screen.getByRole('combobox', { name: 'Member' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: /Ana López/ }));

    const mandatory = await screen.findByRole('region', { name: 'Mandatory' });
    expect(mandatory).toHaveTextContent('Community fee');
    expect(within(mandatory).queryByRole('button')).not.toBeInTheDocument();

    const joinedList = screen.getByRole('region', { name: 'Joined' });
    expect(joinedList).toHaveTextContent('Gym access');
    await user.click(
      within(screen.getByRole('region', { name: 'Available to join' })).getByRole('button', {
        name: 'Join Pool pass for Ana López',
      }),
    );
    expect(await screen.findByText('Ana López joined Pool pass')).toBeInTheDocument();
    expect(api.calls('POST', `${SUBS}/user/7/3`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Joined' })).toHaveTextContent('Pool pass'),
    );

    await user.click(screen.getByRole('button', { name: 'Leave Gym access for Ana López' }));
    expect(await screen.findByText('Ana López left Gym access')).toBeInTheDocument();
    expect(api.calls('DELETE', `${SUBS}/user/7/1`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Available to join' })).toHaveTextContent(
        'Gym access',
      ),
    );
  });

  it("joins a subscription in a household's name", async () => {
    const household = makeTenant();
    api.on('GET', '/api/settings/tenants', json([household]));
    api.on('GET', `${SUBS}/mandatory/tenant/:id`, json([communityFee()]));
    api.on('GET', `${SUBS}/optional/tenant/:id`, json([]));
    api.on('GET', `${SUBS}/optional/available/tenant/:id`, json([pool]));
    api.on(
      'POST',
      `${SUBS}/user/:userId/:subscriptionId`,
      json(
        joinOf(pool, household.user_id, household.user_name, {
          tenant_id: household.id,
          tenant_name: household.name,
        }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderPage('/rentals/subscriptions?tab=household&household=4');

    await user.click(
      await screen.findByRole('button', { name: 'Join Pool pass for García household' }),
    );
    expect(await screen.findByText('García household joined Pool pass')).toBeInTheDocument();
    const call = api.calls('POST', `${SUBS}/user/9/3`)[0]!;
    expect(call.query.get('tenant_id')).toBe('4');
  });

  it('charges a member, records a payment and shows the 409 when voiding a paid charge', async () => {
    let rows = [makeBalance({ id: 31, paid: 1000, outstanding: 1500 })];
    api.on('GET', SUBS, json([gym]));
    api.on('GET', '/api/settings/tenants', json([]));
    api.on('GET', MEMBER_SEARCH, json([ANA]));
    api.on('GET', BALANCES, () => json(rows, 200, { 'x-total-count': String(rows.length) }));
    api.on('POST', BALANCES, (req) => {
      const created = makeBalance({ id: 32, ...(req.body as object), amount: 2500 });
      rows = [created, ...rows];
      return json(created, 201);
    });
    api.on('PUT', `${BALANCES}/:id`, (req) => {
      const { payment } = req.body as { payment: { amount: number } };
      const row = rows.find((b) => b.id === Number(req.params.id))!;
      return payment.amount > row.outstanding
        ? apiError(409, 'conflict', 'Only £15.00 is outstanding')
        : json({
            ...row,
            paid: row.paid + payment.amount,
            outstanding: row.outstanding - payment.amount,
            status: 'paid',
          });
    });
    api.on(
      'DELETE',
      `${BALANCES}/:id`,
      apiError(409, 'conflict', 'A balance with payments cannot be voided'),
    );
    const user = userEvent.setup();
    renderPage('/rentals/subscriptions?tab=balances');

    const row = await screen.findByRole('row', { name: /Ana López/ });
    expect(row).toHaveTextContent('£15.00');
    expect(row).toHaveTextContent('Open');

    await user.click(within(row).getByRole('button', { name: /^Void/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Void Gym access for Ana López?' });
    await user.click(within(confirm).getByRole('button', { name: 'Void' }));
    expect(
      await within(confirm).findByText(/A balance with payments cannot be voided/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));

    await user.click(within(row).getByRole('button', { name: /^Record a payment/ }));
    const pay = screen.getByRole('dialog', { name: 'Payment from Ana López' });
    const amount = within(pay).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('15.00');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(pay).getByRole('button', { name: 'Record payment' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent('Only £15.00 is outstanding');
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(within(pay).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('£15.00 recorded from Ana López')).toBeInTheDocument();
    expect(api.calls('PUT', `${BALANCES}/31`)[1]!.body).toEqual({
      payment: { amount: 1500, method: 'card' },
    });
    expect(screen.getByRole('row', { name: /Ana López/ })).toHaveTextContent('Paid');

    await user.click(screen.getByRole('button', { name: 'Charge a member' }));
    const charge = screen.getByRole('dialog', { name: 'Charge a subscription' });
    await user.type(within(charge).getByRole('combobox', { name: 'Member' }), 'Ana');
    await user.click(await within(charge).findByRole('option', { name: /Ana López/ }));
    await within(charge).findByRole('option', { name: /Gym access/ });
    await user.selectOptions(within(charge).getByRole('combobox', { name: /Subscription/ }), '1');
    await user.click(within(charge).getByRole('button', { name: 'Charge' }));
    expect(
      await screen.findByText('£25.00 charged to Ana López for Gym access'),
    ).toBeInTheDocument();
    const body = api.calls('POST', BALANCES)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ user_id: 7, subscription_id: 1, tenant_id: null, notes: null });
    expect(body).not.toHaveProperty('amount');
    await waitFor(() => expect(screen.getAllByRole('row', { name: /Ana López/ })).toHaveLength(2));
  });
});
