export { createAccount, type NewAccount, type UserRow } from './accounts';
export {
  users,
  loginHistory,
  userActivity,
  profiles,
  golfPreferences,
  userPreferences,
} from './tables';
export { userRoutes } from './routes';
