import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FEATURE_FLAGS,
  FEATURE_FLAG_DEFAULTS,
  displayStore,
  featuresStore,
  type FeatureFlag,
  type Features,
} from '@fairway/shared-api';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/settings';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { captureDownloads, readBlob } from '../../test/download';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { SettingsPage } from './components/SettingsPage';

let api: ApiServer;
let features: Features;
let installed: FeatureFlag[];

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['settings:read', 'settings:write']);
  features = { ...FEATURE_FLAG_DEFAULTS, site_name: 'Sunny Links' };
  installed = [...FEATURE_FLAGS];
  api.on('GET', '/api/settings/features', () => json(features));
  api.on('GET', '/api/settings/features/installed', () => json({ installed }));
  api.on('GET', '/api/settings/course', json(SETTINGS_DEFAULTS.course));
  api.on('GET', '/api/settings/notifications', json(SETTINGS_DEFAULTS.notifications));
});

async function open(url = '/admin/settings') {
  const user = userEvent.setup();
  renderAt(url, <SettingsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  return user;
}

describe('features', () => {
  it('saves a module switch at once and tells the shell, so the navigation follows', async () => {
    api.on('PUT', '/api/settings/settings/tee-time-management-enabled', (req) => {
      features = { ...features, ...(req.body as Partial<Features>) };
      return json({ tee_time_management_enabled: features.tee_time_management_enabled });
    });
    const user = await open();
    const tee = await screen.findByRole('switch', { name: 'Tee times and bookings' });
    expect(tee).toHaveAttribute('aria-checked', 'true');
    await user.click(tee);

    expect(await screen.findByText('Tee times and bookings: off')).toBeInTheDocument();
    expect(tee).toHaveAttribute('aria-checked', 'false');
    expect(api.calls('PUT', '/api/settings/settings/tee-time-management-enabled')[0]!.body).toEqual(
      { tee_time_management_enabled: false },
    );
    expect(featuresStore.getState().flags.tee_time_management_enabled).toBe(false);
    expect(featuresStore.getState().isEnabled('tee_time_management_enabled')).toBe(false);
  });

  it('puts a switch back and shows an error toast when saving fails', async () => {
    api.on(
      'PUT',
      '/api/registration-enabled',
      apiError(403, 'forbidden', 'You do not have permission to do this'),
    );
    const user = await open();
    const registration = await screen.findByRole('switch', {
      name: 'People can register themselves',
    });
    expect(registration).toHaveAttribute('aria-checked', 'false');
    await user.click(registration);

    expect(
      await screen.findByText(
        'People can register themselves was not changed: You do not have permission to do this',
      ),
    ).toBeInTheDocument();
    expect(registration).toHaveAttribute('aria-checked', 'false');
    expect(api.calls('PUT', '/api/settings/settings/registration-enabled')).toHaveLength(0);
    expect(api.calls('PUT', '/api/registration-enabled')[0]!.body).toEqual({
      registration_enabled: true,
    });
    expect(featuresStore.getState().flags.registration_enabled).toBe(false);
  });

  it('renames the site and updates the shell’s brand', async () => {
    api.on('PUT', '/api/settings/settings/site-name', (req) => json(req.body));
    const user = await open();
    const name = await screen.findByRole('textbox', { name: /site name/i });
    expect(name).toHaveValue('Sunny Links');
    await user.clear(name);
    await user.type(name, 'Windy Dunes');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('The site is now called Windy Dunes')).toBeInTheDocument();
    expect(featuresStore.getState().siteName).toBe('Windy Dunes');
  });

  it('shows the switches read-only without settings:write', async () => {
    signInWith(['settings:read']);
    await open();
    expect(await screen.findByRole('switch', { name: 'Events' })).toBeDisabled();
    expect(
      screen.getByText(/changing them needs the settings:write permission/),
    ).toBeInTheDocument();
  });

  it('offers a switch only for installed modules and marks the others not installed', async () => {
    installed = ['tee_time_management_enabled', 'registration_enabled'];
    await open();
    expect(await screen.findByRole('switch', { name: 'Tee times and bookings' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'People can register themselves' })).toBeEnabled();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(screen.queryByRole('switch', { name: 'Events' })).not.toBeInTheDocument();
    const events = screen.getByText('Events').parentElement!.parentElement!;
    expect(within(events).getByText('Not installed')).toBeInTheDocument();
    expect(within(events).getByText(/does not include it yet/)).toBeInTheDocument();
    expect(api.calls('GET', '/api/settings/features/installed')).toHaveLength(1);
  });

  it('shows an error with a retry when the features cannot be loaded', async () => {
    api.on(
      'GET',
      '/api/settings/features',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the features');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('settings sections', () => {
  it('renders fields by type, checks them against the contract and saves the section', async () => {
    api.on('GET', '/api/settings/maintenance', json(SETTINGS_DEFAULTS.maintenance));
    api.on('PUT', '/api/settings/maintenance', (req) => json(req.body));
    const user = await open('/admin/settings?tab=maintenance');
    const overdue = await screen.findByRole('spinbutton', { name: /overdue after/i });
    expect(overdue).toHaveValue(14);
    const tenants = screen.getByRole('switch', {
      name: 'Tell tenants when a job’s status changes',
    });
    expect(tenants).toHaveAttribute('aria-checked', 'true');
    const priority = screen.getByRole('combobox', { name: 'Priority of new jobs' });
    expect(
      within(priority)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Urgent']);

    await user.clear(overdue);
    await user.type(overdue, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(overdue).toHaveAccessibleDescription(
      expect.stringContaining('must be a whole number from 1 to 365'),
    );
    expect(api.calls('PUT', '/api/settings/maintenance')).toHaveLength(0);

    await user.clear(overdue);
    await user.type(overdue, '21');
    await user.selectOptions(priority, 'high');
    await user.click(tenants);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Maintenance settings saved')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/maintenance')[0]!.body).toEqual({
      ...SETTINGS_DEFAULTS.maintenance,
      overdue_after_days: 21,
      default_job_priority: 'high',
      notify_tenants_on_status_change: false,
    });
  });

  it('edits the booking rules in one place: the course tab links to Tee times → Booking rules', async () => {
    await open('/admin/settings?tab=course');
    const section = await screen.findByRole('region', { name: 'Course and bookings' });
    expect(within(section).getByText('Booking rules are edited in one place')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the booking rules' })).toHaveAttribute(
      'href',
      '/courses/booking-rules',
    );
    // No second editor of the same fields.
    expect(screen.queryByRole('spinbutton', { name: 'Minutes between tee times' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.calls('GET', '/api/settings/course')).toHaveLength(0);
  });

  it('picks the first day of the week by name, and the portal follows the saved display at once', async () => {
    api.on('GET', '/api/settings/app', json(SETTINGS_DEFAULTS.app));
    api.on('PUT', '/api/settings/app', (req) => json(req.body));
    const user = await open('/admin/settings?tab=app');
    const weekStart = await screen.findByRole('combobox', { name: 'First day of the week' });
    expect(weekStart).toHaveDisplayValue('Monday');
    await user.selectOptions(weekStart, 'Sunday');
    // Language and currency are chosen from the lists the server accepts, in words (defect 15).
    const locale = screen.getByRole('combobox', { name: /language and region/i });
    expect(locale).toHaveDisplayValue('British English (en-GB)');
    const localeOptions = within(locale)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(localeOptions).toEqual(expect.arrayContaining(['en-GB', 'en-US', 'es-ES', 'es-MX']));
    expect(localeOptions.every((tag) => /^(en|es)-[A-Z]{2}$/.test(tag))).toBe(true);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveDisplayValue('GBP – British Pound');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(expect.arrayContaining(['GBP', 'EUR', 'USD']));
    expect(within(currency).queryByRole('option', { name: /XAU/ })).toBeNull();
    await user.selectOptions(locale, 'es-ES');
    await user.selectOptions(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/app')[0]!.body).toEqual({
      ...SETTINGS_DEFAULTS.app,
      locale: 'es-ES',
      currency: 'EUR',
      week_starts_on: 0,
    });
    expect(displayStore.getState().club).toMatchObject({ locale: 'es-ES', week_starts_on: 0 });
    expect(screen.getByRole('combobox', { name: 'Primer día de la semana' })).toHaveDisplayValue(
      'domingo',
    );
  });

  it('shows the server’s field errors of a 400 next to the fields', async () => {
    api.on(
      'PUT',
      '/api/settings/notifications',
      apiError(400, 'bad_request', 'body.reply_to_email: must be an e-mail address', [
        { field: 'body.reply_to_email', message: 'must be an e-mail address' },
      ]),
    );
    const user = await open('/admin/settings?tab=notifications');
    const replyTo = await screen.findByRole('textbox', { name: /reply-to address/i });
    await user.type(replyTo, 'club@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(replyTo).toHaveAccessibleDescription(
        expect.stringContaining('must be an e-mail address'),
      ),
    );
    expect(api.calls('PUT', '/api/settings/notifications')[0]!.body).toMatchObject({
      reply_to_email: 'club@example.org',
    });
  });

  it('shows how long sign-in is blocked with the other security fields and saves it', async () => {
    api.on('GET', '/api/settings/security', json(SETTINGS_DEFAULTS.security));
    api.on('PUT', '/api/settings/security', (req) => json(req.body));
    const user = await open('/admin/settings?tab=security');
    const lockout = await screen.findByRole('spinbutton', { name: 'Sign-in blocked for' });
    expect(lockout).toHaveValue(15);
    expect(lockout).toHaveAccessibleDescription(
      'min After too many failed sign-ins; even the right password waits',
    );
    expect(
      screen.getByRole('spinbutton', { name: 'Failed sign-ins before blocking' }),
    ).toHaveAccessibleDescription('Per account, within 15 minutes');
    expect(
      screen.getByRole('spinbutton', { name: 'Sign out after inactivity' }),
    ).toHaveAccessibleDescription(expect.stringContaining('The installation’s own limit applies'));

    await user.clear(lockout);
    await user.type(lockout, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(lockout).toHaveAccessibleDescription(
      expect.stringContaining('must be a whole number from 1 to 1440'),
    );
    expect(api.calls('PUT', '/api/settings/security')).toHaveLength(0);

    await user.clear(lockout);
    await user.type(lockout, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Security settings saved')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/security')[0]!.body).toEqual({
      ...SETTINGS_DEFAULTS.security,
      lockout_minutes: 30,
    });
  });

  it('resets a section to its defaults after confirming', async () => {
    api.on(
      'GET',
      '/api/settings/maintenance',
      json({ ...SETTINGS_DEFAULTS.maintenance, overdue_after_days: 30 }),
    );
    api.on('POST', '/api/settings/maintenance/reset', json(SETTINGS_DEFAULTS.maintenance));
    const user = await open('/admin/settings?tab=maintenance');
    expect(await screen.findByRole('spinbutton', { name: /overdue after/i })).toHaveValue(30);
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Reset the maintenance settings?',
    });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Reset to defaults' }));

    expect(
      await screen.findByText('Maintenance settings are back to their defaults'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /overdue after/i })).toHaveValue(14);
    expect(api.calls('POST', '/api/settings/maintenance/reset')).toHaveLength(1);
  });
});

describe('import and export', () => {
  const file = (text: string, name = 'settings.json') =>
    new File([text], name, { type: 'application/json' });

  it('shows the server’s field errors of an import and that nothing was changed', async () => {
    api.on(
      'POST',
      '/api/settings/import',
      apiError(
        400,
        'bad_request',
        'body.sections.course.tee_interval_minutes: must be a whole number from 5 to 30',
        [
          {
            field: 'body.sections.course.tee_interval_minutes',
            message: 'must be a whole number from 5 to 30',
          },
          { field: 'body.features.tee_time_management_enabled', message: 'must be true or false' },
        ],
      ),
    );
    const user = await open('/admin/settings?tab=transfer');
    await user.upload(
      screen.getByLabelText('Settings file'),
      file(
        JSON.stringify({
          format: 'fairway-settings',
          version: 1,
          sections: { course: { tee_interval_minutes: 99 } },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Import settings' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed');
    expect(alert).toHaveTextContent(
      'settings.json has 2 problems. Fix them and import the file again.',
    );
    expect(alert).toHaveTextContent(
      'Course and bookings › Minutes between tee times: must be a whole number from 5 to 30',
    );
    expect(alert).toHaveTextContent('Features › Tee times and bookings: must be true or false');
    expect(api.calls('POST', '/api/settings/import')[0]!.body).toMatchObject({
      sections: { course: { tee_interval_minutes: 99 } },
    });
  });

  it('refuses a file that is not JSON without calling the server', async () => {
    const user = await open('/admin/settings?tab=transfer');
    await user.upload(screen.getByLabelText('Settings file'), file('not json', 'notes.json'));
    await user.click(screen.getByRole('button', { name: 'Import settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.json is not a settings document: it is not valid JSON.',
    );
    expect(api.calls('POST', '/api/settings/import')).toHaveLength(0);
  });

  it('imports a valid document, says so and passes its flags to the shell', async () => {
    api.on(
      'POST',
      '/api/settings/import',
      json({
        sections: SETTINGS_DEFAULTS,
        features: { ...features, events_management_enabled: false },
      }),
    );
    const user = await open('/admin/settings?tab=transfer');
    await user.upload(
      screen.getByLabelText('Settings file'),
      file(
        JSON.stringify({
          format: 'fairway-settings',
          version: 1,
          features: { events_management_enabled: false },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Import settings' }));

    // The toast, and the notice that stays on the page.
    expect(await screen.findAllByText('Settings imported')).toHaveLength(2);
    expect(screen.getByText('The settings from settings.json are now in use.')).toBeInTheDocument();
    expect(featuresStore.getState().flags.events_management_enabled).toBe(false);
  });

  it('exports the document as fairway-settings-YYYY-MM-DD.json', async () => {
    const doc = {
      format: 'fairway-settings',
      version: 1,
      exported_at: '2026-03-01T00:00:00.000Z',
      organization: { id: 1, name: 'Sunny Links', slug: 'sunny-links' },
      sections: SETTINGS_DEFAULTS,
      features,
    };
    api.on('GET', '/api/settings/export', json(doc));
    const downloads = captureDownloads();
    try {
      const user = await open('/admin/settings?tab=transfer');
      await user.click(screen.getByRole('button', { name: 'Export settings' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      // Today on the club's clock (Europe/London by default), whatever the browser's zone.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
        new Date(),
      );
      expect(downloads.files[0]!.name).toBe(`fairway-settings-${day}.json`);
      expect(JSON.parse(await readBlob(downloads.files[0]!.blob))).toEqual(doc);
    } finally {
      downloads.restore();
    }
  });
});
