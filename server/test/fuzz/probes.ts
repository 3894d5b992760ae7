/**
 * The requests sent to one operation: a valid-looking base request derived from its schemas, then
 * that base with one thing wrong at a time (a path, query or header parameter, a body property at
 * any depth, or the whole body).
 */
import type { Operation, Param } from './operations';
import { fieldsOf, plausible, withValueAt, type JsonSchema, type Plausibility } from './schema';
import {
  badValuesFor,
  DEEP_ARRAY,
  DEEP_OBJECT,
  fastCheckValues,
  headerValue,
  wire,
  type Bad,
} from './values';

/** One request, ready to send: path and query values are already percent-encoded. */
export type Probe = {
  label: string;
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  payload?: string;
  contentType?: string;
};

/** How many probes an operation gets. */
export type Limits = {
  /** At most this many probes for the operation (the base request not included). */
  cap: number;
  /** At most this many bad values per field. */
  perField: number;
  /** fast-check draws per operation. */
  random: number;
  /**
   * False when the caller may not use the operation: the guard answers before validation, so a
   * short mix of everything is enough.
   */
  allowed: boolean;
};

type Base = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
export const takesBody = (op: Operation): boolean => BODY_METHODS.has(op.method);

const paramsIn = (op: Operation, where: Param['in']) => op.params.filter((p) => p.in === where);

function baseOf(op: Operation, p: Plausibility): Base {
  const values = (params: Param[]) =>
    Object.fromEntries(params.map((prm) => [prm.name, plausible(prm.schema, prm.name, p)]));
  return {
    path: values(paramsIn(op, 'path')),
    query: values(paramsIn(op, 'query').filter((prm) => prm.required)),
    body: op.body ? plausible(op.body, '', p) : takesBody(op) ? {} : undefined,
  };
}

type Change = {
  path?: Record<string, string>;
  query?: [string, string][];
  headers?: Record<string, string>;
  payload?: string;
  contentType?: string;
};

function probeOf(label: string, base: Base, change: Change = {}): Probe {
  const replaced = new Set((change.query ?? []).map(([name]) => name));
  const query: [string, string][] = Object.entries(base.query)
    .filter(([name]) => !replaced.has(name))
    .map(([name, v]) => [name, wire(v)]);
  const path = Object.fromEntries(Object.entries(base.path).map(([name, v]) => [name, wire(v)]));
  const payload =
    change.payload ?? (base.body === undefined ? undefined : JSON.stringify(base.body));
  return {
    label,
    path: { ...path, ...change.path },
    query: [...query, ...(change.query ?? [])],
    headers: change.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
    ...(change.contentType ? { contentType: change.contentType } : {}),
  };
}

export function baseProbe(op: Operation, p: Plausibility): Probe {
  return probeOf('a valid-looking request', baseOf(op, p));
}

/** A target is one field; it turns a bad value into a probe (or null when it cannot carry it). */
type Target = { name: string; schema: JsonSchema; probe: (bad: Bad) => Probe | null };

function paramTarget(op: Operation, prm: Param, p: Plausibility): Target {
  const label = (b: Bad) => `${prm.in}.${prm.name} = ${b.label}`;
  const probe = (b: Bad): Probe | null => {
    const base = baseOf(op, p);
    if (prm.in === 'path') return probeOf(label(b), base, { path: { [prm.name]: wire(b.value) } });
    if (prm.in === 'query') {
      // An array travels as a repeated key.
      const values = Array.isArray(b.value) ? [...b.value, ...b.value] : [b.value];
      return probeOf(label(b), base, {
        query: values.map((v): [string, string] => [prm.name, wire(v)]),
      });
    }
    const header = headerValue(b.value);
    return header === null ? null : probeOf(label(b), base, { headers: { [prm.name]: header } });
  };
  return { name: prm.name, schema: prm.schema, probe };
}

function bodyTargets(op: Operation, p: Plausibility): Target[] {
  const root = op.body;
  if (!root) return [];
  return fieldsOf(root).map((field) => {
    const name = String([...field.path].reverse().find((k) => typeof k === 'string') ?? '');
    const probe = (b: Bad): Probe => {
      const base = baseOf(op, p);
      const body = withValueAt(root, base.body, field.path, b.value, p);
      return probeOf(`body.${field.path.join('.')} = ${b.label}`, base, {
        payload: JSON.stringify(body),
      });
    };
    return { name, schema: field.schema, probe };
  });
}

const OVER_ONE_MIB = JSON.stringify('x'.repeat(1_100_000));

/** Bad bodies as a whole (hand-written JSON text: deep nesting, broken syntax) and stray input. */
function wholeRequestProbes(op: Operation, p: Plausibility): Probe[] {
  const base = baseOf(op, p);
  const probes = [probeOf('unknown query parameter', base, { query: [['fuzz_unknown', 'x']] })];
  if (!takesBody(op)) return probes;
  const raw = (label: string, payload: string, contentType = 'application/json') =>
    probeOf(label, base, { payload, contentType });
  probes.push(
    raw('body {} (empty object)', '{}'),
    raw('no body', ''),
    raw('body null', 'null'),
    raw('body [] (array)', '[]'),
    raw("body 'abc' (string)", '"abc"'),
    raw('body nested 5,000 arrays deep', DEEP_ARRAY),
    raw('body nested 5,000 objects deep', DEEP_OBJECT),
    raw('invalid JSON', '{"a":'),
    raw('__proto__ key', '{"__proto__":{"polluted":true}}'),
    raw('text/plain body', JSON.stringify(base.body), 'text/plain'),
    raw('body over 1 MiB', OVER_ONE_MIB),
  );
  const body = base.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const text = JSON.stringify(body);
    const sep = text === '{}' ? '' : ',';
    probes.push(
      raw('unknown extra field', JSON.stringify({ ...body, fuzz_unknown: 'x' })),
      raw(
        'unknown extra field holding 5,000 nested objects',
        `${text.slice(0, -1)}${sep}"fuzz_deep":${DEEP_OBJECT}}`,
      ),
    );
  }
  return probes;
}

/** Round-robin over the lists, so a cap keeps some of every list. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

const present = <T>(v: T | null): v is T => v !== null;

/** The bad requests for one operation, in sending order, at most `limits.cap`. */
export function fuzzProbes(op: Operation, p: Plausibility, limits: Limits): Probe[] {
  const targets = [...op.params.map((prm) => paramTarget(op, prm, p)), ...bodyTargets(op, p)];
  const perField = targets.map((t) =>
    badValuesFor(t.schema, t.name)
      .slice(0, limits.perField)
      .map((b) => t.probe(b))
      .filter(present),
  );
  const randoms =
    targets.length === 0
      ? []
      : fastCheckValues(p.seed, limits.random)
          .map((b, i) => targets[i % targets.length]!.probe(b))
          .filter(present);
  const whole = wholeRequestProbes(op, p);
  const ordered = limits.allowed
    ? [...whole, ...randoms, ...interleave(perField)]
    : interleave([whole, randoms, ...perField]);
  return ordered.slice(0, limits.cap);
}
