// The notifications client against the real routes: the bell's calls reach the calls they mean,
// answer what the contract table says, and a refusal reads as what the person was doing.
import { NOTIFICATION_TYPES } from '@fairway/shared-api/contract';
import { createNotificationsClient } from '../../shared-api/src/domains/notifications/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { httpOver } from './client-http';
import { createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember } from './tee-sheet-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('staff send, the member lists, counts, pages and reads through the client', async () => {
  const admin = await signIn(t.app);
  const orgId = (await admin.get('/api/user/current')).json().organization_id;
  const [member, other] = await createMembers(t.app, orgId, 'bell', 2);
  const [staffer] = await createMembers(t.app, orgId, 'desk', 1, ['staff']);
  const staff = createNotificationsClient(httpOver(await signInMember(t.app, staffer!)));
  const mine = createNotificationsClient(httpOver(await signInMember(t.app, member!)));

  for (const title of ['Frost delay', 'Greens open', 'Comp results'])
    await staff.create({
      notification_type_id: NOTIFICATION_TYPES.club_news,
      user_id: member!.id,
      title,
    });
  expect(await mine.unreadCount(member!.id)).toEqual({ unread_count: 3 });

  const first = await mine.list(member!.id, { limit: 2 });
  expect(first.map((n) => n.title)).toEqual(['Comp results', 'Greens open']);
  const older = await mine.list(member!.id, { limit: 2, before: first[1]!.id });
  expect(older.map((n) => n.title)).toEqual(['Frost delay']);

  expect((await mine.markRead(first[0]!.id)).read_at).not.toBeNull();
  expect(await mine.unreadCount(member!.id)).toEqual({ unread_count: 2 });
  expect(await mine.markAllRead(member!.id)).toEqual({ updated: 2, unread_count: 0 });

  const refused = await mine.list(other!.id).then(
    () => null,
    (e: unknown) => e,
  );
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(403);
  expect((refused as ApiError).message).toBe('Failed to fetch notifications');
  expect((refused as ApiError).details[0]).toBe("You cannot see another person's notifications");
  const notMine = await mine
    .create({ notification_type_id: 1, user_id: other!.id, title: 'x' })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect((notMine as ApiError).status).toBe(403);
  expect((notMine as ApiError).message).toBe('Failed to create notification');
});
