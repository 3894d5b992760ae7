import { hasStatus, useCan, useResource } from '@fairway/shared-ui';
import type { HouseBooking } from '@fairway/shared-api/house-rentals';
import type { HouseholdMembership } from '@fairway/shared-api/property';
import { houseRentalsApi, propertyApi } from '../../../shared/api/clients';

/** The listings a guest may book (the server answers the active ones; inactive ones are left out too). */
export function useBookableListings() {
  return useResource(
    async () => (await houseRentalsApi().withDetails()).filter((l) => l.is_active),
    [],
  );
}

/**
 * The signed-in person's household and what they may do in it, or null when they are in none.
 * Only people who live in a house (property:reside) are asked about; 404 means none.
 */
export function useHousehold(me: number | null) {
  const can = useCan();
  const resides = can('property:reside');
  return useResource<HouseholdMembership | null>(async () => {
    if (me === null || !resides) return null;
    try {
      return await propertyApi().tenants.byUser(me);
    } catch (err) {
      if (hasStatus(err, 404) || hasStatus(err, 403)) return null;
      throw err;
    }
  }, [me, resides]);
}

/** A stay in "My stays": one of mine, or one of my household's. */
export type MyStay = HouseBooking & { mine: boolean };

/**
 * My stays: my bookings and, when my household lets me see them (view_bookings), the household's;
 * each once, the coming ones first (soonest first), then the past ones (latest first).
 */
export function useMyStays(
  me: number | null,
  household: HouseholdMembership | null,
  changes: number,
) {
  const tenantId = household?.permissions.view_bookings ? household.tenant.id : null;
  return useResource<MyStay[]>(async () => {
    if (me === null) return [];
    const api = houseRentalsApi();
    const [mine, theirs] = await Promise.all([
      api.bookingsOfUser(me),
      tenantId !== null ? api.bookingsOfTenant(tenantId) : Promise.resolve([]),
    ]);
    const byId = new Map<number, MyStay>();
    for (const b of theirs) byId.set(b.id, { ...b, mine: b.user_id === me });
    for (const b of mine) byId.set(b.id, { ...b, mine: true });
    return [...byId.values()];
  }, [me, tenantId, changes]);
}

/** Coming and current stays first (soonest first), then past and cancelled ones (latest first). */
export function orderStays(stays: readonly MyStay[], today: string): MyStay[] {
  const ahead = (s: MyStay) => s.status !== 'cancelled' && s.check_out >= today;
  return [...stays].sort((a, b) => {
    const aa = ahead(a);
    const bb = ahead(b);
    if (aa !== bb) return aa ? -1 : 1;
    return aa
      ? a.check_in.localeCompare(b.check_in) || a.id - b.id
      : b.check_in.localeCompare(a.check_in) || b.id - a.id;
  });
}
