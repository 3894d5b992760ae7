import { useId, useState } from 'react';
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
  type DataTableColumn,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course, Hole, SandTrap } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { useHoles } from '../hooks/useCourseSetup';
import { KIND_LABELS, SIDE_LABELS, withTrap, withoutTrap } from '../utils/sandTraps';
import { editorPath } from '../utils/paths';
import { SandTrapDialog } from './SandTrapDialog';
import styles from './CourseSetup.module.css';

export type SandTrapsTabProps = { course: Course; canWrite: boolean };

const columns: DataTableColumn<SandTrap>[] = [
  { id: 'name', header: 'Name', value: (t) => t.name },
  { id: 'kind', header: 'Kind', value: (t) => KIND_LABELS[t.kind] },
  { id: 'side', header: 'Side', value: (t) => (t.side ? SIDE_LABELS[t.side] : null) },
  {
    id: 'distance',
    header: 'To the green',
    value: (t) => t.distance_to_green_meters,
    render: (t) => (t.distance_to_green_meters === null ? '—' : `${t.distance_to_green_meters} m`),
    align: 'end',
  },
];

const trapCount = (n: number) =>
  n === 0 ? 'no sand traps' : n === 1 ? '1 sand trap' : `${n} sand traps`;

/** Sand traps per hole: choose a hole, then add, edit or delete its traps. */
export function SandTrapsTab({ course, canWrite }: SandTrapsTabProps) {
  const holes = useHoles(course.id);
  const headingId = useId();
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
    notify.success(`${deleting.name} is deleted`);
    setDeleting(null);
  };

  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        Sand traps
      </h2>
      <ResourceStatus
        resource={holes}
        loadingLabel="Loading the holes…"
        errorTitle="The holes could not be loaded"
      />
      {holes.status === 'ready' && !hole ? (
        <EmptyState
          title="No holes are laid out yet"
          message="Sand traps belong to a hole. Lay out the holes first."
          action={
            <Link to={editorPath(course.id, 'holes')} className={buttonClassName('primary')}>
              Lay out the holes
            </Link>
          }
        />
      ) : null}
      {holes.status === 'ready' && hole ? (
        <>
          <div className={page['fw-ui-page-actions']}>
            <Select
              label="Hole"
              options={list.map((h) => ({
                value: String(h.hole_number),
                label: `Hole ${h.hole_number}${h.name ? ` (${h.name})` : ''} · par ${h.par} · ${trapCount(h.sand_traps.length)}`,
              }))}
              value={String(hole.hole_number)}
              onChange={(e) => setHoleNumber(Number(e.target.value))}
              className={styles['fw-courses-hole-select']}
            />
            {canWrite ? (
              <Button
                onClick={() => setEditing({ trap: null })}
                className={styles['fw-courses-align-end']}
              >
                Add sand trap
              </Button>
            ) : null}
          </div>
          <DataTable
            caption={`Sand traps on hole ${hole.hole_number}`}
            columns={columns}
            rows={hole.sand_traps}
            getRowId={(t) => String(t.id)}
            filterable={false}
            exportFileName={false}
            emptyTitle={`Hole ${hole.hole_number} has no sand traps`}
            emptyMessage={canWrite ? 'Add the bunkers and waste areas of this hole.' : undefined}
            rowActions={
              canWrite
                ? (t) => (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Edit ${t.name}`}
                        onClick={() => setEditing({ trap: t })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Delete ${t.name}`}
                        onClick={() => setDeleting(t)}
                      >
                        Delete
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
            title={deleting ? `Delete ${deleting.name}?` : 'Delete sand trap?'}
            message={`It is removed from hole ${hole.hole_number}.`}
            confirmLabel="Delete sand trap"
            tone="danger"
            onConfirm={handleDelete}
            onCancel={() => setDeleting(null)}
          />
        </>
      ) : null}
    </section>
  );
}
