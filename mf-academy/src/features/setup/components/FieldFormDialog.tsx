import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  pageStyles as page,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { setupMessages } from '../i18n';
import { readForm, type FieldSpec, type FormProblems, type FormValues } from '../utils/fieldForm';

export type FieldFormDialogProps = {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  /** Sends the typed body; a rejection's message (and its field problems) show in the form. */
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
  /** A notice above the fields (choices that could not be loaded). */
  notice?: string | null;
};

type Member = { id: number; name: string };

/** A create or edit form of the set-up, drawn from its fields. */
export function FieldFormDialog({
  title,
  fields,
  initial,
  onSubmit,
  onClose,
  notice,
}: FieldFormDialogProps) {
  const t = useT(setupMessages);
  const f = useFormat();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const [members, setMembers] = useState<Record<string, Member | null>>(() =>
    Object.fromEntries(
      fields
        .filter((fd) => fd.kind === 'member')
        .map((fd) => {
          const id = Number(initial[fd.name]);
          return [fd.name, id > 0 ? { id, name: t('account', { id }) } : null];
        }),
    ),
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const read = readForm(fields, values, f.settings.currency, {
      required: t('required'),
      wholeNumber: (min, max) => t('wholeNumber', { min, max }),
      decimal: (min, max) => t('decimal', { min, max }),
      notMoney: t('notMoney'),
    });
    setProblems(read.problems ?? {});
    if (!read.body) return;
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(read.body);
    } catch (err) {
      setProblems(
        fieldErrorsOf(
          err,
          fields.map((fd) => fd.name),
        ),
      );
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  const control = (field: FieldSpec) => {
    const common = {
      label: field.label,
      required: field.required,
      optionalLabel: field.required ? undefined : t('optional'),
      hint: field.hint,
      error: problems[field.name],
      value: values[field.name] ?? '',
      onValueChange: set(field.name),
    };
    switch (field.kind) {
      case 'textarea':
        return <TextArea key={field.name} {...common} maxLength={field.maxLength} rows={3} />;
      case 'select':
        return (
          <Select
            key={field.name}
            {...common}
            placeholder={field.required ? t('choose') : t('none')}
            options={field.options ?? []}
          />
        );
      case 'date':
        return <DateField key={field.name} {...common} />;
      case 'member':
        return (
          <SearchSelect<Member>
            key={field.name}
            label={field.label}
            search={(q) =>
              usersApi()
                .memberSearch(q)
                .then((rows: MemberSearchResult[]) =>
                  rows.map((r) => ({ id: r.id, name: `${r.name} (${r.email})` })),
                )
            }
            idOf={(m) => m.id}
            labelOf={(m) => m.name}
            value={members[field.name] ?? null}
            error={problems[field.name]}
            onChange={(m) => {
              setMembers((all) => ({ ...all, [field.name]: m }));
              set(field.name)(m ? String(m.id) : '');
            }}
          />
        );
      default:
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.kind === 'email' ? 'email' : 'text'}
            inputMode={
              field.kind === 'integer'
                ? 'numeric'
                : field.kind === 'text' || field.kind === 'email'
                  ? undefined
                  : 'decimal'
            }
            maxLength={field.maxLength ?? 12}
            autoComplete="off"
          />
        );
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={page['fw-ui-page-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {notice ? <Notice tone="error">{notice}</Notice> : null}
        {fields.map(control)}
      </form>
    </Dialog>
  );
}
