/** IANA time zones the browser knows, with `current` kept in the list even if it does not. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', current].filter(Boolean));
  return [...all]
    .sort((a, b) => a.localeCompare(b))
    .map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}
