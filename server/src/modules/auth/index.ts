// Public surface of the auth module: sign-in, sessions, password links, invitations and API
// tokens. It builds on users, roles, settings and organizations; nothing depends on it.
export { authRoutes } from './routes';
export { createInvitation, type NewInvitation } from './invitations';
