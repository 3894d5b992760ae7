import { getT, type SchemaIssue, type ValidationSchema } from '@fairway/shared-ui';
import { isoDate } from '@fairway/shared-api';
import { clockTime } from '@fairway/shared-api/courses';
import { messages } from '../../../i18n/messages';

/** Where a booking moves to: both the day and the start time are asked for. */
export type MoveValues = { date: string; start_time: string };

/** The contract's date and time rules, with plain messages for the two fields. */
export const moveSchema: ValidationSchema<MoveValues> = {
  safeParse(data: unknown) {
    const values = data as MoveValues;
    const t = getT(messages);
    const issues: SchemaIssue[] = [];
    if (!isoDate.safeParse(values.date).success)
      issues.push({ path: ['date'], message: t('enterDate') });
    if (!clockTime.safeParse(values.start_time).success)
      issues.push({ path: ['start_time'], message: t('enterStartTime') });
    return issues.length === 0
      ? { success: true, data: { date: values.date, start_time: values.start_time } }
      : { success: false, error: { issues } };
  },
};
