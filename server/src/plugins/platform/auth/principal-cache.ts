import type { Principal } from './principal';
import type { SessionTimes } from './sessions';

/** How long a resolved session may be used without asking the database again. */
export const PRINCIPAL_TTL_MS = 5_000;
/** Sessions kept at most; the oldest goes first. */
export const PRINCIPAL_CACHE_MAX = 10_000;

export type CachedSession = { principal: Principal; times: SessionTimes };

type Entry = CachedSession & { until: number };

/**
 * Sessions resolved in the last few seconds, by access-token hash, so that a burst of calls from
 * one browser asks the database once. What can end a session or change what it may do (logout,
 * revocation, rotation, suspension, a role or permission change, new session limits) is announced
 * by the database as 's<session id>', 'u<user id>' or 'o<organization id>' when it commits; this
 * process hears its own announcements before the COMMIT returns and other processes' a moment
 * later, and drops the matching entries. The TTL bounds what a lost announcement could cost.
 *
 * A lookup that was under way when an announcement arrived is used for its own request but not
 * kept: `generation` moves on with every announcement.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly bySession = new Map<string, string>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = PRINCIPAL_TTL_MS,
    private readonly max = PRINCIPAL_CACHE_MAX,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The live entry for the hash, or undefined. */
  get(hash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.until > now) return entry;
    this.delete(hash);
    return undefined;
  }

  /**
   * Resolves the hash with `load` once for concurrent callers, keeping what `load` answers with
   * `keep` (a session it may serve) unless an announcement arrived meanwhile.
   */
  async resolve<T>(
    hash: string,
    load: () => Promise<T>,
    keep: (result: T) => CachedSession | null,
  ): Promise<T> {
    const running = this.pending.get(hash) as Promise<T> | undefined;
    if (running) return running;
    const generation = this.generation;
    const lookup = load().then((result) => {
      const kept = keep(result);
      if (kept && generation === this.generation) this.set(hash, kept);
      return result;
    });
    this.pending.set(hash, lookup);
    try {
      return await lookup;
    } finally {
      if (this.pending.get(hash) === lookup) this.pending.delete(hash);
    }
  }

  delete(hash: string): void {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    if (entry.principal.sessionId) this.bySession.delete(entry.principal.sessionId);
  }

  /** An announcement: 's<session id>', 'u<user id>', 'o<organization id>', anything else all. */
  invalidate(key: string): void {
    this.generation++;
    this.pending.clear();
    const kind = key[0];
    const id = key.slice(1);
    if (kind === 's') {
      const hash = this.bySession.get(id);
      if (hash) this.delete(hash);
      return;
    }
    const field = kind === 'u' ? 'userId' : kind === 'o' ? 'organizationId' : null;
    if (field === null || id === '') return this.clear();
    for (const [hash, entry] of this.entries)
      if (String(entry.principal[field]) === id) this.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.pending.clear();
    this.entries.clear();
    this.bySession.clear();
  }

  private set(hash: string, session: CachedSession): void {
    this.delete(hash);
    while (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(hash, { ...session, until: Date.now() + this.ttlMs });
    if (session.principal.sessionId) this.bySession.set(session.principal.sessionId, hash);
  }
}
