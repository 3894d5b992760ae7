import { subscriptionInput, subscriptionUpdate } from './contract';

// The schemas the server validates with and the screens' forms check against: what a person
// types is trimmed, and what the server would refuse is refused here first.
describe('subscriptions contract', () => {
  test('a name is trimmed and required', () => {
    expect(subscriptionInput.parse({ name: '  Spring  ' })).toEqual({ name: 'Spring' });
    expect(subscriptionInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(subscriptionInput.safeParse({}).success).toBe(false);
  });

  test('unknown fields are refused, and an update must change something', () => {
    expect(subscriptionInput.safeParse({ name: 'Spring', colour: 'red' }).success).toBe(false);
    expect(subscriptionUpdate.safeParse({}).success).toBe(false);
    expect(subscriptionUpdate.parse({ description: null })).toEqual({ description: null });
  });
});
