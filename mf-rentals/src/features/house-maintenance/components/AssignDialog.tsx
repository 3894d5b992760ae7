import { useState } from 'react';
import { Button, Dialog, Notice, errorText, notify, useT } from '@fairway/shared-ui';
import type { MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { PersonSearch, type Person } from './PersonSearch';
import styles from './Maintenance.module.css';

/** Who does the job: a person chosen by name, or nobody. */
export function AssignDialog({ job }: { job: MaintenanceJob }) {
  const t = useT(maintenanceMessages);
  const state = useMaintenance();
  const [person, setPerson] = useState<Person | null>(
    job.assigned_to !== null
      ? { id: job.assigned_to, name: job.assigned_to_name ?? `#${job.assigned_to}` }
      : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const close = () => state.openDialog(null);

  const save = async (assignee: Person | null) => {
    if (submitting) return;
    setError(null);
    setSubmitting(true);
    try {
      const saved = await maintenanceApi().update(job.id, { assigned_to: assignee?.id ?? null });
      state.remember(saved);
      notify.success(
        assignee
          ? t('assigned', { title: saved.title, name: saved.assigned_to_name ?? assignee.name })
          : t('unassigned', { title: saved.title }),
      );
      close();
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('assignTitle', { title: job.title })}
      closeLabel={t('close')}
      footer={
        <>
          {job.assigned_to !== null ? (
            <Button variant="ghost" disabled={submitting} onClick={() => void save(null)}>
              {t('unassign')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            loading={submitting}
            onClick={() => {
              if (!person) setProblem(t('chooseSomeone'));
              else void save(person);
            }}
          >
            {t('assign')}
          </Button>
        </>
      }
    >
      <div className={styles['fw-maint-form']}>
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <PersonSearch
          label={t('assignee')}
          value={person}
          error={problem}
          onChange={(p) => {
            setPerson(p);
            setProblem(null);
          }}
        />
      </div>
    </Dialog>
  );
}
