import {
  configureLive,
  createLiveClient,
  onLiveReconnect,
  subscribeLive,
  type LiveClient,
} from '../src';
import { FakeEventSource } from '../src/testing/live';

const latest = () => FakeEventSource.made[FakeEventSource.made.length - 1]!;

let client: LiveClient;
let sessionChecks: number;

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
  sessionChecks = 0;
  client = createLiveClient({
    createEventSource: (url) => new FakeEventSource(url),
    ensureSession: async () => void sessionChecks++,
  });
});
afterEach(() => {
  client.close();
  jest.useRealTimers();
});

test('one stream opens with the first subscription and closes with the last', () => {
  expect(FakeEventSource.made).toHaveLength(0);
  const stopA = client.subscribe('tee-sheet.changed', () => undefined);
  const stopB = client.subscribe('notification.created', () => undefined);
  expect(FakeEventSource.made).toHaveLength(1);
  expect(latest().url).toBe('/api/live');
  stopA();
  expect(latest().closed).toBe(false);
  stopB();
  expect(latest().closed).toBe(true);
  client.subscribe('tee-sheet.changed', () => undefined);
  expect(FakeEventSource.made).toHaveLength(2);
});

test('events reach the handlers of their type, their data checked; invalid data is dropped', () => {
  const changes: unknown[] = [];
  const notes: unknown[] = [];
  client.subscribe('tee-sheet.changed', (data) => changes.push(data));
  client.subscribe('notification.created', (data) => notes.push(data));
  const es = latest();
  es.open();
  es.emit('tee-sheet.changed', JSON.stringify({ course_id: 4, date: '2026-06-11' }));
  es.emit('tee-sheet.changed', JSON.stringify({ course_id: 'four', date: '2026-06-11' }));
  es.emit('tee-sheet.changed', '{not json');
  es.emit('notification.created', JSON.stringify({ id: 9, unread_count: 2 }));
  expect(changes).toEqual([{ course_id: 4, date: '2026-06-11' }]);
  expect(notes).toEqual([{ id: 9, unread_count: 2 }]);
});

test('an unsubscribed handler hears nothing more; a throwing handler does not stop the others', () => {
  const heard: number[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  client.subscribe('notifications.read', () => {
    throw new Error('broken screen');
  });
  const stop = client.subscribe('notifications.read', (d) => heard.push(d.unread_count));
  latest().emit('notifications.read', JSON.stringify({ unread_count: 1 }));
  stop();
  latest().emit('notifications.read', JSON.stringify({ unread_count: 0 }));
  expect(heard).toEqual([1]);
  expect(error).toHaveBeenCalledTimes(2);
  error.mockRestore();
});

test('after the browser reconnects by itself, the reconnect handlers run (not on the first open)', () => {
  let refetches = 0;
  client.onReconnect(() => refetches++);
  client.subscribe('tee-sheet.changed', () => undefined);
  const es = latest();
  es.open();
  expect(refetches).toBe(0);
  es.fail(false);
  es.open();
  expect(refetches).toBe(1);
  expect(FakeEventSource.made).toHaveLength(1);
});

test('a stream the browser gave up on is opened again with growing waits, after the session check', async () => {
  let refetches = 0;
  client.onReconnect(() => refetches++);
  const heard: unknown[] = [];
  client.subscribe('files.changed', (d) => heard.push(d));
  latest().open();

  latest().fail(true);
  expect(latest().closed).toBe(true);
  await jest.advanceTimersByTimeAsync(1000);
  expect(FakeEventSource.made).toHaveLength(2);
  expect(sessionChecks).toBe(1);

  // Refused again: the next wait is longer (up to 2 s, where the first was up to 1 s).
  latest().fail(true);
  await jest.advanceTimersByTimeAsync(999);
  expect(FakeEventSource.made).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(1001);
  expect(FakeEventSource.made).toHaveLength(3);

  latest().open();
  expect(refetches).toBe(1);
  latest().emit('files.changed', JSON.stringify({ file_id: null }));
  expect(heard).toEqual([{ file_id: null }]);
});

test('unsubscribing while a reopen waits cancels it', async () => {
  const stop = client.subscribe('tee-sheet.changed', () => undefined);
  latest().fail(true);
  stop();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(FakeEventSource.made).toHaveLength(1);
});

test('subscribeLive and onLiveReconnect share one stream per page', () => {
  configureLive({ createEventSource: (url) => new FakeEventSource(url) });
  let refetched = 0;
  const stopReconnect = onLiveReconnect(() => refetched++);
  const a: unknown[] = [];
  const b: unknown[] = [];
  const stopA = subscribeLive('notifications.read', (d) => a.push(d));
  const stopB = subscribeLive('notifications.read', (d) => b.push(d));
  expect(FakeEventSource.made).toHaveLength(1);
  const es = latest();
  es.open();
  es.emit('notifications.read', JSON.stringify({ unread_count: 5 }));
  expect(a).toEqual([{ unread_count: 5 }]);
  expect(b).toEqual([{ unread_count: 5 }]);
  es.fail(false);
  es.open();
  expect(refetched).toBe(1);
  stopA();
  stopB();
  stopReconnect();
  expect(es.closed).toBe(true);
  configureLive();
});
