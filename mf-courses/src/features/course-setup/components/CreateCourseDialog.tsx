import { useId } from 'react';
import {
  Button,
  Dialog,
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
  EMPTY_COURSE,
  courseFormErrors,
  courseFormSchema,
  type CourseFormValues,
} from '../utils/courseForm';
import { CourseFields } from './CourseFields';
import { messages } from '../../../i18n/messages';

export type CreateCourseDialogProps = {
  onClose: () => void;
  onCreated: (course: Course) => void;
};

/** New course: name, holes, tee interval, players per tee time and a description. */
export function CreateCourseDialog({ onClose, onCreated }: CreateCourseDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const form = useForm<CourseFormValues, CourseInput>({
    schema: courseFormSchema,
    initialValues: EMPTY_COURSE,
    onSubmit: async (data, helpers) => {
      try {
        const created = await coursesApi().create(data);
        notify.success(t('nameCreated', { name: created.name }));
        onCreated(created);
      } catch (err) {
        helpers.setErrors(courseFormErrors(fieldErrors(err), form.values));
        throw new Error(errorText(err));
      }
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('newCourse')}
      description={t('newCourseDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            loadingLabel={t('creating')}
          >
            {t('createCourse')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <CourseFields form={form} />
      </form>
    </Dialog>
  );
}
