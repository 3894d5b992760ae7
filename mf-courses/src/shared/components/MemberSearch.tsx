import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { Button, LiveMessage, TextField, defineMessages, useT } from '@fairway/shared-ui';
import { PLAYER_SEARCH_MAX, PLAYER_SEARCH_MIN } from '@fairway/shared-api/tee-sheet';
import {
  usePlayerSearch,
  type PlayerOption,
  type PlayerSearch,
  type PlayerSearchAudience,
} from '../hooks/usePlayerSearch';
import { cx } from '../utils/cx';
import styles from './MemberSearch.module.css';
import { messages, type CoursesT } from '../../i18n/messages';

/** The words of the staff search's details (its own catalogue; the package's is shared). */
const detailMessages = defineMessages({
  en: {
    memberNumber: 'Member no. {number}',
    noMemberNumber: 'No member number',
  },
  es: {
    memberNumber: 'Socio n.º {number}',
    noMemberNumber: 'Sin número de socio',
  },
});

export type MemberSearchProps = {
  /**
   * 'staff' (the desk) searches names by word prefix and shows e-mail, member number and phone
   * under each name; 'members' (default) finds names only, as members see each other.
   */
  audience?: PlayerSearchAudience;
  /** Members already on the booking: not offered again. */
  excludeIds: readonly number[];
  /** The booking is full: nobody more can be added. */
  disabled?: boolean;
  onSelect: (member: PlayerOption) => void;
  /** The input, for the dialog to bring focus back to it. */
  ref?: Ref<HTMLInputElement>;
  /** The field's label: 'Add a member' unless the search picks someone else (the booking's owner). */
  label?: string;
  /** Help under the label; by default how many letters to type. */
  hint?: string;
  /** A member must be chosen here (marks the field; the dialog checks it). */
  required?: boolean;
  /** The dialog's message for this field (e.g. nobody chosen), linked to the input. */
  error?: string | null;
};

/** What the live region says about the results (the visible status says the same). */
function resultText(search: PlayerSearch, shown: number, t: CoursesT): string {
  if (search.status === 'error') return t('membersNotSearched', { error: search.error });
  if (search.status !== 'ready') return '';
  if (shown === 0) return t('noMembersMatch', { query: search.q });
  return t('membersFound', { count: shown });
}

/**
 * "Add a member" (or another label): an editable combobox (ARIA 1.2, list autocomplete without automatic selection).
 * Typing searches the club's members once it pauses; ArrowDown/ArrowUp move through the results,
 * Enter adds the highlighted one, Escape closes the list (and, once closed, clears the text).
 * Focus stays in the input, so several members can be added in a row.
 */
export function MemberSearch({
  audience = 'members',
  excludeIds,
  disabled = false,
  onSelect,
  ref,
  label,
  hint,
  required,
  error,
}: MemberSearchProps) {
  const t = useT(messages);
  const td = useT(detailMessages);
  const baseId = `fw-member-search${useId().replace(/:/g, '')}`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (member: PlayerOption) => `${baseId}-option-${member.id}`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [added, setAdded] = useState<string | null>(null);
  const search = usePlayerSearch(disabled ? '' : query, audience);

  const options = search.options.filter((o) => !excludeIds.includes(o.id));
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  // The highlighted option stays in view in a list that scrolls.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const handleChange = (value: string) => {
    setQuery(value);
    setOpen(true);
    setActive(-1);
    setAdded(null);
  };

  const choose = (member: PlayerOption) => {
    onSelect(member);
    setQuery('');
    close();
    setAdded(t('addedToPlayers', { name: member.name }));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (options.length === 0) return;
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!expanded || activeIndex < 0) setActive(down ? 0 : options.length - 1);
        else setActive((activeIndex + (down ? 1 : options.length - 1)) % options.length);
        return;
      }
      case 'Enter':
        // Enter here never sends the booking: it adds the highlighted member, or does nothing.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        return;
      case 'Escape':
        // Handled here, so the dialog around stays open; with nothing to close, Escape is the dialog's.
        if (open && query.trim().length >= PLAYER_SEARCH_MIN) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
          close();
        }
        return;
      default:
        return;
    }
  };

  // Choosing with the pointer must not blur the input first (blur closes the list).
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  // A failure stays shown after the input loses focus, so Tab reaches "Try again".
  const showStatus = search.status === 'error' || (open && search.status !== 'idle' && !expanded);
  const live = added ?? (open ? resultText(search, options.length, t) : '');

  return (
    <div className={styles['fw-courses-member-search']}>
      <TextField
        ref={ref}
        id={baseId}
        label={label ?? t('addAMember')}
        hint={hint ?? t('memberSearchHint', { count: PLAYER_SEARCH_MIN })}
        required={required}
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        maxLength={PLAYER_SEARCH_MAX}
        disabled={disabled}
        value={query}
        onValueChange={handleChange}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('members')}
        hidden={!expanded}
        className={styles['fw-courses-member-search-list']}
      >
        {options.map((member, index) => (
          <li
            key={member.id}
            id={optionId(member)}
            role="option"
            aria-selected={index === activeIndex}
            className={cx(
              styles['fw-courses-member-search-option'],
              index === activeIndex && styles['fw-courses-member-search-option-active'],
            )}
            onMouseDown={keepFocus}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(member)}
          >
            {audience === 'staff' ? (
              <span className={styles['fw-courses-member-search-person']}>
                <span className={styles['fw-courses-member-search-name']}>{member.name}</span>
                <span className={styles['fw-courses-member-search-details']}>
                  {[
                    member.member_number
                      ? td('memberNumber', { number: member.member_number })
                      : td('noMemberNumber'),
                    member.email,
                    member.phone,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            ) : (
              member.name
            )}
          </li>
        ))}
      </ul>
      {showStatus ? (
        <div className={styles['fw-courses-member-search-status']}>
          {search.status === 'loading' ? <span>{t('searching')}</span> : null}
          {search.status === 'ready' ? <span>{resultText(search, 0, t)}</span> : null}
          {search.status === 'error' ? (
            <>
              <span>{resultText(search, 0, t)}</span>
              <Button variant="ghost" size="sm" onMouseDown={keepFocus} onClick={search.retry}>
                {t('tryAgain')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <LiveMessage text={live} />
    </div>
  );
}
