import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Http, RequestOptions } from '../../shared-api/src/http/types';
import { createCoursesClient } from '../../shared-api/src/domains/courses/client';
import { createTeeSheetClient } from '../../shared-api/src/domains/tee-sheet/client';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { OLD_COURSE, createMembers, seedCourse, signInMember } from './tee-sheet-fixtures';

// The club clock: Wednesday 10 June 2026, 09:00 in London.
const NOW = new Date('2026-06-10T08:00:00Z');
const TODAY = '2026-06-10';

/** The shell's index.html as the build writes it (minified, unquoted attributes). */
const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Fairway</title>' +
  '<link rel=preload as=fetch crossorigin href=/api/auth/session>' +
  '<link rel=preload as=fetch crossorigin href=/remotes.json>' +
  '<script src=/early.0123456789abcdef.js></script>' +
  '<link rel=preload as=script href=/main.0123456789abcdef.js>' +
  '<script defer src=/main.0123456789abcdef.js></script></head>' +
  '<body><main id=fw-main></main></body></html>';
const REMOTES = {
  remotes: [
    {
      name: 'mf_courses',
      label: 'Tee times',
      manifest: '/remotes/mf-courses/mf-manifest.json',
      routes: ['/courses'],
      publicRoutes: [],
      flag: 'tee_time_management_enabled',
      nav: [],
      modules: [],
    },
  ],
};
const MANIFEST = {
  id: 'mf_courses',
  name: 'mf_courses',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.aaaa1111.js', path: '' } },
  exposes: [
    {
      name: 'spa',
      path: './spa',
      assets: {
        js: { sync: ['__federation_expose_spa.bbbb2222.js'], async: ['route-x.cccc3333.js'] },
        css: { sync: ['__federation_expose_spa.dddd4444.css'], async: [] },
      },
    },
  ],
};

/** What the page's JSON script says, and the document around it. */
function readDocument(html: string): {
  answers: Record<string, { status: number; body: unknown }> | null;
  rest: string;
} {
  const re = /<script type="application\/json" id="fw-preloaded">([\s\S]*?)<\/script>/;
  const m = re.exec(html);
  return { answers: m ? JSON.parse(m[1]!) : null, rest: html.replace(re, '') };
}

/** The URLs the booking screen's clients build (shared-api), recorded instead of sent. */
async function bookingScreenUrls(courseId: number, userId: number, date: string) {
  const urls: string[] = [];
  const record = async (path: string, o?: RequestOptions) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(o?.searchParams ?? {})) q.append(k, String(v));
    urls.push(`/api/${path}${q.size ? `?${q}` : ''}`);
    return null;
  };
  const http = { get: record } as unknown as Http;
  const tee = createTeeSheetClient(http);
  const courses = createCoursesClient(http);
  await Promise.all([
    courses.list(),
    tee.rules(),
    courses.status(courseId),
    tee.available(courseId, date),
    tee.current(userId),
    tee.byUser(userId, 'upcoming'),
  ]);
  return urls.sort();
}

let t: TestApp;
let orgId: number;
let otherOrgId: number;
let admin: Agent;
let courseId: number;
let member: Agent;
let memberId: number;
let rival: Agent;
let rivalId: number;
let rivalCourseId: number;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'fairway-preload-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'remotes.json'), JSON.stringify(REMOTES));
  mkdirSync(join(root, 'remotes', 'mf-courses'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'mf-courses', 'mf-manifest.json'), JSON.stringify(MANIFEST));
  // A generous budget: these tests check what is embedded, not how fast (one test checks the bound).
  t = await createTestApp({ staticDir: root, now: () => NOW }, { preloadBudgetMs: 3000 });
  admin = await signIn(t.app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  // An inactive course named first is not the one the screen shows; the course name needs escaping.
  await seedCourse(t.app, orgId, { name: 'Aaa closed', is_active: false, ...OLD_COURSE });
  courseId = await seedCourse(t.app, orgId, {
    name: 'Old </script><script>alert(1)</script> & \u2028 Course',
    ...OLD_COURSE,
  });
  await seedCourse(t.app, orgId, { name: 'Zed Course', ...OLD_COURSE });
  const [m] = await createMembers(t.app, orgId, 'preload', 1);
  member = await signInMember(t.app, m!);
  memberId = m!.id;

  otherOrgId = (await admin.post('/api/settings/organizations', { name: 'Rival Dunes' })).json().id;
  rivalCourseId = await seedCourse(t.app, otherOrgId, { name: 'Rival Course', ...OLD_COURSE });
  const [r] = await createMembers(t.app, otherOrgId, 'rival', 1);
  rival = await signInMember(t.app, r!);
  rivalId = r!.id;
});
afterAll(() => t.close());

describe('a signed-in member’s /courses document', () => {
  test('carries the session and the booking screen’s first answers, each what the real call answers', async () => {
    const res = await member.get('/courses');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const { answers } = readDocument(res.body);
    expect(answers).not.toBeNull();

    // Exactly the URLs the screen's clients build, plus the portal's own start-up reads.
    const screen = await bookingScreenUrls(courseId, memberId, TODAY);
    expect(Object.keys(answers!).sort()).toEqual(
      [
        '/api/auth/session',
        '/remotes.json',
        '/remotes/mf-courses/mf-manifest.json',
        ...screen,
      ].sort(),
    );
    for (const [url, answer] of Object.entries(answers!)) {
      const real = await member.get(url);
      expect([url, answer.status]).toEqual([url, real.statusCode]);
      expect([url, answer.body]).toEqual([url, real.json()]);
    }
    expect(answers!['/api/auth/session']!.body).toMatchObject({
      authenticated: true,
      user: { id: memberId, organization_id: orgId },
    });
  });

  test('is personal: private, never stored; the answered calls’ hints are gone; the JSON comes before the first script', async () => {
    const res = await member.get('/courses');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.body;
    expect(html).not.toMatch(/href=\/api\/auth\/session/);
    expect(html).not.toMatch(/href=\/remotes\.json/);
    expect(html.indexOf('id="fw-preloaded"')).toBeLessThan(html.indexOf('<script src='));
    // The shell's own files are announced before the answers, in the part sent at once.
    expect(html.indexOf('href=/main.0123456789abcdef.js')).toBeLessThan(
      html.indexOf('id="fw-preloaded"'),
    );
    expect(html.match(/href=\/main\.0123456789abcdef\.js/g)).toHaveLength(1);
    // The first screen's remote files are announced with the shell's.
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-courses/remoteEntry.aaaa1111.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-courses/__federation_expose_spa.bbbb2222.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" href="/remotes/mf-courses/__federation_expose_spa.dddd4444.css">',
    );
    // Not the chunks of other screens (the embedded manifest names them; no hint does).
    expect(readDocument(html).rest).not.toContain('route-x');
  });

  test('a value cannot close the script element: <, >, & and U+2028 are written as JSON escapes', async () => {
    const html = (await member.get('/courses')).body;
    const json = /id="fw-preloaded">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const courses = JSON.parse(json)['/api/settings/courses'].body as { name: string }[];
    expect(courses.map((c) => c.name)).toContain(
      'Old </script><script>alert(1)</script> & \u2028 Course',
    );
    // The only scripts are the JSON one and those of index.html.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  test('another organization’s member gets their own club’s answers, nothing of this one', async () => {
    const html = (await rival.get('/courses')).body;
    const { answers } = readDocument(html);
    expect(Object.keys(answers!)).toEqual(
      expect.arrayContaining(await bookingScreenUrls(rivalCourseId, rivalId, TODAY)),
    );
    expect((answers!['/api/settings/courses']!.body as { id: number }[]).map((c) => c.id)).toEqual([
      rivalCourseId,
    ]);
    expect(answers!['/api/auth/session']!.body).toMatchObject({
      user: { id: rivalId, organization_id: otherOrgId },
    });
    expect(html).not.toContain('Old </script>');
    expect(Object.keys(answers!).join(' ')).not.toContain(`/${courseId}`);
  });

  test('tee times turned off for the club: only the session and the portal’s reads, no booking calls', async () => {
    await t.app.withOrg(otherOrgId, (tx) =>
      writeFeatures(tx, otherOrgId, { tee_time_management_enabled: false }),
    );
    try {
      const { answers } = readDocument((await rival.get('/courses')).body);
      expect(Object.keys(answers!)).toEqual(['/api/auth/session', '/remotes.json']);
    } finally {
      await t.app.withOrg(otherOrgId, (tx) =>
        writeFeatures(tx, otherOrgId, { tee_time_management_enabled: true }),
      );
    }
  });

  test('other pages carry the session and the portal’s reads only', async () => {
    const { answers } = readDocument((await member.get('/courses/my-bookings')).body);
    expect(Object.keys(answers!).sort()).toEqual([
      '/api/auth/session',
      '/remotes.json',
      '/remotes/mf-courses/mf-manifest.json',
    ]);
    const profile = readDocument((await member.get('/profile')).body);
    expect(Object.keys(profile.answers!)).toEqual(['/api/auth/session', '/remotes.json']);
  });

  test('the document is compressed when the browser accepts it', async () => {
    const res = await member.get('/courses', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(readDocument(html).answers!['/api/auth/session']).toBeDefined();
  });
});

describe('what never changes', () => {
  test('a signed-out visitor gets index.html as it is, revalidated', async () => {
    for (const headers of [{}, { cookie: 'fw_access=not-a-token; csrf_token=x' }]) {
      const res = await t.app.inject({ url: '/courses', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  test('a preload that fails or hangs never breaks the document: it goes out with what is ready', async () => {
    t.app.registerDocumentPreload('/broken', async ({ get }) => {
      await get('/api/settings/courses');
      throw new Error('declaration bug');
    });
    t.app.registerDocumentPreload('/slow', async ({ get }) => {
      await get('/api/settings/tee-time-bookings/rules');
      await new Promise(() => undefined); // never settles
    });
    t.app.registerDocumentPreload('/slow', async ({ get }) => {
      await get('/api/not-a-call');
      await get('/api/settings/users'); // 403 for a member
    });
    const broken = readDocument((await member.get('/broken')).body).answers!;
    expect(Object.keys(broken)).toEqual(
      expect.arrayContaining(['/api/auth/session', '/api/settings/courses']),
    );

    // Answered although one declaration never settles: the budget ends the wait.
    const slow = await member.get('/slow');
    expect(slow.statusCode).toBe(200);
    const answers = readDocument(slow.body).answers!;
    expect(answers['/api/settings/tee-time-bookings/rules']).toBeDefined();
    // Refused and unknown calls are left to the client.
    expect(answers['/api/settings/users']).toBeUndefined();
    expect(answers['/api/not-a-call']).toBeUndefined();
  });

  test('the head leaves before the answers: the browser starts on the shell’s files meanwhile', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.registerDocumentPreload('/courses/held', async ({ get }) => {
      await held;
      await get('/api/settings/courses');
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const chunks: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      request(`${address}/courses/held`, { headers: { cookie } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          chunks.push(chunk);
          if (chunks.length === 1) release();
        });
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    await done;
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toContain('href=/main.0123456789abcdef.js');
    expect(chunks[0]).toContain('href="/remotes/mf-courses/remoteEntry.aaaa1111.js"');
    expect(chunks[0]).not.toContain('fw-preloaded');
    const answers = readDocument(chunks.join('')).answers!;
    expect(answers['/api/settings/courses']).toBeDefined();
  });

  test('once signed out, the same browser’s document preloads nothing', async () => {
    const before = readDocument((await member.get('/courses')).body).answers!;
    expect(before['/api/auth/session']).toBeDefined();
    await member.post('/api/auth/logout');
    const res = await member.get('/courses');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(readDocument(res.body).answers).toBeNull();
  });
});
