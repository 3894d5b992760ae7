import { getT, type SchemaIssue, type ValidationSchema } from '@fairway/shared-ui';
import { onCourseServiceInput, type OnCourseServiceInput } from '@fairway/shared-api/courses';
import { messages } from '../../../i18n/messages';

/** The request form's values, as the fields hold them. */
export type RequestValues = {
  service_type: string;
  hole_number: string;
  description: string;
};

export const EMPTY_REQUEST: RequestValues = { service_type: '', hole_number: '', description: '' };

/** The POST body: '' becomes null, the hole a number. */
export function requestBody(courseId: number, v: RequestValues): unknown {
  const hole = v.hole_number.trim();
  return {
    course_id: courseId,
    service_type: v.service_type || undefined,
    hole_number: hole === '' ? null : Number(hole),
    description: v.description.trim() ? v.description.trim() : null,
  };
}

/**
 * The form's schema is the contract's (onCourseServiceInput), so the inline messages are the
 * server's; the form adds the course's own hole count and a plainer "choose a service".
 */
export function requestSchema(
  courseId: number,
  holes: number | null,
): ValidationSchema<OnCourseServiceInput> {
  return {
    safeParse(data: unknown) {
      const values = data as RequestValues;
      const t = getT(messages);
      const result = onCourseServiceInput.safeParse(requestBody(courseId, values));
      const issues: SchemaIssue[] = [];
      if (!values.service_type)
        issues.push({ path: ['service_type'], message: t('chooseAService') });
      const hole = Number(values.hole_number);
      if (holes !== null && values.hole_number.trim() && Number.isInteger(hole) && hole > holes) {
        issues.push({
          path: ['hole_number'],
          message: t('holeNumberRange', { holes }),
        });
      }
      if (result.success && issues.length === 0) return { success: true, data: result.data };
      return {
        success: false,
        error: { issues: [...issues, ...(result.success ? [] : result.error.issues)] },
      };
    },
  };
}
