import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The parts of jsdom these tests use (shared-api has no @types/jsdom). */
type CookieJar = {
  getCookieStringSync(url: string): string;
  setCookieSync(cookie: string, url: string): unknown;
};
export type BrowserWindow = {
  XMLHttpRequest: typeof XMLHttpRequest;
  FormData: typeof FormData;
  File: typeof File;
  document: { cookie: string };
  close(): void;
};
type Jsdom = {
  VirtualConsole: new () => object;
  JSDOM: new (
    html: string,
    options: { url: string; virtualConsole: object },
  ) => {
    window: BrowserWindow;
    cookieJar: CookieJar;
  };
};

// shared-api's own tests run in Node; the workspace's jsdom comes with the front-end test
// environment (@fairway/build's jest-environment-jsdom), so it is loaded from there.
const fromTooling = createRequire(join(__dirname, '../../tooling/package.json'));
const { JSDOM, VirtualConsole } = createRequire(fromTooling.resolve('jest-environment-jsdom'))(
  'jsdom',
) as Jsdom;

/**
 * A page served from `origin`, as a browser holds it: one cookie jar behind its XMLHttpRequest,
 * its document.cookie and the fetch handed to the client (Node's, reading and filling that jar).
 */
export function browserWindow(origin: string) {
  // A silent console: the page's network errors are the tests' subject, not noise for the log.
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: `${origin}/files`,
    virtualConsole: new VirtualConsole(),
  });
  const jar = dom.cookieJar;
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const headers = new Headers(request.headers);
    const cookie = jar.getCookieStringSync(request.url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(new Request(request, { headers }));
    for (const line of res.headers.getSetCookie()) jar.setCookieSync(line, request.url);
    return res;
  };
  const { window } = dom;
  return {
    window,
    fetch: fetchWithCookies,
    cookies: () => window.document.cookie,
    xhr: () => new window.XMLHttpRequest(),
    /** A file as an <input type="file"> gives it, `size` bytes long. */
    file: (name: string, size: number, type = 'application/pdf') =>
      new window.File([new Uint8Array(size).fill(37)], name, { type }),
    form: (entries: Record<string, string | File>) => {
      const form = new window.FormData();
      for (const [key, value] of Object.entries(entries)) form.append(key, value);
      return form;
    },
    close: () => window.close(),
  };
}
