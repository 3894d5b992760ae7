import { type FieldProblem } from '@fairway/shared-ui';
import { FLAG_LABELS, SECTION_TITLES, fieldText } from './labels';

/** Where in the settings document a problem is, in words: 'Course and bookings › Minutes between tee times'. */
export function describeField(field: string): string {
  const parts = field
    .replace(/^body\.?/, '')
    .split('.')
    .filter(Boolean);
  const [top, group, key] = parts;
  if (!top) return 'The file';
  if (top === 'sections' && group) {
    const title = SECTION_TITLES[group as keyof typeof SECTION_TITLES] ?? group;
    return key ? `${title} › ${fieldText(group, key).label}` : title;
  }
  if (top === 'features' && group)
    return `Features › ${group === 'site_name' ? 'Site name' : (FLAG_LABELS[group] ?? group)}`;
  return parts.join(' › ');
}

export function importProblemLines(problems: FieldProblem[]): string[] {
  return problems.map((p) => `${describeField(p.field)}: ${p.message}`);
}
