// Lints the OpenAPI document the server serves at /api/docs/json with Redocly's `recommended`
// rules. `pnpm openapi:lint` prints every problem and the counts, and exits 1 on an error.
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

type RedoclyCore = typeof import('@redocly/openapi-core');

export type LintProblem = {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  /** Where in the document, as a JSON pointer. */
  at: string;
};
export type LintResult = { errors: number; warnings: number; problems: LintProblem[] };

// @redocly/openapi-core is ESM only, and the jest transform turns `import()` into `require()`,
// which cannot load it: built from a string, the import is left to Node.
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

export async function lintOpenApi(document: unknown): Promise<LintResult> {
  const url = pathToFileURL(require.resolve('@redocly/openapi-core')).href;
  const { createConfig, lintFromString } = (await importModule(url)) as RedoclyCore;
  const config = await createConfig({ extends: ['recommended'] });
  const found = await lintFromString({ source: JSON.stringify(document), config });
  const problems = found.map((p) => ({
    severity: p.severity,
    rule: p.ruleId,
    message: p.message,
    at: p.location[0]?.pointer ?? '',
  }));
  return {
    errors: problems.filter((p) => p.severity === 'error').length,
    warnings: problems.filter((p) => p.severity === 'warn').length,
    problems,
  };
}

/** The document as the app built from this working tree serves it (in-memory database). */
export async function servedDocument(): Promise<unknown> {
  const app = await buildApp(testConfig());
  try {
    await app.ready();
    return (await app.inject({ url: '/api/docs/json' })).json();
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  servedDocument()
    .then(lintOpenApi)
    .then(({ errors, warnings, problems }) => {
      for (const p of problems)
        console.log(`${p.severity.padEnd(5)} ${p.rule}: ${p.message} (${p.at})`);
      console.log(`\nOpenAPI lint (Redocly recommended): ${errors} errors, ${warnings} warnings`);
      if (errors > 0) process.exit(1);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
