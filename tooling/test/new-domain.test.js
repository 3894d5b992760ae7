// @ts-check
/* global describe, test, expect */
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { ROOT } = require('../src/packages');

// `pnpm new:domain` refuses a name it cannot use, says why, and writes nothing. (Generating a
// domain and checking it end to end is tooling/test/new-domain.sh, on a clone.)

/** @param {string[]} args */
const generate = (args) =>
  spawnSync(process.execPath, [join(ROOT, 'tooling', 'bin', 'new-domain.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });

/** Where the generator would have written for `name`. @param {string} name */
const written = (name) =>
  [
    join('server', 'src', 'modules', name),
    join('shared-api', 'src', 'domains', name),
    `mf-${name}`,
    join('server', 'test', `${name}.test.ts`),
  ].filter((path) => existsSync(join(ROOT, path)));

describe('pnpm new:domain refuses', () => {
  test.each([
    ['Lesson_Plans', 'is not kebab-case'],
    ['lesson--plans', 'is not kebab-case'],
    ['2fast', 'is not kebab-case'],
    ['ab', '3 to 40 characters'],
    ['mf-lessons', 'name the domain, not its remote'],
    ['health', 'is reserved'],
    ['courses', 'there is already a server module, a shared-api domain'],
    ['tee-sheet', 'is taken'],
  ])('%s: %s', (name, why) => {
    const before = written(name);
    const run = generate([name]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(why);
    expect(run.stderr).toContain('usage: pnpm new:domain');
    expect(written(name)).toEqual(before);
  });

  test('a remote that does not exist for --into, naming the ones that do', () => {
    const run = generate(['lesson-plans', '--into', 'mf-nowhere']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--into mf-nowhere: no remote by that folder (mf-admin');
    expect(written('lesson-plans')).toEqual([]);
  });

  test('unknown options, a missing name and a second name', () => {
    expect(generate(['lesson-plans', '--colour', 'red']).stderr).toContain('unknown option');
    expect(generate([]).stderr).toContain('the domain needs a name');
    expect(generate(['lesson-plans', 'rentals']).stderr).toContain('one name only');
    expect(generate(['lesson-plans', '--label']).stderr).toContain('--label needs a value');
  });

  test('--help prints the usage and writes nothing', () => {
    const run = generate(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('usage: pnpm new:domain <name>');
  });
});
