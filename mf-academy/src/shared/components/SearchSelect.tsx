import { useEffect, useState } from 'react';
import {
  LiveMessage,
  Select,
  TextField,
  defineMessages,
  errorText,
  useT,
} from '@fairway/shared-ui';

const messages = defineMessages({
  en: {
    search: 'Search',
    hint: 'Type at least {count} letters',
    choose: 'Choose…',
    searching: 'Searching…',
    found: { zero: 'Nothing matches “{q}”', one: '1 match', other: '{count} matches' },
    failed: 'The search failed: {error}',
  },
  es: {
    search: 'Buscar',
    hint: 'Escriba al menos {count} letras',
    choose: 'Elija…',
    searching: 'Buscando…',
    found: { zero: 'Nada coincide con «{q}»', one: '1 resultado', other: '{count} resultados' },
    failed: 'La búsqueda falló: {error}',
  },
});

export type SearchSelectProps<T> = {
  /** Names the choice ('Candidate'); the search box is '{label}: search'. */
  label: string;
  search: (q: string) => Promise<T[]>;
  idOf: (row: T) => number;
  labelOf: (row: T) => string;
  value: T | null;
  onChange: (row: T | null) => void;
  error?: string | null;
  required?: boolean;
  minLength?: number;
};

type Found<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; q: string; rows: T[] }
  | { status: 'error'; error: string };

/**
 * Picks one row found by a server search: a search box, then the matches as a native select (the
 * platform's own picker on phones, full keyboard support); the number of matches is announced.
 */
export function SearchSelect<T>({
  label,
  search,
  idOf,
  labelOf,
  value,
  onChange,
  error,
  required,
  minLength = 2,
}: SearchSelectProps<T>) {
  const t = useT(messages);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found<T>>({ status: 'idle' });
  const q = query.trim();
  const searchRef = useLatest(search);

  useEffect(() => {
    if (q.length < minLength) {
      setFound({ status: 'idle' });
      return;
    }
    let live = true;
    setFound({ status: 'loading' });
    const timer = setTimeout(() => {
      searchRef
        .current(q)
        .then((rows) => live && setFound({ status: 'ready', q, rows }))
        .catch((err: unknown) => live && setFound({ status: 'error', error: errorText(err) }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, minLength, searchRef]);

  const rows = found.status === 'ready' ? found.rows : [];
  // The chosen row stays an option while another search runs.
  const options = [
    ...(value && !rows.some((r) => idOf(r) === idOf(value)) ? [value] : []),
    ...rows,
  ];
  const status =
    found.status === 'loading'
      ? t('searching')
      : found.status === 'error'
        ? t('failed', { error: found.error })
        : found.status === 'ready'
          ? t('found', { count: found.rows.length, q: found.q })
          : '';

  return (
    <div>
      <TextField
        type="search"
        label={`${label}: ${t('search').toLowerCase()}`}
        hint={t('hint', { count: minLength })}
        autoComplete="off"
        maxLength={100}
        value={query}
        onValueChange={setQuery}
      />
      <Select
        label={label}
        required={required}
        placeholder={t('choose')}
        hint={status || undefined}
        error={error}
        options={options.map((r) => ({ value: String(idOf(r)), label: labelOf(r) }))}
        value={value ? String(idOf(value)) : ''}
        onValueChange={(id) => onChange(options.find((r) => String(idOf(r)) === id) ?? null)}
      />
      <LiveMessage text={status} />
    </div>
  );
}

function useLatest<F>(value: F) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
