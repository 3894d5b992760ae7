// Public surface of the users module: accounts and what is known about the club's people.
// Depends on roles (who holds which role) and settings (the club's password rules); auth,
// courses and the tee sheet build on it.
export { userRoutes } from './routes';
export {
  createAccount,
  findAccount,
  recordSignIn,
  setPassword,
  type NewAccount,
  type UserRow,
} from './accounts';
export { assertOutranks } from './access';
export { recordLoginAttempt } from './activity';
export { currentUserOf } from './current-user';
export {
  activeUserIds,
  membersNamed,
  namesAndBirthDates,
  userExists,
  userEmailOf,
  userIdOfProfile,
  userNameOf,
} from './directory';
export { householdAccountOf, setHouseholdOf, type HouseholdAccount } from './household';
export { preferencesOf } from './repository';
