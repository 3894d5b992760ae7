import { createRolesClient } from '../domains/roles';
import { ApiError } from '../http/errors';
import { getHttp } from '../http/instance';
import type { Http } from '../http/types';
import { apiError, json, startApiServer, type ApiServer } from './apiServer';
import { contractCall } from './contract';

const STAFF_ROLE = {
  id: 2,
  name: 'staff',
  description: null,
  permissions: ['self:use', 'users:read'],
  is_system: true,
  created_at: '2025-01-01T00:00:00.000Z',
};

let api: ApiServer;
let http: Http;
beforeAll(async () => {
  api = await startApiServer();
  http = getHttp();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

/** The error a call ends with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: unknown) => err as ApiError,
  );

describe('answers checked against the contract', () => {
  it('sends an answer the contract allows as it is', async () => {
    api.on('GET', '/api/settings/users/roles', json([{ ...STAFF_ROLE, user_count: 3 }]));
    await expect(createRolesClient(http).list()).resolves.toEqual([
      { ...STAFF_ROLE, user_count: 3 },
    ]);
    api.on('DELETE', '/api/settings/courses/:id', { status: 204 });
    await expect(http.delete('settings/courses/4')).resolves.toBeUndefined();
    api.on('PUT', '/api/settings/users/roles/:id', apiError(409, 'conflict', 'Taken'));
    await expect(failure(createRolesClient(http).update(2, { name: 'x' }))).resolves.toMatchObject({
      status: 409,
      message: 'Taken',
    });
    // The portal's files have no contract.
    api.on('GET', '/remotes.json', json({ remotes: [] }));
    await expect((await fetch(`${api.url}/remotes.json`)).json()).resolves.toEqual({ remotes: [] });
    expect(api.takeProblems()).toEqual([]);
  });

  it('answers a drifted fixture with a 500 naming the call and the field, and reports it', async () => {
    // user_count is missing: the list's schema is roleWithUsage, not role.
    api.on('GET', '/api/settings/users/roles', json([STAFF_ROLE]));
    const err = await failure(createRolesClient(http).list());
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(500);
    expect(err.code).toBe('contract_drift');
    expect(err.message).toContain(
      'GET /api/settings/users/roles answered 200 with a body the contract refuses',
    );
    expect(err.message).toMatch(/expected number, received undefined\s+→ at \[0\]\.user_count/);
    expect(api.takeProblems()).toEqual([err.message]);
  });

  it('names the declared call a request path matched', async () => {
    api.on('PUT', '/api/settings/users/roles/:id', json({ ...STAFF_ROLE, is_system: 'yes' }));
    const err = await failure(createRolesClient(http).update(2, { description: 'Desk' }));
    expect(err.message).toContain(
      'PUT /api/settings/users/roles/2 (PUT /api/settings/users/roles/:id) answered 200',
    );
    expect(err.message).toContain('→ at is_system');
    api.takeProblems();
  });

  it('refuses a success status the call does not give, a body on a 204 and an error of another shape', async () => {
    api.on('POST', '/api/settings/courses', json({ id: 1 }));
    api.on('DELETE', '/api/settings/courses/:id', json({ deleted: true }, 204));
    api.on('GET', '/api/settings/courses/:id', json({ reason: 'gone' }, 404));
    await failure(http.post('settings/courses', { name: 'North' }));
    await failure(http.delete('settings/courses/3'));
    await failure(http.get('settings/courses/3'));
    expect(api.takeProblems()).toEqual([
      'POST /api/settings/courses answered 200; the contract answers 201 on success',
      'DELETE /api/settings/courses/3 (DELETE /api/settings/courses/:id) answered 204 with a body; the contract sends none',
      expect.stringMatching(
        /^GET \/api\/settings\/courses\/3 \(GET \/api\/settings\/courses\/:id\) answered 404 with a body the contract refuses:\n.*→ at error/s,
      ),
    ]);
  });

  it('refuses a fixture for a call the contract does not have', async () => {
    api.on('GET', '/api/settings/weather', json([]));
    const err = await failure(http.get('settings/weather'));
    expect(err.message).toContain('GET /api/settings/weather is not a call of the contract');
    api.takeProblems();
  });

  it('close() rejects while problems are left unreported', async () => {
    const other = await startApiServer();
    other.on('GET', '/api/settings/users/roles', json([STAFF_ROLE]));
    await failure(createRolesClient(getHttp()).list());
    await expect(other.close()).rejects.toThrow(
      /loopback API answered against the contract:\n\nGET \/api\/settings\/users\/roles answered 200/,
    );
  });
});

describe('which call a request path is', () => {
  it('prefers a fixed segment to a parameter, as the server does', () => {
    expect(contractCall('GET', '/api/settings/users/search')?.call).toBe(
      'GET /api/settings/users/search',
    );
    expect(contractCall('GET', '/api/settings/users/17')?.call).toBe('GET /api/settings/users/:id');
    expect(contractCall('GET', '/api/settings/tee-times/sheet/3')?.call).toBe(
      'GET /api/settings/tee-times/sheet/:courseId',
    );
    expect(contractCall('POST', '/api/settings/course/reset')?.call).toBe(
      'POST /api/settings/:section/reset',
    );
    expect(contractCall('GET', '/api/settings/users/')).toBeNull();
    expect(contractCall('PATCH', '/api/settings/users/17')).toBeNull();
  });
});
