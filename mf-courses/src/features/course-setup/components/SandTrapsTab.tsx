import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ResourceStatus,
  Select,
  buttonClassName,
  errorText,
  notify,
  useFormat,
  useT,
  type DataTableColumn,
  type Formatter,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course, Hole, SandTrap } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { useHoles } from '../hooks/useCourseSetup';
import { KIND_LABELS, SIDE_LABELS, withTrap, withoutTrap } from '../utils/sandTraps';
import { editorPath } from '../utils/paths';
import { SandTrapDialog } from './SandTrapDialog';
import styles from './CourseSetup.module.css';
import { messages, type CoursesT } from '../../../i18n/messages';

export type SandTrapsTabProps = { course: Course; canWrite: boolean };

const columnsOf = (t: CoursesT, f: Formatter): DataTableColumn<SandTrap>[] => [
  { id: 'name', header: t('name'), value: (trap) => trap.name },
  { id: 'kind', header: t('kind'), value: (trap) => t(KIND_LABELS[trap.kind]) },
  {
    id: 'side',
    header: t('side'),
    value: (trap) => (trap.side ? t(SIDE_LABELS[trap.side]) : null),
  },
  {
    id: 'distance',
    header: t('toTheGreen'),
    value: (trap) => trap.distance_to_green_meters,
    // The club's unit (metres or yards); the value stays in metres for sorting and export.
    render: (trap) =>
      trap.distance_to_green_meters === null ? '—' : f.length(trap.distance_to_green_meters),
    align: 'end',
  },
];

/** Sand traps per hole: choose a hole, then add, edit or delete its traps. */
export function SandTrapsTab({ course, canWrite }: SandTrapsTabProps) {
  const holes = useHoles(course.id);
  const headingId = useId();
  const t = useT(messages);
  const f = useFormat();
  const columns = useMemo(() => columnsOf(t, f), [t, f]);
  const [holeNumber, setHoleNumber] = useState(1);
  const [editing, setEditing] = useState<{ trap: SandTrap | null } | null>(null);
  const [deleting, setDeleting] = useState<SandTrap | null>(null);

  const list = holes.data ?? [];
  const hole: Hole | undefined =
    list.find((h) => h.hole_number === holeNumber) ?? list.find(Boolean);

  const replaceHole = (next: Hole) =>
    holes.setData((current) => (current ?? []).map((h) => (h.id === next.id ? next : h)));

  const handleDelete = async () => {
    if (!deleting || !hole) return;
    try {
      await coursesApi().removeSandTrap(deleting.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    replaceHole(withoutTrap(hole, deleting.id));
    notify.success(t('nameDeleted', { name: deleting.name }));
    setDeleting(null);
  };

  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        {t('sandTraps')}
      </h2>
      <ResourceStatus
        resource={holes}
        loadingLabel={t('loadingHoles')}
        errorTitle={t('holesNotLoaded')}
      />
      {holes.status === 'ready' && !hole ? (
        <EmptyState
          title={t('noHolesLaidOut')}
          message={t('sandTrapsNeedHoles')}
          action={
            <Link to={editorPath(course.id, 'holes')} className={buttonClassName('primary')}>
              {t('layOutHoles')}
            </Link>
          }
        />
      ) : null}
      {holes.status === 'ready' && hole ? (
        <>
          <div className={page['fw-ui-page-actions']}>
            <Select
              label={t('hole')}
              options={list.map((h) => {
                const traps = t('sandTrapCount', { count: h.sand_traps.length });
                return {
                  value: String(h.hole_number),
                  label: h.name
                    ? t('holeOptionNamed', {
                        number: h.hole_number,
                        name: h.name,
                        par: h.par,
                        traps,
                      })
                    : t('holeOption', { number: h.hole_number, par: h.par, traps }),
                };
              })}
              value={String(hole.hole_number)}
              onChange={(e) => setHoleNumber(Number(e.target.value))}
              className={styles['fw-courses-hole-select']}
            />
            {canWrite ? (
              <Button
                onClick={() => setEditing({ trap: null })}
                className={styles['fw-courses-align-end']}
              >
                {t('addSandTrap')}
              </Button>
            ) : null}
          </div>
          <DataTable
            caption={t('sandTrapsOnHole', { number: hole.hole_number })}
            columns={columns}
            rows={hole.sand_traps}
            getRowId={(t) => String(t.id)}
            filterable={false}
            exportFileName={false}
            emptyTitle={t('holeHasNoSandTraps', { number: hole.hole_number })}
            emptyMessage={canWrite ? t('addSandTrapsMessage') : undefined}
            rowActions={
              canWrite
                ? (trap) => (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('editName', { name: trap.name })}
                        onClick={() => setEditing({ trap })}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('deleteName', { name: trap.name })}
                        onClick={() => setDeleting(trap)}
                      >
                        {t('delete')}
                      </Button>
                    </>
                  )
                : undefined
            }
          />
          {editing ? (
            <SandTrapDialog
              holeId={hole.id}
              holeNumber={hole.hole_number}
              trap={editing.trap}
              onClose={() => setEditing(null)}
              onSaved={(trap) => {
                replaceHole(withTrap(hole, trap));
                setEditing(null);
              }}
            />
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            title={
              deleting
                ? t('deleteNameQuestion', { name: deleting.name })
                : t('deleteSandTrapQuestion')
            }
            message={t('removedFromHole', { number: hole.hole_number })}
            confirmLabel={t('deleteSandTrap')}
            tone="danger"
            onConfirm={handleDelete}
            onCancel={() => setDeleting(null)}
          />
        </>
      ) : null}
    </section>
  );
}
