/**
 * The module walls (eslint.config.js, docs/architecture.md "Module walls"): a module uses another
 * only through its index.ts and only along the declared dependency graph, and no import cycle
 * passes lint. Each probe is linted as if it stood at a path of the server, so the rules resolve
 * its imports against the real modules; nothing is written to the tree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(__dirname, '..', '..');
const src = join(root, 'server', 'src');

const eslint = new ESLint({ cwd: root });

type Problem = { rule: string | null; message: string };

async function lint(file: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const walls = (problems: Problem[]) =>
  problems.filter((p) => p.rule === 'import-x/no-restricted-paths');
const cycles = (problems: Problem[]) => problems.filter((p) => p.rule === 'import-x/no-cycle');

jest.setTimeout(120_000);

test('a module reaching into another module past its index.ts fails lint', async () => {
  const deep = await lint(
    'modules/courses/probe.ts',
    "import { users } from '../users/tables';\nexport const probe = users;\n",
  );
  expect(walls(deep)).toEqual([
    expect.objectContaining({
      message: expect.stringContaining(
        'Module "courses" may use "users" only through server/src/modules/users/index.ts',
      ),
    }),
  ]);

  const throughIndex = await lint(
    'modules/courses/probe.ts',
    "import { userExists } from '../users';\nexport const probe = userExists;\n",
  );
  expect(throughIndex).toEqual([]);
});

test('a dependency the module graph does not declare fails lint, even through index.ts', async () => {
  const problems = await lint(
    'modules/users/probe.ts',
    "import { courseNameOf } from '../courses';\nexport const probe = courseNameOf;\n",
  );
  expect(walls(problems)).toEqual([
    expect.objectContaining({ message: expect.stringContaining('may not depend on "courses"') }),
  ]);
});

test('server code outside the modules uses a module through its index.ts', async () => {
  const problems = await lint(
    'probe.ts',
    "import { organizations } from './modules/organizations/tables';\nexport const probe = organizations;\n",
  );
  expect(walls(problems)).toHaveLength(1);
});

test('an import cycle between two modules fails lint', async () => {
  // roles/index.ts as it is, plus one re-export from users, which already depends on roles.
  const rolesIndex = readFileSync(join(src, 'modules/roles/index.ts'), 'utf8');
  const problems = await lint(
    'modules/roles/index.ts',
    `${rolesIndex}export { userRoutes } from '../users';\n`,
  );
  expect(cycles(problems)).toEqual([
    expect.objectContaining({ message: expect.stringMatching(/^Dependency cycle/) }),
  ]);
});

test('an import cycle inside a module fails lint', async () => {
  // users/service.ts imports access.ts; access.ts importing service.ts back closes a cycle.
  const problems = await lint(
    'modules/users/access.ts',
    "import { target } from './service';\nexport const probe = target;\n",
  );
  expect(cycles(problems)).toHaveLength(1);
});

test("the server's own code passes every rule", async () => {
  const results = await eslint.lintFiles(['server/src']);
  const errors = results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => `${r.filePath}:${m.line} ${m.ruleId}: ${m.message}`),
  );
  expect(errors).toEqual([]);
});
