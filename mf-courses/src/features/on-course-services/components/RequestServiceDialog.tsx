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
  useT,
} from '@fairway/shared-ui';
import type { OnCourseServiceInput } from '@fairway/shared-api/courses';
import { courseServicesApi } from '../../../shared/api/clients';
import { SERVICE_TYPE_LABELS, serviceTypeOptions } from '../utils/serviceTypes';
import { EMPTY_REQUEST, requestSchema, type RequestValues } from '../utils/requestForm';
import styles from './Services.module.css';
import { messages } from '../../../i18n/messages';

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
  const t = useT(messages);
  const schema = useMemo(() => requestSchema(courseId, holes), [courseId, holes]);
  const form = useForm<RequestValues, OnCourseServiceInput>({
    schema,
    initialValues: EMPTY_REQUEST,
    onSubmit: async (body, helpers) => {
      try {
        const saved = await courseServicesApi().request(body);
        notify.success(
          t('serviceRequested', { service: t(SERVICE_TYPE_LABELS[saved.service_type]) }),
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
      title={t('requestAService')}
      description={t('requestServiceDescription', { course: courseName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('sending')}>
            {t('sendRequest')}
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
          label={t('service')}
          required
          placeholder={t('chooseAService')}
          options={serviceTypeOptions(t)}
          {...form.register('service_type')}
        />
        <NumberField
          label={t('holeNumber')}
          optionalLabel={t('optional')}
          hint={t('holeNumberHint')}
          min={1}
          max={holes ?? 36}
          step={1}
          {...form.register('hole_number')}
        />
        <TextArea
          label={t('description')}
          optionalLabel={t('optional')}
          rows={3}
          maxLength={500}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}
