import {
  MAINTENANCE_STATUS_TRANSITIONS,
  maintenanceActivityInput,
  maintenanceInterestInput,
  maintenanceJobInput,
  maintenanceJobUpdate,
  maintenancePaymentInput,
  maintenanceResourceMappingInput,
  maintenanceStatusChange,
} from './contract';

// The schemas the server validates with and the screens' forms check against: what a person
// types is trimmed, and what the server would refuse is refused here first.
describe('maintenance contract', () => {
  test('a job needs a house and a title; priority defaults to normal', () => {
    expect(maintenanceJobInput.parse({ house_id: 3, title: '  Leaking tap ' })).toEqual({
      house_id: 3,
      title: 'Leaking tap',
      priority: 'normal',
    });
    expect(
      maintenanceJobInput.safeParse({ house_id: 3, title: '  ' }).error?.issues[0]?.message,
    ).toBe('title is required');
    expect(maintenanceJobInput.safeParse({ title: 'x' }).success).toBe(false);
    expect(maintenanceJobInput.safeParse({ house_id: 3, title: 'x', colour: 'red' }).success).toBe(
      false,
    );
    expect(
      maintenanceJobInput.safeParse({ house_id: 3, title: 'x', estimated_cost: -1 }).success,
    ).toBe(false);
  });

  test('an update must change something and carries no defaults', () => {
    expect(maintenanceJobUpdate.safeParse({}).success).toBe(false);
    expect(maintenanceJobUpdate.parse({ cost: 1200 })).toEqual({ cost: 1200 });
  });

  test('statuses are 1–6 and the final ones go nowhere', () => {
    expect(maintenanceStatusChange.safeParse({ status_id: 7 }).success).toBe(false);
    expect(maintenanceStatusChange.parse({ status_id: 2 })).toEqual({ status_id: 2 });
    expect(MAINTENANCE_STATUS_TRANSITIONS[5]).toEqual([]);
    expect(MAINTENANCE_STATUS_TRANSITIONS[6]).toEqual([]);
    expect(MAINTENANCE_STATUS_TRANSITIONS[3]).toContain(5);
  });

  test('a payment is a positive amount with a known method', () => {
    expect(maintenancePaymentInput.safeParse({ amount: 0, method: 'cash' }).success).toBe(false);
    expect(maintenancePaymentInput.safeParse({ amount: 10, method: 'cheque' }).success).toBe(false);
    expect(maintenancePaymentInput.parse({ amount: 10, method: 'card' })).toEqual({
      amount: 10,
      method: 'card',
    });
  });

  test('a resource mapping holds at most 50 known rows', () => {
    const row = { resource_type: 'staff', name: 'Gardener', quantity: 2 };
    expect(maintenanceResourceMappingInput.parse({ resource_mapping: [row] })).toEqual({
      resource_mapping: [row],
    });
    expect(
      maintenanceResourceMappingInput.safeParse({ resource_mapping: Array(51).fill(row) }).success,
    ).toBe(false);
    expect(
      maintenanceResourceMappingInput.safeParse({
        resource_mapping: [{ ...row, resource_type: 'robot' }],
      }).success,
    ).toBe(false);
    expect(maintenanceActivityInput.parse({ name: 'Pool care' }).frequency).toBe('once');
  });

  test("an interest accepts the spec client's created_at", () => {
    expect(
      maintenanceInterestInput.parse({
        maintenance_activity_id: 1,
        tenant_id: 2,
        status: 'pending',
        created_at: '2026-01-01T00:00:00Z',
      }).maintenance_activity_id,
    ).toBe(1);
    expect(
      maintenanceInterestInput.safeParse({ maintenance_activity_id: 1, status: 'maybe' }).success,
    ).toBe(false);
  });
});
