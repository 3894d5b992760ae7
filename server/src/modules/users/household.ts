import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { userNameOf } from './directory';
import { users } from './tables';

// users.tenant_id is written here only: the property module makes and ends households
// (docs/property.md, "People and permissions") and may not touch this module's tables.

/** What the property module needs to know of an account before it joins or leaves a household. */
export type HouseholdAccount = {
  id: number;
  /** "First Last", else the e-mail. */
  name: string;
  email: string;
  status: 'active' | 'inactive' | 'suspended' | 'pending';
  tenant_id: number | null;
};

/** The account in the caller's club, or null. */
export async function householdAccountOf(tx: Tx, userId: number): Promise<HouseholdAccount | null> {
  const [row] = await tx
    .select({
      id: users.id,
      name: userNameOf(sql`${users.id}`),
      email: users.email,
      status: users.status,
      tenant_id: users.tenant_id,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Sets (or, with null, clears) the household an account belongs to. */
export async function setHouseholdOf(
  tx: Tx,
  userId: number,
  tenantId: number | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ tenant_id: tenantId, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
