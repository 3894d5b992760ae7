import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  Button,
  LiveMessage,
  TextField,
  defineMessages,
  errorText,
  useT,
} from '@fairway/shared-ui';
import {
  MEMBER_SEARCH_MAX,
  MEMBER_SEARCH_MIN,
  type MemberSearchResult,
} from '@fairway/shared-api/users';
import { usersApi } from '../api/clients';
import styles from './Rentals.module.css';

const messages = defineMessages({
  en: {
    member: 'Member',
    hint: 'Type at least {count} letters of a name, an e-mail or a member number',
    searching: 'Searching…',
    found: { zero: 'Nobody matches “{q}”', one: '1 person found', other: '{count} people found' },
    failed: 'The search failed: {error}',
    change: 'Change member',
    chosen: '{name} chosen',
    memberNumber: 'Member no. {number}',
  },
  es: {
    member: 'Socio',
    hint: 'Escriba al menos {count} letras de un nombre, un correo o un número de socio',
    searching: 'Buscando…',
    found: {
      zero: 'Nadie coincide con «{q}»',
      one: '1 persona encontrada',
      other: '{count} personas encontradas',
    },
    failed: 'La búsqueda falló: {error}',
    change: 'Cambiar de socio',
    chosen: '{name} elegido',
    memberNumber: 'Socio n.º {number}',
  },
});

type Search =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'ready'; q: string; people: MemberSearchResult[] }
  | { status: 'error'; q: string; error: string };

export type MemberPickerProps = {
  value: MemberSearchResult | null;
  onChange: (member: MemberSearchResult | null) => void;
  error?: string | null;
};

/**
 * The member a staff rental is for: a combobox over GET /users/member-search (names by word
 * prefix, with e-mail and member number). Arrows move, Enter chooses, Escape closes the list.
 */
export function MemberPicker({ value, onChange, error }: MemberPickerProps) {
  const t = useT(messages);
  const id = `fw-rentals-member${useId().replace(/:/g, '')}`;
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
      <div className={styles['fw-rentals-chosen']}>
        <span>
          <span className={styles['fw-rentals-label']}>{t('member')}</span>{' '}
          <strong>{value.name}</strong>{' '}
          <span className={styles['fw-rentals-muted']}>{value.email}</span>
        </span>
        <Button size="sm" variant="secondary" onClick={() => onChange(null)}>
          {t('change')}
        </Button>
      </div>
    );

  const people = search.status === 'ready' ? search.people : [];
  const expanded = open && people.length > 0;
  const choose = (person: MemberSearchResult) => {
    onChange(person);
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
        ? t('failed', { error: search.error })
        : search.status === 'ready'
          ? t('found', { count: people.length, q: search.q })
          : '';

  return (
    <div className={styles['fw-rentals-member']}>
      <TextField
        id={id}
        label={t('member')}
        hint={t('hint', { count: MEMBER_SEARCH_MIN })}
        required
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
        aria-label={t('member')}
        hidden={!expanded}
        className={styles['fw-rentals-member-list']}
      >
        {people.map((person, index) => (
          <li
            key={person.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles['fw-rentals-member-option']}
            data-active={index === active || undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(person)}
          >
            <strong>{person.name}</strong>
            <span className={styles['fw-rentals-muted']}>
              {[
                person.member_number ? t('memberNumber', { number: person.member_number }) : null,
                person.email,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {open && status ? <p className={styles['fw-rentals-muted']}>{status}</p> : null}
      <LiveMessage text={open ? status : ''} />
    </div>
  );
}
