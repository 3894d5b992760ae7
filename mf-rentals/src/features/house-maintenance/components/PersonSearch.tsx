import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, LiveMessage, TextField, errorText, useT } from '@fairway/shared-ui';
import {
  MEMBER_SEARCH_MAX,
  MEMBER_SEARCH_MIN,
  type MemberSearchResult,
} from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';
import { maintenanceMessages } from '../i18n';
import styles from './Maintenance.module.css';

export type Person = { id: number; name: string; email?: string | null };

export type PersonSearchProps = {
  label: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  error?: string | null;
};

type Search =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'ready'; q: string; people: MemberSearchResult[] }
  | { status: 'error'; q: string; error: string };

/**
 * Choosing a person (who a job is assigned to): a combobox over GET /users/member-search. Arrows
 * move, Enter chooses, Escape closes the list.
 */
export function PersonSearch({ label, value, onChange, error }: PersonSearchProps) {
  const t = useT(maintenanceMessages);
  const id = `fw-maint-person${useId().replace(/:/g, '')}`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const q = query.trim();

  useEffect(() => {
    if (q.length < MEMBER_SEARCH_MIN) {
      setSearch({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setSearch({ status: 'loading', q });
    const timer = setTimeout(() => {
      usersApi()
        .memberSearch(q, controller.signal)
        .then(
          (people) => setSearch({ status: 'ready', q, people }),
          (err: unknown) => {
            if (!controller.signal.aborted)
              setSearch({ status: 'error', q, error: errorText(err) });
          },
        );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  if (value)
    return (
      <div className={styles['fw-maint-toolbar']}>
        <p>
          <span className={styles['fw-maint-muted']}>{label}</span> <strong>{value.name}</strong>{' '}
          {value.email ? <span className={styles['fw-maint-muted']}>{value.email}</span> : null}
        </p>
        <Button size="sm" variant="secondary" onClick={() => onChange(null)}>
          {t('change')}
        </Button>
      </div>
    );

  const people = search.status === 'ready' ? search.people : [];
  const expanded = open && people.length > 0;
  const choose = (person: MemberSearchResult) => {
    onChange({ id: person.id, name: person.name, email: person.email });
    setQuery('');
    setOpen(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (people.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : people.length - 1;
      setActive((i) => (i < 0 ? (step === 1 ? 0 : people.length - 1) : (i + step) % people.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const person = expanded ? people[active] : undefined;
      if (person) choose(person);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const status =
    search.status === 'loading'
      ? t('searching')
      : search.status === 'error'
        ? t('searchFailed', { error: search.error })
        : search.status === 'ready'
          ? t('found', { count: people.length, q: search.q })
          : '';

  return (
    <div>
      <TextField
        id={id}
        label={label}
        hint={t('assigneeHint', { count: MEMBER_SEARCH_MIN })}
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        maxLength={MEMBER_SEARCH_MAX}
        value={query}
        onValueChange={(v) => {
          setQuery(v);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className={styles['fw-maint-options']}
      >
        {people.map((person, index) => (
          <li
            key={person.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles['fw-maint-option']}
            data-active={index === active || undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(person)}
          >
            <strong>{person.name}</strong>{' '}
            <span className={styles['fw-maint-muted']}>{person.email}</span>
          </li>
        ))}
      </ul>
      {open && status ? <p className={styles['fw-maint-muted']}>{status}</p> : null}
      <LiveMessage text={open ? status : ''} />
    </div>
  );
}
