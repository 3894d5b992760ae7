import { useId, useMemo } from 'react';
import {
  Button,
  Dialog,
  Notice,
  NumberField,
  Select,
  TextArea,
  errorText,
  fieldErrors,
  notify,
  useForm,
} from '@fairway/shared-ui';
import type { OnCourseServiceInput } from '@fairway/shared-api/courses';
import { courseServicesApi } from '../../../shared/api/clients';
import { SERVICE_TYPE_LABELS, SERVICE_TYPE_OPTIONS } from '../utils/serviceTypes';
import { EMPTY_REQUEST, requestSchema, type RequestValues } from '../utils/requestForm';
import styles from './Services.module.css';

export type RequestServiceDialogProps = {
  courseId: number;
  courseName: string;
  /** Holes of the course (the hole field's maximum); null when unknown. */
  holes: number | null;
  onClose: () => void;
};

/** A member on the course asks the staff for help: refreshments, first aid, a cart problem… */
export function RequestServiceDialog({
  courseId,
  courseName,
  holes,
  onClose,
}: RequestServiceDialogProps) {
  const formId = useId();
  const schema = useMemo(() => requestSchema(courseId, holes), [courseId, holes]);
  const form = useForm<RequestValues, OnCourseServiceInput>({
    schema,
    initialValues: EMPTY_REQUEST,
    onSubmit: async (body, helpers) => {
      try {
        const saved = await courseServicesApi().request(body);
        notify.success(
          `${SERVICE_TYPE_LABELS[saved.service_type]} requested: the staff have been told`,
        );
        onClose();
      } catch (err) {
        helpers.setErrors(fieldErrors(err));
        throw new Error(errorText(err));
      }
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Request a service"
      description={`On ${courseName}. The staff see your request at once.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Sending">
            Send request
          </Button>
        </>
      }
    >
      <form id={formId} className={styles['fw-courses-services-form']} {...form.formProps}>
        {form.formError ? (
          <Notice tone="error" role="alert">
            {form.formError}
          </Notice>
        ) : null}
        <Select
          label="Service"
          required
          placeholder="Choose a service"
          options={SERVICE_TYPE_OPTIONS}
          {...form.register('service_type')}
        />
        <NumberField
          label="Hole number"
          optionalLabel="optional"
          hint="Where you are now, so the staff can find you."
          min={1}
          max={holes ?? 36}
          step={1}
          {...form.register('hole_number')}
        />
        <TextArea
          label="Description"
          optionalLabel="optional"
          rows={3}
          maxLength={500}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}
