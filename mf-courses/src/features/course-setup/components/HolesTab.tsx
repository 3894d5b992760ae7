import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Notice,
  NumberField,
  ResourceStatus,
  Select,
  TextField,
  errorText,
  fieldProblems,
  notify,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course, Hole } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { useHoles } from '../hooks/useCourseSetup';
import {
  PAR_VALUES,
  errorKey,
  fillPar,
  firstProblem,
  layoutProblems,
  layoutRows,
  layoutTotals,
  toLayout,
  validateLayout,
  type LayoutErrors,
  type LayoutField,
  type LayoutRow,
} from '../utils/layout';
import styles from './CourseSetup.module.css';

export type HolesTabProps = {
  course: Course;
  canWrite: boolean;
  /** After a save (the course's par total changed). */
  onSaved: () => void;
};

/** The Holes tab: loads the layout, then shows it as one form. */
export function HolesTab({ course, canWrite, onSaved }: HolesTabProps) {
  const holes = useHoles(course.id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        Holes
      </h2>
      <ResourceStatus
        resource={holes}
        loadingLabel="Loading the holes…"
        errorTitle="The holes could not be loaded"
      />
      {holes.status === 'ready' ? (
        <HoleLayoutForm
          key={`${course.holes_count}`}
          course={course}
          holes={holes.data}
          canWrite={canWrite}
          onSaved={(saved) => {
            holes.setData(saved);
            onSaved();
          }}
        />
      ) : null}
    </section>
  );
}

const PAR_OPTIONS = PAR_VALUES.map((p) => ({ value: String(p), label: String(p) }));

type HoleLayoutFormProps = {
  course: Course;
  holes: Hole[];
  canWrite: boolean;
  onSaved: (holes: Hole[]) => void;
};

/**
 * Every hole of the course in one form (a row per hole: par, length, stroke index, name) with the
 * totals as it is typed; one Save sends the whole layout in one PUT.
 */
function HoleLayoutForm({ course, holes, canWrite, onSaved }: HoleLayoutFormProps) {
  const idPrefix = useId().replace(/:/g, '');
  const [rows, setRows] = useState<LayoutRow[]>(() => layoutRows(course.holes_count, holes));
  const [errors, setErrors] = useState<LayoutErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'field' | 'form' | null>(null);
  const totals = layoutTotals(rows);
  const laidOut = holes.length;

  const inputId = (hole: number, field: LayoutField) => `${idPrefix}-hole-${hole}-${field}`;

  // Focus moves once the messages are on screen, so the field is read with its message.
  useEffect(() => {
    if (focusNext.current === 'form') formErrorRef.current?.focus();
    if (focusNext.current === 'field') {
      const first = firstProblem(rows, errors);
      if (first)
        document
          .getElementById(inputId(first.hole, first.field === 'row' ? 'par' : first.field))
          ?.focus();
    }
    focusNext.current = null;
  }, [errors, formError]);

  const handleChange = (hole: number, field: LayoutField, value: string) => {
    const next = rows.map((r) => (r.hole_number === hole ? { ...r, [field]: value } : r));
    setRows(next);
    const key = errorKey(hole, field);
    if (errors[key]) {
      // A field that shows a message is checked again as it changes.
      const message = validateLayout(next)[key];
      setErrors((current) => {
        const updated = { ...current };
        if (message) updated[key] = message;
        else delete updated[key];
        return updated;
      });
    }
  };

  const handleFillPar = () => {
    const next = fillPar(rows, 4);
    setRows(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.endsWith('.par'))),
    );
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const problems = validateLayout(rows);
    if (Object.keys(problems).length > 0) {
      focusNext.current = 'field';
      setErrors(problems);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await coursesApi().saveLayout(course.id, toLayout(rows));
      const savedTotals = layoutTotals(layoutRows(course.holes_count, saved));
      notify.success(
        `The layout of ${course.name} is saved: ${saved.length} holes, par ${savedTotals.par}`,
      );
      onSaved(saved);
    } catch (err) {
      const onRows = layoutProblems(fieldProblems(err), rows);
      if (Object.keys(onRows).length > 0) {
        focusNext.current = 'field';
        setErrors(onRows);
        setFormError(errorText(err));
      } else {
        focusNext.current = 'form';
        setFormError(errorText(err));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className={page['fw-ui-page-form']}>
      <p className={page['fw-ui-page-muted']}>
        {laidOut === 0
          ? `No holes are laid out yet. Fill in the ${course.holes_count} holes and save them together.`
          : `Each row is one hole. Saving replaces the whole layout of ${course.name}.`}
      </p>
      {formError ? (
        <div ref={formErrorRef} tabIndex={-1}>
          <Notice tone="error" title="The layout was not saved">
            {formError}
          </Notice>
        </div>
      ) : null}
      {canWrite ? (
        <div className={page['fw-ui-page-actions']}>
          <Button
            variant="secondary"
            size="sm"
            onClick={handleFillPar}
            aria-describedby={`${idPrefix}-fill-hint`}
          >
            Fill par 4
          </Button>
          <span id={`${idPrefix}-fill-hint`} className={page['fw-ui-page-muted']}>
            Gives every hole without a par a par of 4.
          </span>
        </div>
      ) : null}
      <div
        role="region"
        aria-label="Hole layout"
        tabIndex={0}
        className={styles['fw-courses-scroll']}
      >
        <table className={styles['fw-courses-table']}>
          <caption className={styles['fw-courses-caption']}>
            Layout of {course.name}: {course.holes_count} holes
          </caption>
          <thead>
            <tr>
              <th scope="col">Hole</th>
              <th scope="col">Par</th>
              <th scope="col">Length (m)</th>
              <th scope="col">Stroke index</th>
              <th scope="col">Name</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const n = row.hole_number;
              const rowError = errors[errorKey(n, 'row')];
              return (
                <tr key={n}>
                  <th scope="row" className={styles['fw-courses-hole-number']}>
                    {n}
                    {rowError ? (
                      <span className={styles['fw-courses-row-error']}>{rowError}</span>
                    ) : null}
                  </th>
                  <td>
                    <Select
                      id={inputId(n, 'par')}
                      label={`Par, hole ${n}`}
                      hideLabel
                      required
                      placeholder="—"
                      options={PAR_OPTIONS}
                      disabled={!canWrite}
                      value={row.par}
                      error={errors[errorKey(n, 'par')]}
                      onChange={(e) => handleChange(n, 'par', e.target.value)}
                      className={styles['fw-courses-cell-par']}
                    />
                  </td>
                  <td>
                    <NumberField
                      id={inputId(n, 'length_meters')}
                      label={`Length in metres, hole ${n}`}
                      hideLabel
                      min={1}
                      max={1000}
                      step={1}
                      disabled={!canWrite}
                      value={row.length_meters}
                      error={errors[errorKey(n, 'length_meters')]}
                      onChange={(e) => handleChange(n, 'length_meters', e.target.value)}
                      className={styles['fw-courses-cell-number']}
                    />
                  </td>
                  <td>
                    <NumberField
                      id={inputId(n, 'stroke_index')}
                      label={`Stroke index, hole ${n}`}
                      hideLabel
                      min={1}
                      max={36}
                      step={1}
                      disabled={!canWrite}
                      value={row.stroke_index}
                      error={errors[errorKey(n, 'stroke_index')]}
                      onChange={(e) => handleChange(n, 'stroke_index', e.target.value)}
                      className={styles['fw-courses-cell-number']}
                    />
                  </td>
                  <td>
                    <TextField
                      id={inputId(n, 'name')}
                      label={`Name, hole ${n}`}
                      hideLabel
                      maxLength={80}
                      autoComplete="off"
                      disabled={!canWrite}
                      value={row.name}
                      error={errors[errorKey(n, 'name')]}
                      onChange={(e) => handleChange(n, 'name', e.target.value)}
                      className={styles['fw-courses-cell-name']}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className={styles['fw-courses-total']}>{totals.par}</td>
              <td className={styles['fw-courses-total']}>{totals.length.toLocaleString()} m</td>
              <td colSpan={2} className={page['fw-ui-page-muted']}>
                {totals.holesWithoutPar > 0
                  ? `${totals.holesWithoutPar} ${totals.holesWithoutPar === 1 ? 'hole has' : 'holes have'} no par yet`
                  : null}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles['fw-courses-totals']}>
        Par total <strong>{totals.par}</strong> · Length{' '}
        <strong>{totals.length.toLocaleString()} m</strong>
      </p>
      {canWrite ? (
        <div className={page['fw-ui-page-actions']}>
          <Button type="submit" loading={saving} loadingLabel="Saving">
            Save layout
          </Button>
        </div>
      ) : null}
    </form>
  );
}
