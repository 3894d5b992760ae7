import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppConfig } from '../config';

/**
 * Secrets the club stores for a third party (a house's temperature sensor key): sealed with
 * AES-256-GCM under the installation's key before they reach the database, opened only where the
 * server itself calls that third party, and never answered or logged.
 *
 * The key is SECRETS_KEY (64 hex characters). Without it the server keeps one in
 * $DATA_DIR/secrets.key, written (mode 0600) on the first start; several processes serving one
 * club need the same key, so they set SECRETS_KEY. Tests get a random key per app (testConfig).
 *
 * Sealed text: `v1.` + base64url(iv ‖ tag ‖ ciphertext), a fresh 12-byte iv each time.
 */

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_SHAPE = /^[0-9a-f]{64}$/;

export type Sealer = {
  /** The sealed text of `plain`, different every time. */
  seal(plain: string): string;
  /** The plain text; throws when the text was not sealed under this key or was altered. */
  open(sealed: string): string;
};

export class SecretsKeyError extends Error {}

/** A sealer for a 32-byte key. */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new SecretsKeyError('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed secret');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The key in `file`, written there first (0600) when the file does not exist yet. */
function keyFromFile(file: string): string {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const text = readFileSync(file, 'utf8').trim().toLowerCase();
  if (!KEY_SHAPE.test(text))
    throw new SecretsKeyError(
      `${file} does not hold a secrets key (64 hexadecimal characters); restore it, or set SECRETS_KEY`,
    );
  return text;
}

const sealers = new WeakMap<AppConfig['secrets'], Sealer>();

/**
 * The installation's sealer, resolved once per configuration: SECRETS_KEY, else the key file
 * (created on first use, which is the app's start: the property module asks when it registers).
 */
export function sealerFor(secrets: AppConfig['secrets']): Sealer {
  const known = sealers.get(secrets);
  if (known) return known;
  let hex: string;
  if (secrets.key !== null) hex = secrets.key.toLowerCase();
  else if (secrets.keyFile !== null) hex = keyFromFile(secrets.keyFile);
  else throw new SecretsKeyError('No secrets key: set SECRETS_KEY');
  if (!KEY_SHAPE.test(hex))
    throw new SecretsKeyError('SECRETS_KEY must be 64 hexadecimal characters');
  const sealer = createSealer(Buffer.from(hex, 'hex'));
  sealers.set(secrets, sealer);
  return sealer;
}

/** Below this length a hint shows no character of the secret (4 of 8 would give half away). */
export const HINT_MIN_LENGTH = 12;

/** What an answer may show of a secret: "••••" and its last 4 characters (none of a short one). */
export function secretHint(plain: string): string {
  const chars = [...plain];
  return chars.length < HINT_MIN_LENGTH ? '••••' : `••••${chars.slice(-4).join('')}`;
}
