import { act, render, screen } from '@testing-library/react';
import { DISPLAY_DEFAULTS, displayStore, sessionStore } from '@fairway/shared-api';
import { DisplayProvider, followDocumentLanguage, getT, useFormat, useT } from './display';
import { defineMessages, translate } from './catalogue';

const messages = defineMessages({
  en: {
    greeting: 'Hello {name}',
    bookings: { zero: 'No bookings', one: '{count} booking', other: '{count} bookings' },
    at: 'Tee time at {time} on {day}',
  },
  es: {
    greeting: 'Hola {name}',
    bookings: { zero: 'Ninguna reserva', one: '{count} reserva', other: '{count} reservas' },
    at: 'Salida a las {time} el {day}',
  },
});

// @ts-expect-error: Spanish lacks a key English has, so the catalogue does not typecheck.
defineMessages({ en: { a: 'A', b: 'B' }, es: { a: 'A' } });

afterEach(() => {
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});

describe('translate', () => {
  test('fills placeholders and picks plurals by the language’s rules', () => {
    expect(translate(messages, 'greeting', { name: 'Ann' }, 'en')).toBe('Hello Ann');
    expect(translate(messages, 'bookings', { count: 0 }, 'es')).toBe('Ninguna reserva');
    expect(translate(messages, 'bookings', { count: 1 }, 'es')).toBe('1 reserva');
    expect(translate(messages, 'bookings', { count: 1200 }, 'es', 'es-ES')).toBe('1200 reservas');
    expect(translate(messages, 'bookings', { count: 12000 }, 'es', 'es-ES')).toBe(
      '12.000 reservas',
    );
    expect(translate(messages, 'bookings', { count: 2 }, 'en')).toBe('2 bookings');
  });

  test('an unknown language speaks English; a missing value leaves its placeholder', () => {
    expect(translate(messages, 'greeting', { name: 'Jan' }, 'nl')).toBe('Hello Jan');
    expect(translate(messages, 'greeting', {}, 'es')).toBe('Hola {name}');
  });
});

function Booking() {
  const t = useT(messages);
  const f = useFormat();
  return <p>{t('at', { time: f.time('07:00'), day: f.date('2026-11-24') })}</p>;
}

describe('useT and useFormat', () => {
  test('follow the club’s settings from the display store, and change when they do', () => {
    render(<Booking />);
    expect(screen.getByText('Tee time at 07:00 on 24/11/2026')).toBeInTheDocument();
    act(() =>
      displayStore.getState().adopt({
        ...DISPLAY_DEFAULTS,
        locale: 'es-ES',
        date_format: 'YYYY-MM-DD',
      }),
    );
    expect(screen.getByText('Salida a las 07:00 el 2026-11-24')).toBeInTheDocument();
    // The person's language wins over the club's.
    act(() => displayStore.getState().setLanguage('en'));
    expect(screen.getByText('Tee time at 07:00 on 2026-11-24')).toBeInTheDocument();
  });

  test('a DisplayProvider overrides the club for what it wraps', () => {
    render(
      <DisplayProvider
        settings={{ ...DISPLAY_DEFAULTS, locale: 'en-US', date_format: 'MM/DD/YYYY' }}
      >
        <Booking />
      </DisplayProvider>,
    );
    expect(screen.getByText(/^Tee time at 07:00 on 11\/24\/2026$/)).toBeInTheDocument();
  });

  test('outside React, getT speaks the active language, and <html lang> follows it', () => {
    followDocumentLanguage();
    expect(document.documentElement.lang).toBe('en');
    displayStore.getState().adopt({ ...DISPLAY_DEFAULTS, locale: 'es-ES' }, {});
    expect(getT(messages)('greeting', { name: 'Ana' })).toBe('Hola Ana');
    expect(document.documentElement.lang).toBe('es');
    // The person's choice, with the club's settings unchanged.
    displayStore.getState().setLanguage('en');
    expect(getT(messages)('greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('signed out', () => {
  // The browser's language list is the only setting here that is not the portal's.
  const browserSpeaks = (languages: string[]) =>
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.setState({ user: null, status: 'unknown', error: null });
  });

  test('before any club is known, the first catalogue language of the browser is spoken', () => {
    sessionStore.setState({ user: null, status: 'anonymous', error: null });
    browserSpeaks(['nl-NL', 'es-ES', 'en']);
    render(<Booking />);
    // Spanish words, the defaults' formats (en-GB: DD/MM/YYYY, 24 h).
    expect(screen.getByText('Salida a las 07:00 el 24/11/2026')).toBeInTheDocument();
    expect(getT(messages)('greeting', { name: 'Ana' })).toBe('Hola Ana');
    // A language chosen in this tab wins over the browser's.
    act(() => displayStore.getState().setLanguage('en'));
    expect(screen.getByText('Tee time at 07:00 on 24/11/2026')).toBeInTheDocument();
  });

  test('a browser language the catalogue lacks, a signed-in person or a known club: no browser rule', () => {
    sessionStore.setState({ user: null, status: 'anonymous', error: null });
    browserSpeaks(['nl-NL', 'de']);
    const { unmount } = render(<Booking />);
    expect(screen.getByText('Tee time at 07:00 on 24/11/2026')).toBeInTheDocument();
    unmount();

    browserSpeaks(['es-ES']);
    sessionStore.setState({
      user: {
        id: 1,
        organization_id: 1,
        email: 'ana@example.org',
        first_name: 'Ana',
        last_name: 'García',
        status: 'active',
        email_verified: true,
        must_change_password: false,
        tenant_id: null,
        roles: ['member'],
        permissions: ['self:use'],
        session_kind: 'password',
      },
      status: 'authenticated',
      error: null,
    });
    render(<Booking />);
    // Signed in with no preference: the club's language (the defaults' English), not the browser's.
    expect(screen.getByText('Tee time at 07:00 on 24/11/2026')).toBeInTheDocument();
    // Signed out again after a session told the club: that club's language stays.
    act(() => {
      displayStore.getState().adopt({ ...DISPLAY_DEFAULTS, locale: 'en-US' });
      sessionStore.setState({ user: null, status: 'anonymous', error: null });
    });
    expect(screen.getByText('Tee time at 07:00 on 24/11/2026')).toBeInTheDocument();
  });
});
