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
  useFormat,
  useT,
  pageStyles as styles,
  type Formatter,
} from '@fairway/shared-ui';
import { displayStore, type DisplaySettingsInfo } from '@fairway/shared-api';
import { SETTINGS_SECTIONS, type SettingsSectionName } from '@fairway/shared-api/settings';
import { messages, type AdminT } from '../../../i18n/messages';
import {
  loadSection,
  resetSection,
  saveSection,
  type SectionValues as Values,
} from '../api/sections';
import { focusFieldByName } from '../../../shared/utils/focus';
import { formSchema, type Parser } from '../../../shared/utils/formSchema';
import { fieldKind, fieldOrder, type FieldKind } from '../utils/fields';
import { fieldText, sectionDescription, sectionTitle } from '../utils/labels';

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

/** How a field is edited here: the first day of the week is chosen by its name, not its number. */
function kindOf(
  name: SettingsSectionName,
  key: string,
  value: unknown,
  t: AdminT,
  f: Formatter,
): FieldKind {
  if (name === 'app' && key === 'week_starts_on') {
    const days = [...f.weekdays()].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
    return {
      kind: 'select',
      numeric: true,
      options: days.map((d) => ({ value: String(d.day), label: d.long })),
    };
  }
  const kind = fieldKind(name, key, value, t);
  if (name === 'app' && (key === 'locale' || key === 'currency') && kind.kind === 'select')
    return { ...kind, options: displayOptions(key, kind.options, value, f) };
  return kind;
}

/**
 * The club's language-and-region and currency choices in words ('British English (en-GB)',
 * 'GBP – British Pound') in the reader's language; a stored value the list lacks stays shown.
 */
function displayOptions(
  key: 'locale' | 'currency',
  options: { value: string; label: string }[],
  stored: unknown,
  f: Formatter,
): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([f.locale], { type: key === 'locale' ? 'language' : 'currency' });
  } catch {
    names = null;
  }
  const label = (value: string) => {
    let name: string | undefined;
    try {
      name = names?.of(value);
    } catch {
      name = undefined;
    }
    if (!name || name === value) return value;
    return key === 'locale' ? `${name} (${value})` : `${value} – ${name}`;
  };
  const values = options.map((o) => o.value);
  if (typeof stored === 'string' && stored && !values.includes(stored)) values.unshift(stored);
  return values.map((value) => ({ value, label: label(value) }));
}

/** After the display section changed: every screen follows the club's new settings at once. */
function adoptDisplay(name: SettingsSectionName, values: Values) {
  if (name === 'app') displayStore.getState().setClub(values as Partial<DisplaySettingsInfo>);
}

type SectionFormProps = {
  name: SettingsSectionName;
  stored: Values;
  canWrite: boolean;
  onSaved: (values: Values) => void;
};

function SectionForm({ name, stored, canWrite, onSaved }: SectionFormProps) {
  const t = useT(messages);
  const f = useFormat();
  const title = sectionTitle(name, t);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [confirmReset, setConfirmReset] = useState(false);
  const order = useMemo(() => fieldOrder(name, stored), [name, stored]);
  const kinds = useMemo(
    () =>
      Object.fromEntries(order.map((k) => [k, kindOf(name, k, stored[k], t, f)])) as Record<
        string,
        FieldKind
      >,
    [name, order, stored, t, f],
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
        adoptDisplay(name, saved);
        notify.success(t('sectionSaved', { title }));
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
    adoptDisplay(name, defaults);
    setConfirmReset(false);
    notify.success(t('sectionReset', { title }));
  };

  const field = (key: string) => {
    const kind = kinds[key]!;
    const text = fieldText(name, key, t);
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
                ? t('fromTo', { min: kind.min, max: kind.max })
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
            optionalLabel={kind.nullable ? t('optional') : undefined}
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
        <p className={styles['fw-ui-page-muted']}>{sectionDescription(name, t)}</p>
      </div>
      {!canWrite ? <Notice tone="info">{t('settingsReadOnly')}</Notice> : null}
      <form ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? (
          <Notice tone="error" title={t('settingsNotSaved')}>
            {form.formError}
          </Notice>
        ) : null}
        <div className={styles['fw-ui-page-fields']}>{order.map(field)}</div>
        {canWrite ? (
          <div className={styles['fw-ui-page-actions']}>
            <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmReset(true)}>
              {t('resetToDefaults')}
            </Button>
          </div>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirmReset}
        title={t('resetQuestion', { title: title.toLowerCase() })}
        message={t('resetMessage')}
        confirmLabel={t('resetToDefaults')}
        tone="danger"
        onConfirm={handleReset}
        onCancel={() => setConfirmReset(false)}
      />
    </section>
  );
}

/** One settings section (app, course, maintenance, notifications, security), read from the server and edited as a whole. */
export function SectionTab({ name, canWrite }: { name: SettingsSectionName; canWrite: boolean }) {
  const t = useT(messages);
  const section = useResource(() => loadSection(name), [name]);
  if (section.error) {
    return (
      <ErrorState
        title={t('sectionNotLoaded', { title: sectionTitle(name, t).toLowerCase() })}
        message={section.error}
        onRetry={() => void section.reload()}
        retrying={section.loading}
      />
    );
  }
  if (!section.data) return <LoadingState label={t('loadingSettings')} />;
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
