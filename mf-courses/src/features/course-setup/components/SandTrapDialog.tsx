import { useId } from 'react';
import {
  Button,
  Dialog,
  Notice,
  NumberField,
  Select,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { sandTrapInput, type SandTrap, type SandTrapInput } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { contractSchema } from '../utils/forms';
import {
  EMPTY_SAND_TRAP,
  kindOptions,
  sideOptions,
  sandTrapBody,
  sandTrapValues,
  type SandTrapValues,
} from '../utils/sandTraps';
import styles from './CourseSetup.module.css';
import { messages } from '../../../i18n/messages';

const schema = contractSchema<SandTrapValues, SandTrapInput>(sandTrapInput, sandTrapBody);

export type SandTrapDialogProps = {
  holeId: number;
  holeNumber: number;
  /** The trap to edit; null adds one. */
  trap: SandTrap | null;
  onClose: () => void;
  onSaved: (trap: SandTrap) => void;
};

/** Add or edit a sand trap of one hole: name, kind, side and distance to the green. */
export function SandTrapDialog({
  holeId,
  holeNumber,
  trap,
  onClose,
  onSaved,
}: SandTrapDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const form = useForm<SandTrapValues, SandTrapInput>({
    schema,
    initialValues: trap ? sandTrapValues(trap) : EMPTY_SAND_TRAP,
    onSubmit: async (data, helpers) => {
      try {
        const saved = trap
          ? await coursesApi().updateSandTrap(trap.id, data)
          : await coursesApi().addSandTrap(holeId, data);
        notify.success(t('sandTrapSaved', { name: saved.name, number: holeNumber }));
        onSaved(saved);
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
      title={
        trap ? t('editName', { name: trap.name }) : t('newSandTrapOnHole', { number: holeNumber })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t(trap ? 'saveSandTrap' : 'addSandTrap')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('name')}
          required
          maxLength={80}
          autoComplete="off"
          hint={t('sandTrapNameHint')}
          {...form.register('name')}
        />
        <div className={page['fw-ui-page-fields']}>
          <Select label={t('kind')} required options={kindOptions(t)} {...form.register('kind')} />
          <Select
            label={t('side')}
            optionalLabel={t('optional')}
            placeholder={t('notSet')}
            options={sideOptions(t)}
            {...form.register('side')}
          />
        </div>
        <NumberField
          label={t('distanceToGreen')}
          optionalLabel={t('optional')}
          unit={t('metresUnit')}
          min={0}
          max={700}
          step={1}
          hint={t('distanceToGreenHint')}
          className={styles['fw-courses-narrow-field']}
          {...form.register('distance_to_green_meters')}
        />
      </form>
    </Dialog>
  );
}
