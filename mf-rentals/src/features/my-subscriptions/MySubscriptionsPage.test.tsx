import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@fairway/shared-ui/testing';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { sessionUser } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import {
  BALANCES,
  SUBS,
  communityFee,
  joinOf,
  makeBalance,
  makeSubscription,
} from '../subscriptions/testing/fixtures';
import { MySubscriptionsPage } from './components/MySubscriptionsPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const MEMBER = ['subscriptions:join'];
const ME = 1;

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(MEMBER, ME);
});

const gym = makeSubscription();
const pool = makeSubscription({
  id: 3,
  name: 'Pool pass',
  amount: 9000,
  billing_period: 'quarterly',
});

/** My lists as the server keeps them: joining and leaving move a subscription across. */
function serveMine() {
  let joined = [joinOf(gym, ME, 'Sam Staff')];
  let available = [pool];
  api.on('GET', `${SUBS}/mandatory/member/:id`, json([communityFee()]));
  api.on('GET', `${SUBS}/optional/member/:id`, () => json(joined));
  api.on('GET', `${SUBS}/optional/available/member/:id`, () => json(available));
  api.on(
    'GET',
    `${BALANCES}/member/:id`,
    json(
      [
        makeBalance({
          id: 41,
          user_id: ME,
          user_name: 'Sam Staff',
          status: 'overdue',
          due_date: '2026-10-15',
          paid: 500,
          outstanding: 2000,
        }),
        makeBalance({
          id: 42,
          user_id: ME,
          user_name: 'Sam Staff',
          status: 'paid',
          paid: 2500,
          outstanding: 0,
        }),
      ],
      200,
      { 'x-total-count': '2' },
    ),
  );
  api.on('POST', `${SUBS}/user/:userId/:subscriptionId`, () => {
    const join = joinOf(pool, ME, 'Sam Staff');
    joined = [...joined, join];
    available = [];
    return json(join, 201);
  });
  api.on('DELETE', `${SUBS}/user/:userId/:subscriptionId`, () => {
    joined = joined.filter((j) => j.subscription_id !== gym.id);
    available = [...available, gym];
    return { status: 204 };
  });
}

const renderPage = () => renderAt('/rentals/my-subscriptions', <MySubscriptionsPage />);

describe('my subscriptions', () => {
  it('shows what applies to me, what I joined, what I can join and my balances', async () => {
    serveMine();
    renderPage();

    const mandatory = await screen.findByRole('region', { name: 'Mandatory' });
    expect(mandatory).toHaveTextContent('Community fee');
    expect(mandatory).toHaveTextContent('£120.00 a year');
    // A mandatory subscription cannot be left.
    expect(within(mandatory).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Community fee' })).not.toBeInTheDocument();

    const joined = screen.getByRole('region', { name: 'Joined' });
    expect(within(joined).getByRole('button', { name: 'Leave Gym access' })).toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'You can join' });
    expect(available).toHaveTextContent('£90.00 a quarter');

    const balances = await screen.findByRole('region', { name: 'My balances' });
    expect(balances).toHaveTextContent('You owe £20.00');
    const items = within(within(balances).getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Overdue');
    expect(items[0]).toHaveTextContent('£20.00 outstanding');
    expect(items[0]).toHaveTextContent('Due 15/10/2026');
    expect(items[1]).toHaveTextContent('Paid');
    expect(items[1]).not.toHaveTextContent('outstanding');
    // No household: no household section.
    expect(screen.queryByRole('region', { name: 'For my household' })).not.toBeInTheDocument();
  });

  it('joins an optional subscription and leaves another after confirming', async () => {
    serveMine();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Join Pool pass' }));
    expect(await screen.findByText('You joined Pool pass')).toBeInTheDocument();
    expect(api.calls('POST', `${SUBS}/user/1/3`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Joined' })).toHaveTextContent('Pool pass'),
    );
    expect(screen.getByRole('region', { name: 'You can join' })).toHaveTextContent(
      'There is nothing else to join just now.',
    );

    await user.click(screen.getByRole('button', { name: 'Leave Gym access' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Leave Gym access?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left Gym access')).toBeInTheDocument();
    expect(api.calls('DELETE', `${SUBS}/user/1/1`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'You can join' })).toHaveTextContent('Gym access'),
    );
  });

  it("shows the server's refusal to leave", async () => {
    serveMine();
    api.on(
      'DELETE',
      `${SUBS}/user/:userId/:subscriptionId`,
      apiError(409, 'conflict', 'Gym access is mandatory and cannot be left'),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Leave Gym access' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Leave Gym access?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    expect(await within(confirm).findByText(/mandatory and cannot be left/)).toBeInTheDocument();
  });

  it("shows my household's subscriptions and joins one in its name", async () => {
    signInAs(sessionUser(MEMBER, { id: ME, tenant_id: 4 }));
    serveMine();
    const household = makeSubscription({ id: 5, name: 'Garden care', audience: 'tenant' });
    api.on('GET', `${SUBS}/mandatory/tenant/:id`, json([]));
    api.on(
      'GET',
      `${SUBS}/optional/tenant/:id`,
      json([
        joinOf(pool, 9, 'Lucía García', { id: 300, tenant_id: 4, tenant_name: 'García household' }),
      ]),
    );
    api.on('GET', `${SUBS}/optional/available/tenant/:id`, json([household]));
    api.on(
      'POST',
      `${SUBS}/user/:userId/:subscriptionId`,
      json(
        joinOf(household, ME, 'Sam Staff', { tenant_id: 4, tenant_name: 'García household' }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderPage();

    const section = await screen.findByRole('region', { name: 'For my household' });
    // Someone else joined it for the household: only they can leave it.
    expect(await within(section).findByText('Joined by Lucía García')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Leave/ })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Join Garden care' }));
    expect(await screen.findByText('The household joined Garden care')).toBeInTheDocument();
    expect(api.calls('POST', `${SUBS}/user/1/5`)[0]!.query.get('tenant_id')).toBe('4');
  });

  it('says so when the household has not allowed me to see its subscriptions', async () => {
    signInAs(sessionUser(MEMBER, { id: ME, tenant_id: 4 }));
    serveMine();
    const refusal = apiError(
      403,
      'forbidden',
      "Your household has not allowed you to see the household's finances",
    );
    api.on('GET', `${SUBS}/mandatory/tenant/:id`, refusal);
    api.on('GET', `${SUBS}/optional/tenant/:id`, refusal);
    api.on('GET', `${SUBS}/optional/available/tenant/:id`, refusal);
    renderPage();

    const section = await screen.findByRole('region', { name: 'For my household' });
    expect(
      await within(section).findByText(/has not allowed you to see the household's finances/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Joined' })).toHaveTextContent('Gym access');
  });

  it('shows a failure to load with a retry', async () => {
    api.on(
      'GET',
      `${SUBS}/mandatory/member/:id`,
      apiError(500, 'internal', 'Database unavailable'),
    );
    api.on('GET', `${SUBS}/optional/member/:id`, json([]));
    api.on('GET', `${SUBS}/optional/available/member/:id`, json([]));
    api.on('GET', `${BALANCES}/member/:id`, json([]));
    const user = userEvent.setup();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your subscriptions could not be loaded');
    api.on('GET', `${SUBS}/mandatory/member/:id`, json([]));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByText('No mandatory subscription applies to you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No charges yet.')).toBeInTheDocument();
  });
});
