import { useId, useMemo, useRef, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  Notice,
  NumberField,
  Select,
  Switch,
  TextField,
  useForm,
  useResource,
  errorText,
  fieldErrors,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { SETTINGS_SECTIONS, type SettingsSectionName } from '@fairway/shared-api/settings';
import {
  loadSection,
  resetSection,
  saveSection,
  type SectionValues as Values,
} from '../api/sections';
import { focusFieldByName } from '../../../shared/utils/focus';
import { formSchema, type Parser } from '../../../shared/utils/formSchema';
import { fieldKind, fieldOrder, type FieldKind } from '../utils/fields';
import { SECTION_DESCRIPTIONS, SECTION_TITLES, fieldText } from '../utils/labels';

type FormValues = Record<string, string | boolean>;

/** Stored values as form values: numbers as text, null as ''. */
function toForm(values: Values): FormValues {
  const out: FormValues = {};
  for (const [k, v] of Object.entries(values))
    out[k] = typeof v === 'boolean' ? v : v === null || v === undefined ? '' : String(v);
  return out;
}

/** Form values back to the section document: text to numbers where the field is a number, '' to null where the field may be empty. */
function toSection(form: FormValues, kinds: Record<string, FieldKind>): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(form)) {
    const kind = kinds[k];
    if (typeof v === 'boolean' || !kind) out[k] = v;
    else if (kind.kind === 'number' || (kind.kind === 'select' && kind.numeric))
      out[k] = v.trim() === '' ? null : Number(v);
    else if (kind.kind === 'text' && kind.nullable) out[k] = v.trim() === '' ? null : v.trim();
    else out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

type SectionFormProps = {
  name: SettingsSectionName;
  stored: Values;
  canWrite: boolean;
  onSaved: (values: Values) => void;
};

function SectionForm({ name, stored, canWrite, onSaved }: SectionFormProps) {
  const title = SECTION_TITLES[name];
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [confirmReset, setConfirmReset] = useState(false);
  const order = useMemo(() => fieldOrder(name, stored), [name, stored]);
  const kinds = useMemo(
    () =>
      Object.fromEntries(order.map((k) => [k, fieldKind(name, k, stored[k])])) as Record<
        string,
        FieldKind
      >,
    [name, order, stored],
  );
  const schema = useMemo(
    () =>
      formSchema<FormValues, Values>(SETTINGS_SECTIONS[name] as unknown as Parser<Values>, (v) =>
        toSection(v, kinds),
      ),
    [name, kinds],
  );

  const form = useForm<FormValues, Values>({
    schema,
    initialValues: toForm(stored),
    onSubmit: async (data, helpers) => {
      try {
        const saved = await saveSection(name, data);
        helpers.reset(toForm(saved));
        onSaved(saved);
        notify.success(`${title} settings saved`);
      } catch (err) {
        const fields = fieldErrors(err);
        const names = Object.keys(fields);
        if (names.length === 0) throw new Error(errorText(err));
        helpers.setErrors(fields);
        focusFieldByName(formRef.current, names[0]!);
      }
    },
  });

  const handleReset = async () => {
    let defaults: Values;
    try {
      defaults = await resetSection(name);
    } catch (err) {
      throw new Error(errorText(err));
    }
    form.reset(toForm(defaults));
    onSaved(defaults);
    setConfirmReset(false);
    notify.success(`${title} settings are back to their defaults`);
  };

  const field = (key: string) => {
    const kind = kinds[key]!;
    const text = fieldText(name, key);
    const readOnly = !canWrite;
    switch (kind.kind) {
      case 'switch':
        return (
          <Switch
            key={key}
            label={text.label}
            hint={text.hint}
            disabled={readOnly}
            {...form.registerCheckbox(key)}
          />
        );
      case 'number':
        return (
          <NumberField
            key={key}
            label={text.label}
            hint={
              text.hint ??
              (kind.min !== undefined && kind.max !== undefined
                ? `From ${kind.min} to ${kind.max}`
                : undefined)
            }
            unit={text.unit}
            min={kind.min}
            max={kind.max}
            step={1}
            required
            readOnly={readOnly}
            {...form.register(key)}
          />
        );
      case 'select':
        return (
          <Select
            key={key}
            label={text.label}
            hint={text.hint}
            options={kind.options}
            required
            disabled={readOnly}
            {...form.register(key)}
          />
        );
      default:
        return (
          <TextField
            key={key}
            label={text.label}
            hint={text.hint}
            type={kind.email ? 'email' : 'text'}
            optionalLabel={kind.nullable ? 'optional' : undefined}
            required={!kind.nullable}
            readOnly={readOnly}
            spellCheck={false}
            autoComplete="off"
            {...form.register(key)}
          />
        );
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles['fw-ui-page-section']}>
      <div>
        <h2 id={headingId}>{title}</h2>
        <p className={styles['fw-ui-page-muted']}>{SECTION_DESCRIPTIONS[name]}</p>
      </div>
      {!canWrite ? (
        <Notice tone="info">
          You can look at these settings; changing them needs the settings:write permission.
        </Notice>
      ) : null}
      <form ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? (
          <Notice tone="error" title="The settings were not saved">
            {form.formError}
          </Notice>
        ) : null}
        <div className={styles['fw-ui-page-fields']}>{order.map(field)}</div>
        {canWrite ? (
          <div className={styles['fw-ui-page-actions']}>
            <Button type="submit" loading={form.submitting} loadingLabel="Saving">
              Save
            </Button>
            <Button variant="secondary" onClick={() => setConfirmReset(true)}>
              Reset to defaults
            </Button>
          </div>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirmReset}
        title={`Reset the ${title.toLowerCase()} settings?`}
        message="Every field of this section goes back to the value a new club starts with. Other sections stay as they are."
        confirmLabel="Reset to defaults"
        tone="danger"
        onConfirm={handleReset}
        onCancel={() => setConfirmReset(false)}
      />
    </section>
  );
}

/** One settings section (app, course, maintenance, notifications, security), read from the server and edited as a whole. */
export function SectionTab({ name, canWrite }: { name: SettingsSectionName; canWrite: boolean }) {
  const section = useResource(() => loadSection(name), [name]);
  if (section.error) {
    return (
      <ErrorState
        title={`Could not load the ${SECTION_TITLES[name].toLowerCase()} settings`}
        message={section.error}
        onRetry={() => void section.reload()}
        retrying={section.loading}
      />
    );
  }
  if (!section.data) return <LoadingState label="Loading settings…" />;
  return (
    <SectionForm
      key={name}
      name={name}
      stored={section.data}
      canWrite={canWrite}
      onSaved={section.setData}
    />
  );
}
