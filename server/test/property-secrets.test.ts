/**
 * The installation's secrets key and the sealing of stored secrets (server/src/lib/secrets.ts):
 * AES-256-GCM, a fresh iv each time, altered or foreign text refused; SECRETS_KEY or a key file
 * made once (mode 0600) and read again on the next start.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, testConfig } from '../src/config';
import { SecretsKeyError, createSealer, secretHint, sealerFor } from '../src/lib/secrets';

const KEY = 'sensor-key-0123456789abcdef';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fairway-secrets-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('sealing: opens to the text, differs every time, refuses altered or foreign text', () => {
  const sealer = createSealer(randomBytes(32));
  const a = sealer.seal(KEY);
  const b = sealer.seal(KEY);
  expect(a).not.toBe(b);
  expect(a).not.toContain(KEY);
  expect(sealer.open(a)).toBe(KEY);
  expect(sealer.open(b)).toBe(KEY);
  const flipped = a.slice(0, -2) + (a.endsWith('A') ? 'B' : 'A') + a.slice(-1);
  expect(() => sealer.open(flipped)).toThrow();
  expect(() => createSealer(randomBytes(32)).open(a)).toThrow();
  expect(() => sealer.open('plain text')).toThrow();
});

test('the hint shows the last 4 characters of a long secret, none of a short one', () => {
  expect(secretHint(KEY)).toBe('••••cdef');
  expect(secretHint('short')).toBe('••••');
});

test('SECRETS_KEY must be 64 hexadecimal characters', () => {
  expect(() => loadConfig({ SECRETS_KEY: 'abc' } as NodeJS.ProcessEnv)).toThrow(ConfigError);
  const hex = randomBytes(32).toString('hex').toUpperCase();
  const config = loadConfig({ SECRETS_KEY: hex } as NodeJS.ProcessEnv);
  expect(config.secrets).toEqual({ key: hex.toLowerCase(), keyFile: null });
  // The same key seals and opens across two starts.
  const sealed = sealerFor(config.secrets).seal(KEY);
  expect(sealerFor({ key: hex, keyFile: null }).open(sealed)).toBe(KEY);
});

test('without SECRETS_KEY the key is kept in the data folder, made once with mode 0600', () => {
  const dataDir = join(dir, 'data');
  const config = loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  expect(config.secrets).toEqual({ key: null, keyFile: join(dataDir, 'secrets.key') });
  const sealed = sealerFor(config.secrets).seal(KEY);
  const file = join(dataDir, 'secrets.key');
  expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  // The next start (a new configuration) reads the same key.
  const again = loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  expect(sealerFor(again.secrets).open(sealed)).toBe(KEY);
});

test('a key file that holds no key stops the start with a sentence', () => {
  const file = join(dir, 'broken.key');
  writeFileSync(file, 'not a key\n');
  expect(() => sealerFor({ key: null, keyFile: file })).toThrow(SecretsKeyError);
  expect(() => sealerFor({ key: null, keyFile: file })).toThrow(/does not hold a secrets key/);
});

test('every test app gets a key of its own', () => {
  const a = testConfig().secrets;
  const b = testConfig().secrets;
  expect(a.key).toMatch(/^[0-9a-f]{64}$/);
  expect(a.key).not.toBe(b.key);
  expect(a.keyFile).toBeNull();
});
