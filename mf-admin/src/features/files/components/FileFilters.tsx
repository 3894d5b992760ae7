import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Select, TextField, useT, pageStyles as styles } from '@fairway/shared-ui';
import type { FileCategory } from '@fairway/shared-api/files';
import type { FileFilter } from '../api/client';
import { categoryLabel } from '../utils/categories';
import { messages } from '../utils/messages';

/** How long typing pauses before the search is sent. */
export const SEARCH_DELAY_MS = 300;

export type FileFiltersProps = {
  filter: FileFilter;
  categories: readonly FileCategory[] | null;
  onChange: (filter: FileFilter) => void;
};

/** Category and search (by name, on the server); Enter searches at once. */
export function FileFilters({ filter, categories, onChange }: FileFiltersProps) {
  const t = useT(messages);
  const [draft, setDraft] = useState(filter.q);
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };

  useEffect(() => {
    const q = draft.trim();
    if (q === latest.current.filter.q) return;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filter, q }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filter, q: draft.trim() });
  };

  return (
    <form
      role="search"
      aria-label={t('findFiles')}
      className={styles['fw-ui-page-fields']}
      onSubmit={handleSubmit}
    >
      <Select
        label={t('category')}
        name="category"
        value={filter.category}
        options={[
          { value: '', label: t('allCategories') },
          ...(categories ?? []).map((c) => ({ value: c.name, label: categoryLabel(c.name, t) })),
        ]}
        onValueChange={(category) => onChange({ ...filter, category })}
      />
      <TextField
        type="search"
        label={t('search')}
        hint={t('searchHint')}
        name="q"
        autoComplete="off"
        maxLength={100}
        value={draft}
        onValueChange={setDraft}
      />
    </form>
  );
}
