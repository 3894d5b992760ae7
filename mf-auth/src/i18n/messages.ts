import { defineMessages } from '@fairway/shared-ui';

/**
 * mf-auth's words in every catalogue language (how-to: CONTRIBUTING.md, "Words, dates and
 * numbers"). Keys are grouped by screen.
 */
export const messages = defineMessages({
  en: {
    // Preferences
    preferencesTitle: 'Preferences',
    preferencesSubtitle:
      'How the portal looks and behaves for you, on every device you sign in on.',
    loadingPreferences: 'Loading your preferences…',
    preferencesNotLoaded: 'Your preferences could not be loaded',
    noPreferencesYet: 'You have not set any preferences yet',
    noPreferencesYetMessage: 'These are the defaults. Change what you like and save.',
    theme: 'Theme',
    themeSystem: 'Same as this device',
    themeLight: 'Light',
    themeDark: 'Dark',
    language: 'Language',
    languageHint: "Dates, times, numbers and money keep your club's formats.",
    clubLanguage: "Club's language ({language})",
    startPage: 'Start on this page after signing in',
    startPageOption: 'Start page',
    myProfile: 'My profile',
    choosePortalPage: 'Choose a page of the portal',
    emailNotifications: 'Send me e-mail notifications',
    emailHintOn:
      'News, booking reminders and messages from the club. You can turn this off at any time.',
    emailHintOff:
      'Your club does not send e-mail notifications at the moment; your choice applies when it does.',
    saving: 'Saving',
    savePreferences: 'Save preferences',
    preferencesSaved: 'Your preferences have been saved',
  },
  es: {
    preferencesTitle: 'Preferencias',
    preferencesSubtitle:
      'Cómo se ve y se comporta el portal para usted, en todos los dispositivos en los que inicie sesión.',
    loadingPreferences: 'Cargando sus preferencias…',
    preferencesNotLoaded: 'No se han podido cargar sus preferencias',
    noPreferencesYet: 'Todavía no ha elegido ninguna preferencia',
    noPreferencesYetMessage:
      'Estos son los valores predeterminados. Cambie lo que quiera y guarde.',
    theme: 'Tema',
    themeSystem: 'Igual que este dispositivo',
    themeLight: 'Claro',
    themeDark: 'Oscuro',
    language: 'Idioma',
    languageHint: 'Las fechas, horas, números e importes siguen los formatos de su club.',
    clubLanguage: 'Idioma del club ({language})',
    startPage: 'Empezar en esta página al iniciar sesión',
    startPageOption: 'Página de inicio',
    myProfile: 'Mi perfil',
    choosePortalPage: 'Elija una página del portal',
    emailNotifications: 'Enviarme notificaciones por correo electrónico',
    emailHintOn:
      'Noticias, recordatorios de reservas y mensajes del club. Puede desactivarlo cuando quiera.',
    emailHintOff:
      'Su club no envía notificaciones por correo electrónico por ahora; su elección se aplicará cuando lo haga.',
    saving: 'Guardando',
    savePreferences: 'Guardar las preferencias',
    preferencesSaved: 'Sus preferencias se han guardado',
  },
});
