import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { likePattern } from './repository';
import { profiles, users } from './tables';

// What other modules may know about the club's people: ids, names and whether they are active.

/**
 * The user's display name ("First Last", else the e-mail) as an SQL expression, for a module that
 * shows who did something inside one of its own statements. NULL when there is no such user.
 */
export const userNameOf = (userId: SQL): SQL<string> =>
  sql<string>`(SELECT coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email)
    FROM users u WHERE u.id = ${userId})`;

/** The user's e-mail as an SQL expression for a module's own statement; NULL for no such user. */
export const userEmailOf = (userId: SQL): SQL<string | null> =>
  sql<string | null>`(SELECT u.email FROM users u WHERE u.id = ${userId})`;

/** Whether the user is an account of the caller's club (the scope hides every other). */
/** Name and date of birth (YYYY-MM-DD or null) of each of `ids` in the caller's club, in one statement. */
export async function namesAndBirthDates(
  tx: Tx,
  ids: readonly number[],
): Promise<{ id: number; name: string | null; date_of_birth: string | null }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: users.id,
      name: userNameOf(sql`${users.id}`),
      date_of_birth: sql<string | null>`${profiles.date_of_birth}::text`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(inArray(users.id, [...ids]));
}

export async function userExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/**
 * The account behind a member id. Until the members domain lands a member id is the id of the
 * member's profile; null when the club has no such profile.
 */
export async function userIdOfProfile(tx: Tx, profileId: number): Promise<number | null> {
  const [row] = await tx
    .select({ user_id: profiles.user_id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.user_id ?? null;
}

/** The active users of the caller's club among `ids`. */
export async function activeUserIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/**
 * Active users of the club, other than `exceptUserId`, whose first name, last name or
 * "first last" contains `q` (case-insensitive): ids and names only (never e-mail), by name, at
 * most `limit`.
 */
export async function membersNamed(
  tx: Tx,
  q: string,
  exceptUserId: number,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const pattern = likePattern(q);
  return tx
    .select({
      id: users.id,
      name: sql<string>`btrim(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.id, exceptUserId),
        or(
          sql`${users.first_name} ILIKE ${pattern}`,
          sql`${users.last_name} ILIKE ${pattern}`,
          sql`(${users.first_name} || ' ' || ${users.last_name}) ILIKE ${pattern}`,
        ),
      ),
    )
    .orderBy(sql`lower(${users.first_name})`, sql`lower(${users.last_name})`, asc(users.id))
    .limit(limit);
}

/** Words of a search text, lower-cased, with LIKE's wildcards escaped (at most 5 words). */
const searchWords = (q: string): string[] =>
  q
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w.length > 0)
    .slice(0, 5)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));

/**
 * Staff finding the person to book for: active users of the club where every word of `q` starts
 * a word of "first last" (hyphens and apostrophes split words), or `q` starts the e-mail or the
 * member number. First-name prefix first, then last-name prefix, then the rest, each by name.
 * With e-mail, phone and member number to tell namesakes apart.
 */
export async function staffMemberSearch(
  tx: Tx,
  q: string,
  limit: number,
): Promise<
  { id: number; name: string; email: string; phone: string | null; member_number: string | null }[]
> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  const spaced = sql`(' ' || translate(lower(${users.first_name} || ' ' || ${users.last_name}), '-''', '  '))`;
  const nameMatches = and(...words.map((w) => sql`${spaced} LIKE ${`% ${w}%`}`))!;
  const whole = words.join(' ');
  const first = words[0]!;
  const rank = sql<number>`CASE
    WHEN lower(${users.first_name}) LIKE ${`${first}%`} THEN 0
    WHEN lower(${users.last_name}) LIKE ${`${first}%`} THEN 1
    ELSE 2 END`;
  return tx
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(btrim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`,
      email: users.email,
      phone: users.phone,
      member_number: users.member_number,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(
          nameMatches,
          sql`lower(${users.email}) LIKE ${`${whole}%`}`,
          sql`lower(${users.member_number}) LIKE ${`${whole}%`}`,
        ),
      ),
    )
    .orderBy(rank, sql`lower(${users.first_name})`, sql`lower(${users.last_name})`, asc(users.id))
    .limit(limit);
}
