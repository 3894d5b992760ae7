import { houseMaintenanceItemInput, houseMaintenanceItemUpdate } from './contract';

// The schemas the server validates with and the screens' forms check against: what a person
// types is trimmed, and what the server would refuse is refused here first.
describe('maintenance contract', () => {
  test('a name is trimmed and required', () => {
    expect(houseMaintenanceItemInput.parse({ name: '  Spring  ' })).toEqual({ name: 'Spring' });
    expect(houseMaintenanceItemInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(houseMaintenanceItemInput.safeParse({}).success).toBe(false);
  });

  test('unknown fields are refused, and an update must change something', () => {
    expect(houseMaintenanceItemInput.safeParse({ name: 'Spring', colour: 'red' }).success).toBe(
      false,
    );
    expect(houseMaintenanceItemUpdate.safeParse({}).success).toBe(false);
    expect(houseMaintenanceItemUpdate.parse({ description: null })).toEqual({ description: null });
  });
});
