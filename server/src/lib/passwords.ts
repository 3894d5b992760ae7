import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fairway/shared-api/contract';
import { COMMON_PASSWORDS } from './common-passwords';

// OWASP password storage cheat sheet floor for Argon2id: m=19 MiB, t=2, p=1.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not-a-real-password-0'));

/**
 * Returns the reason a new password is refused, or null when it is acceptable (the same texts as
 * the contract's newPassword). `minLength` is the club's password_min_length, never below PASSWORD_MIN.
 */
export function passwordProblem(password: string, minLength = PASSWORD_MIN): string | null {
  const min = Math.max(minLength, PASSWORD_MIN);
  if (password.length < min) return `Password must be at least ${min} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    return 'This password is too common; choose another';
  return null;
}
