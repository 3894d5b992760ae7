import {
  subscriptionBalanceInput,
  subscriptionBalanceUpdate,
  subscriptionInput,
  subscriptionTypeInput,
  subscriptionUpdate,
} from './contract';

// The schemas the server validates with and the screens' forms check against.
describe('subscriptions contract', () => {
  test('a type name is trimmed and required', () => {
    expect(subscriptionTypeInput.parse({ name: '  Gym  ' })).toEqual({ name: 'Gym' });
    expect(subscriptionTypeInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'name is required',
    );
  });

  test('a subscription gets its defaults, refuses unknown fields and bad amounts', () => {
    expect(subscriptionInput.parse({ subscription_type_id: 1, name: 'Gym', amount: 2500 })).toEqual(
      {
        subscription_type_id: 1,
        name: 'Gym',
        amount: 2500,
        billing_period: 'monthly',
        audience: 'member',
        is_mandatory: false,
        is_active: true,
      },
    );
    expect(
      subscriptionInput.safeParse({ subscription_type_id: 1, name: 'Gym', amount: 12.5 }).success,
    ).toBe(false);
    expect(
      subscriptionInput.safeParse({ subscription_type_id: 1, name: 'Gym', amount: 1, x: 1 })
        .success,
    ).toBe(false);
    expect(subscriptionUpdate.safeParse({}).success).toBe(false);
    // An update carries no defaults: a field not sent is never reset.
    expect(subscriptionUpdate.parse({ amount: 100 })).toEqual({ amount: 100 });
  });

  test('a balance period ends on or after its start; an update must change something', () => {
    const base = {
      user_id: 1,
      subscription_id: 2,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      due_date: '2026-02-15',
    };
    expect(subscriptionBalanceInput.safeParse(base).success).toBe(true);
    expect(
      subscriptionBalanceInput.safeParse({ ...base, period_end: '2025-12-31' }).error?.issues[0]
        ?.message,
    ).toBe('period_end cannot be before period_start');
    expect(subscriptionBalanceUpdate.safeParse({}).success).toBe(false);
    expect(
      subscriptionBalanceUpdate.safeParse({ payment: { amount: 0, method: 'cash' } }).success,
    ).toBe(false);
    expect(
      subscriptionBalanceUpdate.safeParse({ payment: { amount: 100, method: 'cheque' } }).success,
    ).toBe(false);
  });
});
