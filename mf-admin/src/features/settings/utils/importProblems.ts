import { getT, type FieldProblem } from '@fairway/shared-ui';
import { messages, type AdminT } from '../../../i18n/messages';
import { fieldText, flagLabel, sectionTitle } from './labels';

/** Where in the settings document a problem is, in words: 'Course and bookings › Minutes between tee times'. */
export function describeField(field: string, t: AdminT = getT(messages)): string {
  const parts = field
    .replace(/^body\.?/, '')
    .split('.')
    .filter(Boolean);
  const [top, group, key] = parts;
  if (!top) return t('theFile');
  if (top === 'sections' && group) {
    const title = sectionTitle(group, t);
    return key ? `${title} › ${fieldText(group, key, t).label}` : title;
  }
  if (top === 'features' && group)
    return `${t('tabFeatures')} › ${group === 'site_name' ? t('siteName') : flagLabel(group, t)}`;
  return parts.join(' › ');
}

export function importProblemLines(problems: FieldProblem[], t: AdminT = getT(messages)): string[] {
  return problems.map((p) =>
    t('fieldProblem', { field: describeField(p.field, t), problem: p.message }),
  );
}
