/**
 * The slice of JSON Schema (OpenAPI 3.0 dialect, as @fastify/swagger writes it from the zod
 * contract) that the fuzz walk reads, and the plausible values it derives from it: a valid-looking
 * base request per operation, so that a single bad field reaches the handler instead of failing on
 * the first missing one.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type Kind = 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object' | 'any';

/** A place in a request body: property names and array indexes from the root. */
export type FieldPath = (string | number)[];

/** What plausible values depend on besides the schema. */
export type Plausibility = {
  /** An id that exists (path ids and `*_id` fields). */
  existingId: number;
  /** The caller's own user id (`user_id` fields). */
  userId: number;
  /** The caller's password (`current_password` fields), so that a password change gets through. */
  password: string;
  /** A date the club is open and bookable (YYYY-MM-DD). */
  date: string;
  /** Makes e-mails and names unique per request. */
  nextSerial: () => number;
  seed: number;
};

const JSON_KINDS: Kind[] = ['integer', 'number', 'string', 'boolean', 'array', 'object'];

const branchesOf = (s: JsonSchema): JsonSchema[] => [
  ...(s.anyOf ?? []),
  ...(s.oneOf ?? []),
  ...(s.allOf ?? []),
];

/** A union's most useful branch for a base value: a number over a string (prices), never null. */
export function mainBranch(s: JsonSchema): JsonSchema {
  const branches = branchesOf(s).filter((b) => kindOf(b) !== 'any' || branchesOf(b).length > 0);
  if (branches.length === 0) return s;
  const numeric = branches.find((b) => ['integer', 'number'].includes(kindOf(b)));
  const merged = { ...s, anyOf: undefined, oneOf: undefined, allOf: undefined };
  return { ...merged, ...mainBranch(numeric ?? branches[0]!) };
}

export function kindOf(s: JsonSchema): Kind {
  const types = [s.type ?? []].flat().filter((t) => t !== 'null');
  const first = types[0] as Kind | undefined;
  if (first && JSON_KINDS.includes(first)) return first;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  const branches = branchesOf(s);
  return branches.length > 0 ? kindOf(mainBranch(s)) : 'any';
}

/** The schema of the value at `path` below `root`, through properties, items and unions. */
export function schemaAt(root: JsonSchema, path: FieldPath): JsonSchema {
  let s = mainBranch(root);
  for (const key of path) {
    const next =
      typeof key === 'number'
        ? s.items
        : (s.properties?.[key] ??
          (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined));
    s = mainBranch(next ?? {});
  }
  return s;
}

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;
const isDateField = (s: JsonSchema, name: string) =>
  s.format === 'date' || DATE_PATTERN.test(s.pattern ?? '') || /(^|_)date($|_)/.test(name);
const isTimeField = (name: string) => /(^|_)time$/.test(name);

/** Name hints for strings whose schema says only "string" (the contract validates them in code). */
function stringByName(s: JsonSchema, name: string, p: Plausibility): string | null {
  if (s.format === 'email' || /e?mail/.test(name)) return `fuzz${p.nextSerial()}@example.com`;
  if (/^(current|old)_password$/.test(name)) return p.password;
  if (/password/.test(name)) return `Fuzz-Pass-${p.nextSerial()}-Kx`;
  if (/birth/.test(name)) return '1980-05-17';
  if (isDateField(s, name)) return p.date;
  if (s.format === 'date-time' || /_at$/.test(name)) return new Date().toISOString();
  if (isTimeField(name))
    return /close/.test(name) ? '19:00' : /last/.test(name) ? '17:00' : '08:00';
  if (s.format === 'uri' || /url|website/.test(name)) return 'https://example.com/fuzz';
  if (/timezone/.test(name)) return 'Europe/London';
  if (/phone/.test(name)) return '+44 20 7946 0958';
  if (/^role$/.test(name)) return 'member';
  if (/^section$/.test(name)) return 'app';
  return null;
}

const PATTERN_CANDIDATES = ['fuzz', 'member', 'fuzz-club', 'courses:read', '+44 20 7946 0958'];

function fitsLength(s: JsonSchema, v: string): boolean {
  return v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
}

const drawnForPattern = new Map<string, string | null>();

/** A string matching `pattern`: a familiar candidate, else one fast-check draws (fixed seed). */
function stringForPattern(s: JsonSchema, p: Plausibility): string | null {
  const key = `${s.pattern}|${s.minLength}|${s.maxLength}|${p.seed}`;
  if (!drawnForPattern.has(key)) drawnForPattern.set(key, drawStringForPattern(s, p));
  return drawnForPattern.get(key) ?? null;
}

function drawStringForPattern(s: JsonSchema, p: Plausibility): string | null {
  let re: RegExp;
  try {
    re = new RegExp(s.pattern!, 'u');
  } catch {
    return null;
  }
  const known = PATTERN_CANDIDATES.find((c) => re.test(c) && fitsLength(s, c));
  if (known) return known;
  const drawn = fc.sample(fc.stringMatching(re), { seed: p.seed, numRuns: 20 });
  return drawn.find((d) => fitsLength(s, d)) ?? drawn[0] ?? null;
}

function plausibleString(s: JsonSchema, name: string, p: Plausibility): string {
  const hinted = stringByName(s, name, p);
  if (hinted !== null && (!s.pattern || new RegExp(s.pattern, 'u').test(hinted))) return hinted;
  if (s.pattern) {
    const matched = stringForPattern(s, p);
    if (matched !== null) return matched;
  }
  const text = `Fuzz ${name || 'value'} ${p.nextSerial()}`;
  const min = s.minLength ?? 0;
  return text.padEnd(min, 'x').slice(0, Math.max(min, s.maxLength ?? text.length));
}

function plausibleNumber(s: JsonSchema, name: string, kind: Kind, p: Plausibility): number {
  if (name === 'user_id' || name === 'userId') return p.userId;
  if (/(^|_)id$|[a-z]Id$/.test(name)) return p.existingId;
  const step = kind === 'integer' ? 1 : 0.5;
  const min =
    s.minimum === undefined
      ? -Infinity
      : s.exclusiveMinimum === true
        ? s.minimum + step
        : s.minimum;
  const max =
    s.maximum === undefined ? Infinity : s.exclusiveMaximum === true ? s.maximum - step : s.maximum;
  return Math.min(Math.max(1, min), max);
}

/** A value of the right type and range for `s`; `name` is the property it fills. */
export function plausible(schema: JsonSchema, name: string, p: Plausibility): unknown {
  const s = mainBranch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum.find((e) => e !== null) ?? s.enum[0];
  const kind = kindOf(s);
  if (s.default !== undefined && s.default !== null && kind !== 'object') return s.default;
  switch (kind) {
    case 'integer':
    case 'number':
      return plausibleNumber(s, name, kind, p);
    case 'string':
      return plausibleString(s, name, p);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.min(Math.max(1, s.minItems ?? 0), s.maxItems ?? Infinity);
      return Array.from({ length: count }, () => plausible(s.items ?? {}, name, p));
    }
    case 'object': {
      // A partial update (nothing required) still needs one field to change.
      const keys = s.required?.length ? s.required : Object.keys(s.properties ?? {}).slice(0, 1);
      return Object.fromEntries(
        keys.map((key) => [key, plausible(s.properties?.[key] ?? {}, key, p)]),
      );
    }
    default:
      return 'fuzz';
  }
}

/** A field the walk mutates: where it is in the body and its schema. */
export type Field = { path: FieldPath; schema: JsonSchema };

/** Every property (and first array item) down to `maxDepth` levels, parents before children. */
export function fieldsOf(root: JsonSchema, maxDepth = 3, prefix: FieldPath = []): Field[] {
  if (prefix.length >= maxDepth) return [];
  const s = mainBranch(root);
  const kind = kindOf(s);
  if (kind === 'object') {
    return Object.entries(s.properties ?? {}).flatMap(([key, child]) => [
      { path: [...prefix, key], schema: child },
      ...fieldsOf(child, maxDepth, [...prefix, key]),
    ]);
  }
  if (kind === 'array' && s.items) {
    const item = [...prefix, 0];
    return [{ path: item, schema: s.items }, ...fieldsOf(s.items, maxDepth, item)];
  }
  return [];
}

const isContainer = (v: unknown): v is Record<string | number, unknown> =>
  typeof v === 'object' && v !== null;

/**
 * A copy of `base` with the value at `path` replaced; missing parents are filled with plausible
 * values so that only the one field is wrong.
 */
export function withValueAt(
  root: JsonSchema,
  base: unknown,
  path: FieldPath,
  value: unknown,
  p: Plausibility,
): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(base);
  let container = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const holder = container as Record<string | number, unknown>;
    if (!isContainer(holder[key])) {
      const name = typeof key === 'string' ? key : String(path[i - 1] ?? '');
      const made = plausible(schemaAt(root, path.slice(0, i + 1)), name, p);
      holder[key] = isContainer(made) ? made : typeof path[i + 1] === 'number' ? [] : {};
    }
    container = holder[key];
  }
  (container as Record<string | number, unknown>)[path[path.length - 1]!] = value;
  return copy;
}
