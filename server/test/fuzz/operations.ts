/**
 * The operations to fuzz: every /api route of the live route table, with the JSON schemas of its
 * parameters and body read from the OpenAPI document (generated from the zod schemas the route
 * validates with).
 */
import type { RouteEntry } from '../../scripts/routes-coverage';
import type { JsonSchema } from './schema';

export type ParamLocation = 'path' | 'query' | 'header';

export type Param = { name: string; in: ParamLocation; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** Fastify's form, `:id` for parameters. */
  url: string;
  public: boolean;
  params: Param[];
  /** The JSON body's schema, null when the route takes none. */
  body: JsonSchema | null;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const PATH_PARAM = /:([A-Za-z0-9_]+)(\([^)]*\))?/g;

export const openApiPath = (url: string): string => url.replace(PATH_PARAM, '{$1}');

const pathParamNames = (url: string): string[] => [...url.matchAll(PATH_PARAM)].map((m) => m[1]!);

// The docs UI serves static files and the document itself; it takes no input of ours.
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

function paramsOf(url: string, op: OpenApiOperation | undefined): Param[] {
  const declared = (op?.parameters ?? [])
    .filter((p): p is OpenApiParameter & { in: ParamLocation } =>
      ['path', 'query', 'header'].includes(p.in),
    )
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required === true || p.in === 'path',
      schema: p.schema ?? {},
    }));
  // A path parameter the document does not describe is still fuzzed, as a string.
  const undescribed = pathParamNames(url)
    .filter((name) => !declared.some((p) => p.in === 'path' && p.name === name))
    .map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } }));
  return [...declared, ...undescribed];
}

/** Every /api operation the app serves (routes hidden from the document included, schema-less). */
export function operationsOf(routes: RouteEntry[], doc: OpenApiDocument): Operation[] {
  const seen = new Set<string>();
  return routes
    .filter((r) => r.url.startsWith('/api/') && !isDocs(r.url))
    .filter((r) => !seen.has(`${r.method} ${r.url}`) && Boolean(seen.add(`${r.method} ${r.url}`)))
    .map((r) => {
      const op = doc.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase()];
      return {
        method: r.method,
        url: r.url,
        public: r.public,
        params: paramsOf(r.url, op),
        body: op?.requestBody?.content?.['application/json']?.schema ?? null,
      };
    });
}

export const operationName = (op: Operation): string => `${op.method} ${op.url}`;
