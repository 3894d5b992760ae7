import {
  Checkbox,
  NumberField,
  RadioGroup,
  TextArea,
  TextField,
  type RegisteredCheckbox,
  type RegisteredField,
  pageStyles as page,
} from '@fairway/shared-ui';
import { HOLE_CHOICES, OTHER_HOLES, type CourseFormValues } from '../utils/courseForm';
import styles from './CourseSetup.module.css';

type Name = keyof CourseFormValues & string;

export type CourseFieldsProps = {
  form: {
    values: CourseFormValues;
    register: (name: Name) => RegisteredField;
    registerCheckbox: (name: Name) => RegisteredCheckbox;
  };
  /** Shows the Active checkbox (editing an existing course). */
  showActive?: boolean;
  disabled?: boolean;
};

const HOLE_OPTIONS = [
  ...HOLE_CHOICES.map((n) => ({ value: n, label: `${n} holes` })),
  { value: OTHER_HOLES, label: 'Another number' },
];

/** The course's own fields, shared by the create dialog and the editor's Details tab. */
export function CourseFields({ form, showActive = false, disabled = false }: CourseFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoComplete="off"
        maxLength={120}
        disabled={disabled}
        {...form.register('name')}
      />
      <RadioGroup
        label="Holes"
        required
        orientation="horizontal"
        options={HOLE_OPTIONS}
        disabled={disabled}
        {...form.register('holes_choice')}
      />
      {form.values.holes_choice === OTHER_HOLES ? (
        <NumberField
          label="Number of holes"
          required
          min={1}
          max={36}
          step={1}
          hint="From 1 to 36."
          disabled={disabled}
          className={styles['fw-courses-narrow-field']}
          {...form.register('holes_other')}
        />
      ) : null}
      <div className={page['fw-ui-page-fields']}>
        <NumberField
          label="Tee interval"
          optionalLabel="optional"
          unit="min"
          min={5}
          max={30}
          step={1}
          hint="Minutes between two tee times (5–30). Empty uses the club's booking rules."
          disabled={disabled}
          {...form.register('tee_interval_minutes')}
        />
        <NumberField
          label="Players per tee time"
          optionalLabel="optional"
          min={1}
          max={6}
          step={1}
          hint="1–6. Empty uses the club's booking rules."
          disabled={disabled}
          {...form.register('players_per_slot')}
        />
      </div>
      <TextArea
        label="Description"
        optionalLabel="optional"
        rows={3}
        maxLength={2000}
        disabled={disabled}
        {...form.register('description')}
      />
      {showActive ? (
        <Checkbox
          label="Active"
          hint="Members can book tee times only on an active course."
          disabled={disabled}
          {...form.registerCheckbox('is_active')}
        />
      ) : null}
    </>
  );
}
