import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  useT,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_PRIORITIES,
  type MaintenanceJob,
  type MaintenancePriority,
} from '@fairway/shared-api/house-maintenance';
import type { House } from '@fairway/shared-api/property';
import { maintenanceApi } from '../../../shared/api/clients';
import { householdMessages } from '../i18n';
import styles from '../../property/components/Property.module.css';

const FIELDS = ['house_id', 'title', 'description', 'priority'] as const;
type Field = (typeof FIELDS)[number];

export type MaintenanceRequestDialogProps = {
  /** The household's houses; the house is asked only when there are several. */
  houses: readonly House[];
  onClose: () => void;
  onSaved: (job: MaintenanceJob) => void;
};

/** A household's maintenance request (POST /maintenances): what, details and how urgent. */
export function MaintenanceRequestDialog({
  houses,
  onClose,
  onSaved,
}: MaintenanceRequestDialogProps) {
  const t = useT(householdMessages);
  const formId = useId();
  const [houseId, setHouseId] = useState(houses.length === 1 ? String(houses[0]!.id) : '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<MaintenancePriority>('normal');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Field, string>> = {};
    if (!houseId) found.house_id = t('houseRequired');
    if (!title.trim()) found.title = t('titleRequired');
    setProblems(found);
    if (Object.keys(found).length) return;
    setError(null);
    setSubmitting(true);
    try {
      onSaved(
        await maintenanceApi().create({
          house_id: Number(houseId),
          title: title.trim(),
          description: description.trim() || null,
          priority,
        }),
      );
    } catch (err) {
      setProblems(fieldErrorsOf(err, FIELDS));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={t('requestMaintenance')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('sending')}>
            {t('sendRequest')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-rentals-property-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {houses.length > 1 ? (
          <Select
            label={t('requestHouse')}
            required
            placeholder="—"
            options={houses.map((h) => ({ value: String(h.id), label: h.name }))}
            value={houseId}
            onValueChange={setHouseId}
            error={problems.house_id}
          />
        ) : null}
        <TextField
          label={t('requestTitle')}
          required
          maxLength={200}
          autoComplete="off"
          value={title}
          onValueChange={setTitle}
          error={problems.title}
        />
        <TextArea
          label={t('requestDescription')}
          hint={t('requestDescriptionHint')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={4}
          value={description}
          onValueChange={setDescription}
          error={problems.description}
        />
        <RadioGroup
          label={t('priority')}
          orientation="horizontal"
          options={MAINTENANCE_PRIORITIES.map((p) => ({ value: p, label: t(`priority_${p}`) }))}
          value={priority}
          onChange={(v) => setPriority(v as MaintenancePriority)}
          error={problems.priority}
        />
      </form>
    </Dialog>
  );
}
