// The shared-api clients run against the real server through this Http: paths, query strings,
// headers and bodies go through Fastify's inject with the agent's cookies and CSRF token. Every
// answer is also checked against the table the front-end tests' loopback API uses
// (shared-api/src/testing/contract.ts): a client calling a path no route serves, or a table that
// says otherwise than the server, fails the test.
import { ApiError } from '../../shared-api/src/http/errors';
import type { Http, RequestOptions, UploadOptions } from '../../shared-api/src/http/types';
import { contractProblem } from '../../shared-api/src/testing/contract';
import type { Agent } from './helpers';

export function httpOver(agent: Agent): Http {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(options.searchParams ?? {}))
      if (Array.isArray(v)) for (const item of v) query.append(k, String(item));
      else if (v !== undefined && v !== null && v !== '') query.append(k, String(v));
    const res = await agent.request({
      method,
      url: `/api/${path}${query.size ? `?${query}` : ''}`,
      headers: options.headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const data = res.body ? res.json() : undefined;
    const problem = contractProblem(method, `/api/${path}`, res.statusCode, data);
    if (problem) throw new Error(`The server's answer and the contract table disagree: ${problem}`);
    if (res.statusCode >= 400)
      throw new ApiError(data.message, res.statusCode, data.error, data.details ?? []);
    return { data, total: Number(res.headers['x-total-count'] ?? 0) };
  }
  return {
    get: async (path, o) => (await call('GET', path, undefined, o)).data,
    post: async (path, b, o) => (await call('POST', path, b, o)).data,
    put: async (path, b, o) => (await call('PUT', path, b, o)).data,
    patch: async (path, b, o) => (await call('PATCH', path, b, o)).data,
    delete: async (path, o) => (await call('DELETE', path, undefined, o)).data,
    getPage: async (path, o) => {
      const r = await call('GET', path, undefined, o);
      return { items: r.data, total: r.total };
    },
    // The multipart body as a browser would send it (fetch's own encoder), in one piece; progress
    // is reported once, at the end.
    upload: async (path, form, o: UploadOptions = {}) => {
      const encoded = new Response(form);
      const payload = Buffer.from(await encoded.arrayBuffer());
      const headers = { ...o.headers, 'content-type': encoded.headers.get('content-type')! };
      const data = (await call(o.method ?? 'POST', path, payload, { ...o, headers })).data;
      o.onProgress?.({ loaded: payload.length, total: payload.length });
      return data;
    },
  };
}
