import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';

/**
 * Limits every request's input before any route sees it, so no route has to remember them:
 * JSON bodies nest at most MAX_JSON_DEPTH levels, and no text (body, query, path, keys included)
 * carries a NUL character or a lone UTF-16 surrogate — PostgreSQL refuses both, and a refusal
 * deep in a query would be a 500 instead of a clear 400.
 */
export const MAX_JSON_DEPTH = 32;

type Where = 'body' | 'query' | 'params';

/** With the u flag a surrogate pair is one code point, so only an unpaired half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (a lone surrogate was sent)';
  return null;
}

const fieldName = (where: Where, path: (string | number)[]) =>
  path.length === 0 ? where : `${where}.${path.join('.')}`;

/** Walks a parsed value without recursion (a hostile body cannot overflow the stack). */
export function checkInput(where: Where, value: unknown): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) throw badRequest(`${fieldName(where, path)}: ${problem}`);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH)
      throw badRequest(`${where}: nested deeper than ${MAX_JSON_DEPTH} levels`);
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((item, i) => [i, item])
      : Object.entries(v);
    for (const [key, item] of entries) {
      if (typeof key === 'string') {
        const problem = textProblem(key);
        if (problem) throw badRequest(`${where}: a field name ${problem}`);
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      parseJson(req, body as string, (err, parsed) => {
        if (err) return done(err);
        try {
          checkInput('body', parsed);
          done(null, parsed);
        } catch (e) {
          done(e as Error);
        }
      });
    });
    app.addHook('preValidation', async (req) => {
      checkInput('params', req.params);
      checkInput('query', req.query);
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
