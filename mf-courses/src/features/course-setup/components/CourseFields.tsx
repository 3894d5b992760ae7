import {
  Checkbox,
  NumberField,
  RadioGroup,
  TextArea,
  TextField,
  useT,
  type RegisteredCheckbox,
  type RegisteredField,
  pageStyles as page,
} from '@fairway/shared-ui';
import { HOLE_CHOICES, OTHER_HOLES, type CourseFormValues } from '../utils/courseForm';
import { courseSetupMessages } from '../i18n';
import styles from './CourseSetup.module.css';
import { messages } from '../../../i18n/messages';

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

/** The course's own fields, shared by the create dialog and the editor's Details tab. */
export function CourseFields({ form, showActive = false, disabled = false }: CourseFieldsProps) {
  const t = useT(messages);
  const c = useT(courseSetupMessages);
  const holeOptions = [
    ...HOLE_CHOICES.map((n) => ({ value: n, label: t('holesCount', { count: Number(n) }) })),
    { value: OTHER_HOLES, label: t('anotherNumber') },
  ];
  return (
    <>
      <TextField
        label={t('name')}
        required
        autoComplete="off"
        maxLength={120}
        disabled={disabled}
        {...form.register('name')}
      />
      <RadioGroup
        label={t('holes')}
        required
        orientation="horizontal"
        options={holeOptions}
        disabled={disabled}
        {...form.register('holes_choice')}
      />
      {form.values.holes_choice === OTHER_HOLES ? (
        <NumberField
          label={t('numberOfHoles')}
          required
          min={1}
          max={36}
          step={1}
          hint={t('numberOfHolesHint')}
          disabled={disabled}
          className={styles['fw-courses-narrow-field']}
          {...form.register('holes_other')}
        />
      ) : null}
      <div className={page['fw-ui-page-fields']}>
        <NumberField
          label={t('teeInterval')}
          optionalLabel={t('optional')}
          unit={t('minutesUnit')}
          min={5}
          max={30}
          step={1}
          hint={t('teeIntervalHint')}
          disabled={disabled}
          {...form.register('tee_interval_minutes')}
        />
        <NumberField
          label={t('playersPerTeeTime')}
          optionalLabel={t('optional')}
          min={1}
          max={6}
          step={1}
          hint={t('playersPerTeeTimeHint')}
          disabled={disabled}
          {...form.register('players_per_slot')}
        />
      </div>
      <Checkbox
        label={c('crossoverStarts')}
        hint={c('crossoverStartsHint')}
        disabled={disabled}
        {...form.registerCheckbox('crossover_starts')}
      />
      <TextArea
        label={t('description')}
        optionalLabel={t('optional')}
        rows={3}
        maxLength={2000}
        disabled={disabled}
        {...form.register('description')}
      />
      {showActive ? (
        <Checkbox
          label={t('active')}
          hint={t('activeHint')}
          disabled={disabled}
          {...form.registerCheckbox('is_active')}
        />
      ) : null}
    </>
  );
}
