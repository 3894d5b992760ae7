import { notificationInput, notificationListQuery, NOTIFICATION_TYPES } from './contract';

// The schemas the server validates with and the bell checks against.
describe('notifications contract', () => {
  const valid = { notification_type_id: NOTIFICATION_TYPES.general, user_id: 4, title: ' Hi ' };

  test('a title is trimmed and required; body, link and data are optional', () => {
    expect(notificationInput.parse(valid)).toEqual({ ...valid, title: 'Hi', body: '' });
    expect(notificationInput.safeParse({ ...valid, title: '  ' }).error?.issues[0]?.message).toBe(
      'title is required',
    );
    expect(notificationInput.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
  });

  test('only known types, portal paths and small flat data are accepted', () => {
    expect(notificationInput.safeParse({ ...valid, notification_type_id: 42 }).success).toBe(false);
    expect(notificationInput.safeParse({ ...valid, notification_type_id: 8 }).success).toBe(true);
    for (const link of ['https://evil.example', '//evil.example', '/\\evil', 'tee-times', '/a b'])
      expect(notificationInput.safeParse({ ...valid, link }).success).toBe(false);
    expect(notificationInput.parse({ ...valid, link: '/tee-times/bookings' }).link).toBe(
      '/tee-times/bookings',
    );
    expect(notificationInput.safeParse({ ...valid, data: { nested: { a: 1 } } }).success).toBe(
      false,
    );
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect(notificationInput.safeParse({ ...valid, data: many }).success).toBe(false);
  });

  test('the list is bounded: 20 by default, at most 100', () => {
    expect(notificationListQuery.parse({})).toEqual({ limit: 20 });
    expect(notificationListQuery.parse({ limit: '5', before: '9' })).toEqual({
      limit: 5,
      before: 9,
    });
    expect(notificationListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(notificationListQuery.safeParse({ before: '0' }).success).toBe(false);
  });
});
