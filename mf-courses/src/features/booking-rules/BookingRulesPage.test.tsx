import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/settings';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { BookingRulesPage } from './components/BookingRulesPage';

let api: ApiServer;

const STORED = {
  ...SETTINGS_DEFAULTS.course,
  tee_interval_minutes: 8,
  member_booking_days_ahead: 21,
  guests_allowed: true,
};

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['settings:read', 'settings:write']);
  api.on('GET', '/api/settings/course', json(STORED));
  api.on('PUT', '/api/settings/course', (req) => json(req.body));
});

const renderPage = () => renderAt('/courses/booking-rules', <BookingRulesPage />);

describe('booking rules', () => {
  it('shows the stored rules, and saves the whole section with every field', async () => {
    const user = userEvent.setup();
    renderPage();
    const interval = await screen.findByRole('spinbutton', { name: /minutes between tee times/i });
    expect(interval).toHaveValue(8);
    expect(interval).toHaveAccessibleDescription(/5–30/);
    expect(screen.getByRole('spinbutton', { name: /members can book ahead/i })).toHaveValue(21);
    expect(screen.getByRole('radio', { name: '18 holes' })).toBeChecked();

    await user.clear(screen.getByRole('spinbutton', { name: /guests can book ahead/i }));
    await user.type(screen.getByRole('spinbutton', { name: /guests can book ahead/i }), '3');
    await user.click(screen.getByRole('checkbox', { name: /one booking per member per day/i }));
    await user.click(screen.getByRole('radio', { name: '9 holes' }));
    // The waitlist's offer time is a booking rule too, edited here and nowhere else.
    const held = screen.getByRole('spinbutton', { name: /hold an offered place for/i });
    expect(held).toHaveValue(15);
    await user.clear(held);
    await user.type(held, '20');
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));

    expect(await screen.findByText('The booking rules are saved')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/course')[0]!.body).toEqual({
      tee_interval_minutes: 8,
      players_per_slot: 4,
      max_players_per_booking: 4,
      member_booking_days_ahead: 21,
      guest_booking_days_ahead: 3,
      guests_allowed: true,
      one_booking_per_member_per_day: true,
      cancellation_cutoff_hours: 24,
      default_round_holes: 9,
      waitlist_offer_minutes: 20,
    });
  });

  it('checks the rules before saving, next to each field', async () => {
    const user = userEvent.setup();
    renderPage();
    const players = await screen.findByRole('spinbutton', { name: /players per tee time/i });
    await user.clear(players);
    await user.type(players, '3');
    const cutoff = screen.getByRole('spinbutton', { name: /cancellation deadline/i });
    await user.clear(cutoff);
    await user.type(cutoff, '200');
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));

    expect(cutoff).toHaveAccessibleDescription(/Must be a whole number from 0 to 168/);
    const most = screen.getByRole('spinbutton', { name: /most players in one booking/i });
    expect(most).toHaveAccessibleDescription(/Must not be more than the players per tee time/);
    // Focus goes to the first field with a message.
    expect(most).toHaveFocus();
    expect(api.calls('PUT', '/api/settings/course')).toHaveLength(0);

    await user.clear(cutoff);
    await user.type(cutoff, '12');
    await user.clear(most);
    await user.type(most, '3');
    expect(most).not.toHaveAccessibleDescription(/Must not be more/);
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('The booking rules are saved')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/course')[0]!.body).toMatchObject({
      players_per_slot: 3,
      max_players_per_booking: 3,
      cancellation_cutoff_hours: 12,
    });
  });

  it("shows the server's refusal next to the field it names", async () => {
    api.on(
      'PUT',
      '/api/settings/course',
      apiError(
        400,
        'bad_request',
        'body.member_booking_days_ahead: must be a whole number from 0 to 365',
        [
          {
            field: 'body.member_booking_days_ahead',
            message: 'must be a whole number from 0 to 365',
          },
        ],
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking rules were not saved');
    expect(
      screen.getByRole('spinbutton', { name: /members can book ahead/i }),
    ).toHaveAccessibleDescription(/Must be a whole number from 0 to 365/);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    api.on('GET', '/api/settings/course', () =>
      fail
        ? apiError(503, 'unavailable', 'The service is unavailable; try again shortly')
        : json(STORED),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking rules could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('spinbutton', { name: /minutes between tee times/i }),
    ).toHaveValue(8);
  });

  it('shows the rules read-only without settings:write', async () => {
    signInWith(['settings:read']);
    renderPage();
    expect(
      await screen.findByRole('spinbutton', { name: /minutes between tee times/i }),
    ).toBeDisabled();
    expect(screen.getByText('You can read these rules')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save booking rules' })).not.toBeInTheDocument();
  });
});
