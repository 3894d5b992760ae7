import { useId } from 'react';
import {
  Button,
  Notice,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course, CourseInput } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import {
  courseFormErrors,
  courseFormSchema,
  courseValues,
  type CourseFormValues,
} from '../utils/courseForm';
import { CourseFields } from './CourseFields';
import styles from './CourseSetup.module.css';
import { messages } from '../../../i18n/messages';

export type CourseDetailsTabProps = {
  course: Course;
  canWrite: boolean;
  onSaved: (course: Course) => void;
};

/** The course's own fields; saved with one PUT of every field. */
export function CourseDetailsTab({ course, canWrite, onSaved }: CourseDetailsTabProps) {
  const headingId = useId();
  const t = useT(messages);
  const form = useForm<CourseFormValues, CourseInput>({
    schema: courseFormSchema,
    initialValues: courseValues(course),
    onSubmit: async (data, helpers) => {
      try {
        const saved = await coursesApi().update(course.id, data);
        notify.success(t('nameSaved', { name: saved.name }));
        helpers.reset(courseValues(saved));
        onSaved(saved);
      } catch (err) {
        helpers.setErrors(courseFormErrors(fieldErrors(err), form.values));
        throw new Error(errorText(err));
      }
    },
  });

  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        {t('details')}
      </h2>
      <form className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <CourseFields form={form} showActive disabled={!canWrite} />
        {canWrite ? (
          <div className={page['fw-ui-page-actions']}>
            <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
              {t('saveDetails')}
            </Button>
          </div>
        ) : (
          <p className={page['fw-ui-page-muted']}>{t('needsCoursesWrite')}</p>
        )}
      </form>
    </section>
  );
}
