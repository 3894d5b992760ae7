import { houseRentalInput, houseRentalUpdate } from './contract';

// The schemas the server validates with and the screens' forms check against: what a person
// types is trimmed, and what the server would refuse is refused here first.
describe('house rentals contract', () => {
  test('a name is trimmed and required', () => {
    expect(houseRentalInput.parse({ name: '  Spring  ' })).toEqual({ name: 'Spring' });
    expect(houseRentalInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(houseRentalInput.safeParse({}).success).toBe(false);
  });

  test('unknown fields are refused, and an update must change something', () => {
    expect(houseRentalInput.safeParse({ name: 'Spring', colour: 'red' }).success).toBe(false);
    expect(houseRentalUpdate.safeParse({}).success).toBe(false);
    expect(houseRentalUpdate.parse({ description: null })).toEqual({ description: null });
  });
});
