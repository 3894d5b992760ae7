import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFormat } from '@fairway/shared-ui';
import { TIME_BANDS, type ReportDay, type TeeSheetReport } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse } from '../../test/courses';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { todayIso } from '../../shared/utils/dates';
import { TeeSheetReportsPage } from './components/TeeSheetReportsPage';
import { presetRange } from './utils/ranges';

let api: ApiServer;

const bands = (capacity: number, booked: number) =>
  TIME_BANDS.map((b) => ({
    band: b.key,
    capacity,
    booked_players: booked,
    utilisation: capacity === 0 ? 0 : booked / capacity,
  }));

function day(date: string, weekday: number, extra: Partial<ReportDay> = {}): ReportDay {
  return {
    date,
    weekday,
    capacity: 240,
    bookings: 0,
    booked_players: 0,
    rounds: 0,
    checked_in_players: 0,
    no_show_bookings: 0,
    no_show_players: 0,
    revenue_cents: 0,
    paid_cents: 0,
    unpaid_cents: 0,
    utilisation: 0,
    bands: bands(60, 0),
    ...extra,
  };
}

/** 8–10 June 2026 (Monday to Wednesday) with bookings on Tuesday and Wednesday. */
function makeReport(extra: Partial<TeeSheetReport> = {}): TeeSheetReport {
  const days = [
    day('2026-06-08', 1, { capacity: 0, bands: bands(0, 0) }),
    day('2026-06-09', 2, {
      bookings: 3,
      booked_players: 8,
      rounds: 8,
      checked_in_players: 8,
      revenue_cents: 16000,
      paid_cents: 16000,
      utilisation: 8 / 240,
      bands: bands(60, 2),
    }),
    day('2026-06-10', 3, {
      bookings: 6,
      booked_players: 13,
      rounds: 11,
      checked_in_players: 7,
      no_show_bookings: 1,
      no_show_players: 2,
      revenue_cents: 23000,
      paid_cents: 8000,
      unpaid_cents: 15000,
      utilisation: 13 / 236,
    }),
  ];
  return {
    start_date: '2026-06-08',
    end_date: '2026-06-10',
    course_id: null,
    course_name: null,
    currency: 'GBP',
    bands: [
      { key: 'early', from: '00:00', to: '09:00' },
      { key: 'morning', from: '09:00', to: '12:00' },
      { key: 'midday', from: '12:00', to: '15:00' },
      { key: 'late', from: '15:00', to: null },
    ],
    days,
    by_weekday_band: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      TIME_BANDS.map((b) => ({
        weekday,
        band: b.key,
        capacity: weekday === 2 || weekday === 3 ? 60 : 0,
        booked_players: weekday === 3 && b.key === 'early' ? 45 : weekday === 2 ? 2 : 0,
        utilisation: weekday === 3 && b.key === 'early' ? 0.75 : weekday === 2 ? 0.033 : 0,
      })),
    ),
    totals: {
      capacity: 476,
      bookings: 9,
      booked_players: 21,
      rounds: 19,
      checked_in_players: 15,
      no_show_bookings: 1,
      no_show_players: 2,
      revenue_cents: 39000,
      paid_cents: 24000,
      unpaid_cents: 15000,
      utilisation: 0.044,
      bands: bands(119, 5),
    },
    ...extra,
  };
}

const REPORTS = '/api/settings/tee-sheet/reports';
const URL = '/courses/reports?start=2026-06-08&end=2026-06-10';

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'tee_sheet:manage']);
  api.on(
    'GET',
    '/api/settings/courses',
    json([makeCourse(1, 'Old Course'), makeCourse(2, 'Park Course', { holes_count: 9 })]),
  );
  api.on('GET', REPORTS, json(makeReport()));
});

const renderPage = (url = URL) => renderAt(url, <TeeSheetReportsPage />);

describe('tee sheet reports', () => {
  it('shows the totals as figures, the charts, and the same figures as a table', async () => {
    const user = userEvent.setup();
    renderPage();
    const figures = await screen.findByRole('region', { name: 'Totals' });
    const figure = (name: string) => within(figures).getByRole('group', { name });
    expect(figure('Rounds played')).toHaveTextContent('19');
    expect(figure('Rounds played')).toHaveTextContent('21 players booked, 15 checked in');
    expect(figure('No-shows')).toHaveTextContent('2');
    expect(figure('No-shows')).toHaveTextContent('1 booking');
    expect(figure('Green-fee revenue')).toHaveTextContent('£390.00');
    expect(figure('Green-fee revenue')).toHaveTextContent('£240.00 paid, £150.00 unpaid');

    expect(
      screen.getByRole('img', {
        name: /^Utilisation by weekday and time band Heatmap, 7 by 4; highest: Wed, Before 09:00 75%\.$/,
      }),
    ).toBeInTheDocument();
    const heatmap = screen.getByRole('table', { name: 'Utilisation by weekday and time band' });
    expect(
      within(heatmap)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Weekday', 'Before 09:00', '09:00–12:00', '12:00–15:00', 'From 15:00']);
    // A weekday without open times says so instead of 0 %.
    expect(
      within(within(heatmap).getByRole('rowheader', { name: 'Mon' }).parentElement!).getAllByRole(
        'cell',
      )[0],
    ).toHaveTextContent('no data');
    expect(screen.getByRole('table', { name: 'Rounds played per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'No-shows per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Green-fee revenue per day' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'The report day by day' });
    const wednesday = within(table).getByRole('rowheader', { name: /10 Jun/ }).parentElement!;
    expect(wednesday).toHaveTextContent('£230.00');
    expect(wednesday).toHaveTextContent('£150.00');
  });

  it('asks for the period and course in the URL and offers it as CSV', async () => {
    renderPage(`${URL}&course=2`);
    await screen.findByRole('region', { name: 'Totals' });
    const [call] = api.calls('GET', REPORTS);
    expect(Object.fromEntries(call!.query)).toEqual({
      start_date: '2026-06-08',
      end_date: '2026-06-10',
      course_id: '2',
    });
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('custom');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/settings/tee-sheet/reports.csv?start_date=2026-06-08&end_date=2026-06-10&course_id=2',
    );
  });

  it('starts on this week and changes period and course from the filters', async () => {
    const user = userEvent.setup();
    renderPage('/courses/reports');
    await screen.findByRole('region', { name: 'Totals' });
    const f = getFormat();
    const today = todayIso(undefined, f);
    const week = presetRange('thisWeek', today, f.settings.week_starts_on);
    expect(Object.fromEntries(api.calls('GET', REPORTS)[0]!.query)).toEqual({
      start_date: week.start,
      end_date: week.end,
    });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('thisWeek');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'lastMonth');
    const month = presetRange('lastMonth', today, f.settings.week_starts_on);
    await waitFor(() =>
      expect(Object.fromEntries(api.calls('GET', REPORTS).at(-1)!.query)).toEqual({
        start_date: month.start,
        end_date: month.end,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Old Course');
    await waitFor(() => expect(api.calls('GET', REPORTS).at(-1)!.query.get('course_id')).toBe('1'));
  });

  it('says when the end is before the start and asks the server nothing', async () => {
    renderPage('/courses/reports?start=2026-06-10&end=2026-06-01');
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(api.calls('GET', REPORTS)).toHaveLength(0);
  });

  it('says when the period has no bookings', async () => {
    api.on(
      'GET',
      REPORTS,
      json(
        makeReport({
          days: [day('2026-06-08', 1)],
          totals: { ...makeReport().totals, bookings: 0, rounds: 0 },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No bookings in this period')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the report', async () => {
    api.on('GET', REPORTS, apiError(500, 'internal', 'Something went wrong'));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The report could not be loaded')).toBeInTheDocument();
    api.on('GET', REPORTS, json(makeReport()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });
});
