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
  pageStyles as page,
} from '@fairway/shared-ui';
import { sandTrapInput, type SandTrap, type SandTrapInput } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { contractSchema } from '../utils/forms';
import {
  EMPTY_SAND_TRAP,
  KIND_OPTIONS,
  SIDE_OPTIONS,
  sandTrapBody,
  sandTrapValues,
  type SandTrapValues,
} from '../utils/sandTraps';
import styles from './CourseSetup.module.css';

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
  const form = useForm<SandTrapValues, SandTrapInput>({
    schema,
    initialValues: trap ? sandTrapValues(trap) : EMPTY_SAND_TRAP,
    onSubmit: async (data, helpers) => {
      try {
        const saved = trap
          ? await coursesApi().updateSandTrap(trap.id, data)
          : await coursesApi().addSandTrap(holeId, data);
        notify.success(`${saved.name} is saved on hole ${holeNumber}`);
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
      title={trap ? `Edit ${trap.name}` : `New sand trap on hole ${holeNumber}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Saving">
            {trap ? 'Save sand trap' : 'Add sand trap'}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label="Name"
          required
          maxLength={80}
          autoComplete="off"
          hint="How the staff call it, e.g. 'Church bunker'."
          {...form.register('name')}
        />
        <div className={page['fw-ui-page-fields']}>
          <Select label="Kind" required options={KIND_OPTIONS} {...form.register('kind')} />
          <Select
            label="Side"
            optionalLabel="optional"
            placeholder="Not set"
            options={SIDE_OPTIONS}
            {...form.register('side')}
          />
        </div>
        <NumberField
          label="Distance to the green"
          optionalLabel="optional"
          unit="m"
          min={0}
          max={700}
          step={1}
          hint="From the front edge of the trap to the green, 0–700 metres."
          className={styles['fw-courses-narrow-field']}
          {...form.register('distance_to_green_meters')}
        />
      </form>
    </Dialog>
  );
}
