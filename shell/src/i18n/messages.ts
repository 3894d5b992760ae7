import { defineMessages, type MessageKey, type Translate } from '@fairway/shared-ui';

/**
 * The shell's words in every catalogue language (how-to: CONTRIBUTING.md, "Words, dates and
 * numbers"): the chrome, its pages, the panels of the root config and the bell. What people call
 * each module and navigation entry comes from remotes.json ("labels"), not from here.
 */
export const messages = defineMessages({
  en: {
    // Chrome
    accountMenu: '{name}: account menu',
    profile: 'Profile',
    signOut: 'Sign out',
    // The navigation's groups: what the person does
    groupPlay: 'Play',
    groupDesk: 'Run the desk',
    groupSetup: 'Set up the club',
    groupAdmin: 'Administer',
    groupOther: 'More',
    // The shell's pages
    pageNotFound: 'Page not found',
    nothingAt: 'There is nothing at {path}. It may have moved, or the link may be mistyped.',
    goToStart: 'Go to the start page',
    // The home page
    goodMorning: 'Good morning',
    goodMorningNamed: 'Good morning, {name}',
    goodAfternoon: 'Good afternoon',
    goodAfternoonNamed: 'Good afternoon, {name}',
    goodEvening: 'Good evening',
    goodEveningNamed: 'Good evening, {name}',
    homeToday: '{date} at {site}',
    homeWidgets: 'Your day',
    homeUseMenu: 'Everything you can open is in the menu.',
    noModules: 'No modules are available to your account yet. Your club can give you access.',
    loadingHome: 'Loading your home page…',
    loadingWidget: 'Loading…',
    widgetNotLoaded: 'This part of the home page could not be loaded',
    widgetNotLoadedMessage: '{module} did not answer. The rest of the page keeps working.',
    // Sections of the page (their accessible names)
    sectionLoading: 'Loading',
    sectionPage: 'Page',
    sectionModules: 'Portal modules',
    // Panels
    loadingModule: 'Loading {module}…',
    loadingSignIn: 'Loading the sign-in page…',
    loadingPortal: 'Loading your portal…',
    tryAgain: 'Try again',
    technicalDetails: 'Technical details',
    unknownError: 'Unknown error',
    moduleNotLoaded: '{module} could not be loaded',
    moduleNotLoadedMessage:
      'This part of the portal did not start. Everything else keeps working; you can try again now or later.',
    moduleTimedOut: '{module} did not load within {seconds} s',
    moduleIncompatible: "{module} does not match this portal's version",
    moduleIncompatibleMessage:
      '{module} ({name}) needs {package} {required}, but this portal provides {package} {provided}. It was not started, so it cannot run on a version it was not built for. Everything else keeps working.',
    moduleIncompatibleAction:
      "Tell your club's administrator: deploy a {module} built against this portal's {package}, or update the portal.",
    moduleOff: '{module} is turned off',
    moduleOffMessage:
      '{module} is turned off for this club. An administrator can turn it on in Settings → Features.',
    serverUnreachable: 'The server could not be reached',
    serverUnreachableMessage: 'Check your connection and try again.',
    modulesNotLoaded: 'The portal could not load its modules',
    modulesNotLoadedMessage:
      'The list of modules (remotes.json) could not be read. Reload the page to try again.',
    reload: 'Reload',
    portalNotStarted: 'The portal could not start',
    portalNotStartedMessage: 'Reload the page to try again. If it keeps happening, tell your club.',
    partFailed: 'Part of the page ran into a problem. Reload the page if something looks wrong.',
    // The bell and its panel
    notifications: 'Notifications',
    notificationsUnread: {
      one: 'Notifications, {count} unread',
      other: 'Notifications, {count} unread',
    },
    loadingNotifications: 'Loading notifications…',
    notificationsNotLoaded: 'Notifications could not be loaded',
    noNotifications: 'No notifications yet',
    markRead: 'Mark read',
    markReadOf: 'Mark “{title}” read',
    markAllRead: 'Mark all read',
    markingRead: 'Marking read',
    allNotifications: 'All notifications',
    unread: 'Unread:',
  },
  es: {
    accountMenu: '{name}: menú de la cuenta',
    profile: 'Perfil',
    signOut: 'Cerrar sesión',
    groupPlay: 'Jugar',
    groupDesk: 'Llevar el mostrador',
    groupSetup: 'Configurar el club',
    groupAdmin: 'Administrar',
    groupOther: 'Más',
    pageNotFound: 'Página no encontrada',
    nothingAt: 'No hay nada en {path}. Puede que se haya movido o que el enlace esté mal escrito.',
    goToStart: 'Ir a la página de inicio',
    goodMorning: 'Buenos días',
    goodMorningNamed: 'Buenos días, {name}',
    goodAfternoon: 'Buenas tardes',
    goodAfternoonNamed: 'Buenas tardes, {name}',
    goodEvening: 'Buenas noches',
    goodEveningNamed: 'Buenas noches, {name}',
    homeToday: '{date} en {site}',
    homeWidgets: 'Tu día',
    homeUseMenu: 'Todo lo que puedes abrir está en el menú.',
    noModules: 'Tu cuenta aún no tiene ningún módulo disponible. Tu club puede darte acceso.',
    loadingHome: 'Cargando tu página de inicio…',
    loadingWidget: 'Cargando…',
    widgetNotLoaded: 'No se ha podido cargar esta parte de la página de inicio',
    widgetNotLoadedMessage: '{module} no ha respondido. El resto de la página sigue funcionando.',
    sectionLoading: 'Cargando',
    sectionPage: 'Página',
    sectionModules: 'Módulos del portal',
    loadingModule: 'Cargando {module}…',
    loadingSignIn: 'Cargando la página de inicio de sesión…',
    loadingPortal: 'Cargando tu portal…',
    tryAgain: 'Reintentar',
    technicalDetails: 'Detalles técnicos',
    unknownError: 'Error desconocido',
    moduleNotLoaded: 'No se ha podido cargar {module}',
    moduleNotLoadedMessage:
      'Esta parte del portal no se ha iniciado. Todo lo demás sigue funcionando; puedes volver a intentarlo ahora o más tarde.',
    moduleTimedOut: '{module} no se ha cargado en {seconds} s',
    moduleIncompatible: '{module} no corresponde a la versión de este portal',
    moduleIncompatibleMessage:
      '{module} ({name}) necesita {package} {required}, pero este portal ofrece {package} {provided}. No se ha iniciado, porque no puede funcionar con una versión para la que no se construyó. Todo lo demás sigue funcionando.',
    moduleIncompatibleAction:
      'Avisa a la administración de tu club: hay que desplegar un {module} construido para el {package} de este portal, o actualizar el portal.',
    moduleOff: '{module} está desactivado',
    moduleOffMessage:
      '{module} está desactivado en este club. Un administrador puede activarlo en Ajustes → Funciones.',
    serverUnreachable: 'No se ha podido contactar con el servidor',
    serverUnreachableMessage: 'Comprueba tu conexión y vuelve a intentarlo.',
    modulesNotLoaded: 'El portal no ha podido cargar sus módulos',
    modulesNotLoadedMessage:
      'No se ha podido leer la lista de módulos (remotes.json). Recarga la página para volver a intentarlo.',
    reload: 'Recargar',
    portalNotStarted: 'El portal no se ha podido iniciar',
    portalNotStartedMessage:
      'Recarga la página para volver a intentarlo. Si sigue ocurriendo, avisa a tu club.',
    partFailed:
      'Una parte de la página ha tenido un problema. Recarga la página si algo no se ve bien.',
    notifications: 'Notificaciones',
    notificationsUnread: {
      one: 'Notificaciones, {count} sin leer',
      other: 'Notificaciones, {count} sin leer',
    },
    loadingNotifications: 'Cargando notificaciones…',
    notificationsNotLoaded: 'No se han podido cargar las notificaciones',
    noNotifications: 'Aún no tienes notificaciones',
    markRead: 'Marcar como leída',
    markReadOf: 'Marcar «{title}» como leída',
    markAllRead: 'Marcar todas como leídas',
    markingRead: 'Marcando como leída',
    allNotifications: 'Todas las notificaciones',
    unread: 'Sin leer:',
  },
});

export type ShellKey = MessageKey<typeof messages>;
export type ShellT = Translate<ShellKey>;
