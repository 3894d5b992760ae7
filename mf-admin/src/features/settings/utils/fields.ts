import { SETTINGS_SECTIONS, type SettingsSectionName } from '@fairway/shared-api/settings';
import { getT } from '@fairway/shared-ui';
import { messages, type AdminT } from '../../../i18n/messages';
import { optionLabel } from './labels';

export type FieldKind =
  | { kind: 'switch' }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'text'; nullable: boolean; email: boolean }
  | { kind: 'select'; options: { value: string; label: string }[]; numeric: boolean };

/** The bits of a zod 4 schema this reads: its definition (type, inner type, options) and number bounds. */
type SchemaLike = {
  def?: { type?: string; innerType?: SchemaLike; options?: SchemaLike[]; format?: string };
  options?: readonly unknown[];
  values?: Set<unknown>;
  minValue?: number | null;
  maxValue?: number | null;
  shape?: Record<string, SchemaLike>;
};

const WRAPPERS = new Set(['default', 'nullable', 'optional', 'prefault']);

function unwrap(schema: SchemaLike | undefined): {
  base: SchemaLike | undefined;
  nullable: boolean;
} {
  let s = schema;
  let nullable = false;
  while (s?.def?.type && WRAPPERS.has(s.def.type)) {
    if (s.def.type === 'nullable') nullable = true;
    s = s.def.innerType;
  }
  return { base: s, nullable };
}

/** The contract's schema of one field of a section, if it has one. */
function fieldSchema(section: SettingsSectionName, key: string): SchemaLike | undefined {
  return (SETTINGS_SECTIONS[section] as unknown as SchemaLike).shape?.[key];
}

/**
 * How a settings field is edited: by its value (boolean → switch, number → number field,
 * string or null → text field), except where the contract says the value is one of a list
 * (an enum, or a union of literals such as 9 | 18): then a select.
 */
export function fieldKind(
  section: SettingsSectionName,
  key: string,
  value: unknown,
  t: AdminT = getT(messages),
): FieldKind {
  const { base, nullable } = unwrap(fieldSchema(section, key));
  const type = base?.def?.type;
  if (type === 'enum' && base?.options) {
    return {
      kind: 'select',
      numeric: false,
      options: base.options.map((o) => ({ value: String(o), label: optionLabel(String(o), t) })),
    };
  }
  if (type === 'union' && base?.def?.options?.every((o) => o.values instanceof Set)) {
    const values = base.def.options.flatMap((o) => [...(o.values as Set<unknown>)]);
    return {
      kind: 'select',
      numeric: values.every((v) => typeof v === 'number'),
      options: values.map((v) => ({ value: String(v), label: optionLabel(String(v), t) })),
    };
  }
  if (typeof value === 'boolean' || type === 'boolean') return { kind: 'switch' };
  if (typeof value === 'number' || type === 'number') {
    return {
      kind: 'number',
      ...(typeof base?.minValue === 'number' ? { min: base.minValue } : {}),
      ...(typeof base?.maxValue === 'number' ? { max: base.maxValue } : {}),
    };
  }
  return {
    kind: 'text',
    nullable: nullable || value === null,
    email: base?.def?.format === 'email',
  };
}

/** The fields of a section in the contract's order, then any the server sent that the contract does not name. */
export function fieldOrder(
  section: SettingsSectionName,
  values: Record<string, unknown>,
): string[] {
  const known = Object.keys((SETTINGS_SECTIONS[section] as unknown as SchemaLike).shape ?? {});
  return [
    ...known.filter((k) => k in values),
    ...Object.keys(values).filter((k) => !known.includes(k)),
  ];
}
