import { defineMessages, type MessageKey, type Translate } from '@fairway/shared-ui';

/**
 * The member's request screen's own words (issue 12, defect 12), beside mf-courses' catalogue
 * (src/i18n/messages.ts, which has the service names and the form's shared labels).
 */
export const memberServiceMessages = defineMessages({
  en: {
    pageDescription:
      'Ask the staff for help where you are on the course: refreshments, first aid, a cart problem…',
    newRequest: 'New request',
    courseHint: 'From your tee time at {time}.',
    holeFromRound:
      'About hole {hole}, from your tee time at {time}: change it if you are elsewhere.',
    noRoundHint: 'You have no tee time under way: choose the course you are on.',
    myRequests: 'My requests',
    noRequests: 'No requests yet',
    noRequestsMessage: 'Requests you send show here with their state.',
    requestOpen: 'Waiting for the staff',
    requestResolved: 'Done',
    requestWhere: '{course}, hole {hole}',
    requestedAgo: 'Requested {ago}',
    requestsNotLoaded: 'Your requests could not be loaded',
    loadingRequests: 'Loading your requests…',
    loadingRound: 'Looking for your tee time…',
    refresh: 'Refresh',
    requestsCount: { one: '{count} open request', other: '{count} open requests' },
  },
  es: {
    pageDescription:
      'Pida ayuda al personal donde esté en el campo: bebidas, primeros auxilios, un problema con el coche…',
    newRequest: 'Nueva petición',
    courseHint: 'Según su salida de las {time}.',
    holeFromRound: 'Hacia el hoyo {hole}, según su salida de las {time}: cámbielo si está en otro.',
    noRoundHint: 'No tiene ninguna salida en curso: elija el campo en el que está.',
    myRequests: 'Mis peticiones',
    noRequests: 'Aún no hay peticiones',
    noRequestsMessage: 'Las peticiones que envíe aparecen aquí con su estado.',
    requestOpen: 'Esperando al personal',
    requestResolved: 'Atendida',
    requestWhere: '{course}, hoyo {hole}',
    requestedAgo: 'Pedida {ago}',
    requestsNotLoaded: 'No se pudieron cargar sus peticiones',
    loadingRequests: 'Cargando sus peticiones…',
    loadingRound: 'Buscando su salida…',
    refresh: 'Actualizar',
    requestsCount: { one: '{count} petición abierta', other: '{count} peticiones abiertas' },
  },
});

export type MemberServiceKey = MessageKey<typeof memberServiceMessages>;
export type MemberServiceT = Translate<MemberServiceKey>;
