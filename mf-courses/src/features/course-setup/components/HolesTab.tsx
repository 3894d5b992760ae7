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
  useFormat,
  useT,
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
import { messages } from '../../../i18n/messages';

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
  const t = useT(messages);
  const unit = useFormat().settings.distance_unit;
  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        {t('holes')}
      </h2>
      <ResourceStatus
        resource={holes}
        loadingLabel={t('loadingHoles')}
        errorTitle={t('holesNotLoaded')}
      />
      {holes.status === 'ready' ? (
        <HoleLayoutForm
          key={`${course.holes_count}-${unit}`}
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
  const t = useT(messages);
  const f = useFormat();
  // Lengths are typed and totalled in the club's unit; the API stores metres.
  const unit = f.settings.distance_unit;
  const yards = unit === 'yards';
  const [rows, setRows] = useState<LayoutRow[]>(() => layoutRows(course.holes_count, holes, unit));
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
      const message = validateLayout(next, unit, t)[key];
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
    const problems = validateLayout(rows, unit, t);
    if (Object.keys(problems).length > 0) {
      focusNext.current = 'field';
      setErrors(problems);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await coursesApi().saveLayout(course.id, toLayout(rows, unit));
      const savedTotals = layoutTotals(layoutRows(course.holes_count, saved));
      notify.success(
        t('layoutSaved', {
          name: course.name,
          holes: t('holesCount', { count: saved.length }),
          par: f.number(savedTotals.par),
        }),
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
          ? t('noHolesLaidOutFill', { count: course.holes_count })
          : t('eachRowIsHole', { name: course.name })}
      </p>
      {formError ? (
        <div ref={formErrorRef} tabIndex={-1}>
          <Notice tone="error" title={t('layoutNotSaved')}>
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
            {t('fillPar', { par: 4 })}
          </Button>
          <span id={`${idPrefix}-fill-hint`} className={page['fw-ui-page-muted']}>
            {t('fillParHint', { par: 4 })}
          </span>
        </div>
      ) : null}
      <div
        role="region"
        aria-label={t('holeLayout')}
        tabIndex={0}
        className={styles['fw-courses-scroll']}
      >
        <table className={styles['fw-courses-table']}>
          <caption className={styles['fw-courses-caption']}>
            {t('layoutCaption', {
              name: course.name,
              holes: t('holesCount', { count: course.holes_count }),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('hole')}</th>
              <th scope="col">{t('par')}</th>
              <th scope="col">{t(yards ? 'lengthYards' : 'lengthMetres')}</th>
              <th scope="col">{t('strokeIndex')}</th>
              <th scope="col">{t('name')}</th>
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
                      label={t('parOfHole', { number: n })}
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
                      label={t(yards ? 'lengthOfHoleYards' : 'lengthOfHole', { number: n })}
                      hideLabel
                      min={1}
                      max={yards ? 1094 : 1000}
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
                      label={t('strokeIndexOfHole', { number: n })}
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
                      label={t('nameOfHole', { number: n })}
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
              <th scope="row">{t('total')}</th>
              <td className={styles['fw-courses-total']}>{f.number(totals.par)}</td>
              <td className={styles['fw-courses-total']}>{f.length(totals.length, unit)}</td>
              <td colSpan={2} className={page['fw-ui-page-muted']}>
                {totals.holesWithoutPar > 0
                  ? t('holesWithoutPar', { count: totals.holesWithoutPar })
                  : null}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles['fw-courses-totals']}>
        {t('parTotal')} <strong>{f.number(totals.par)}</strong> · {t('length')}{' '}
        <strong>{f.length(totals.length, unit)}</strong>
      </p>
      {canWrite ? (
        <div className={page['fw-ui-page-actions']}>
          <Button type="submit" loading={saving} loadingLabel={t('saving')}>
            {t('saveLayout')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
