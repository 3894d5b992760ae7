import type { SelectOption } from '@fairway/shared-ui';

/** A value saved elsewhere (another client, an older list) stays selectable instead of being lost. */
export function withCurrent(options: SelectOption[], value: string): SelectOption[] {
  return !value || options.some((o) => o.value === value)
    ? options
    : [...options, { value, label: value }];
}
