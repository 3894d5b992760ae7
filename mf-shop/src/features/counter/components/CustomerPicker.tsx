import { useId, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { MEMBER_SEARCH_MAX, type MemberSearchResult } from '@fairway/shared-api/users';
import { Button, TextField, useT } from '@fairway/shared-ui';
import type { Customer } from '../hooks/useCounterSale';
import { useMemberSearch } from '../hooks/useMemberSearch';
import { counterMessages } from '../i18n';
import styles from './Counter.module.css';

export type CustomerPickerProps = {
  customer: Customer | null;
  onChange: (customer: Customer | null) => void;
  disabled?: boolean;
  /** The search field's message (charging to an account needs a member). */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The sale's customer: a walk-in by default, or a member found by name, e-mail or member number
 * (an editable combobox: arrows move, Enter picks, Escape clears).
 */
export function CustomerPicker({ customer, onChange, disabled, error, ref }: CustomerPickerProps) {
  const t = useT(counterMessages);
  const baseId = `fw-shop-member${useId().replace(/:/g, '')}`;
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const search = useMemberSearch(disabled ? '' : query);
  const options = search.status === 'ready' ? search.options : [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (m: MemberSearchResult) => `${baseId}-option-${m.id}`;

  const choose = (member: MemberSearchResult) => {
    onChange({
      id: member.id,
      name: member.name,
      email: member.email,
      member_number: member.member_number,
    });
    setQuery('');
    setActive(-1);
    setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (options.length === 0) return;
        setOpen(true);
        const down = event.key === 'ArrowDown';
        if (activeIndex < 0) setActive(down ? 0 : options.length - 1);
        else setActive((activeIndex + (down ? 1 : options.length - 1)) % options.length);
        return;
      }
      case 'Enter':
        if (event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (options.length === 1) choose(options[0]!);
        return;
      case 'Escape':
        if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
          setActive(-1);
        }
        return;
      default:
        return;
    }
  };
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const status =
    search.status === 'loading' ? (
      t('searching')
    ) : search.status === 'ready' && open ? (
      options.length === 0 ? (
        t('noMembers', { q: search.q })
      ) : (
        t('membersFound', { count: options.length })
      )
    ) : search.status === 'error' ? (
      <>
        {t('membersFailed', { error: search.error })}{' '}
        <Button variant="ghost" size="sm" onMouseDown={keepFocus} onClick={search.retry}>
          {t('tryAgain')}
        </Button>
      </>
    ) : null;

  return (
    <section className={styles['fw-shop-counter-customer']} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={styles['fw-shop-counter-heading']}>
        {t('customer')}
      </h2>
      <div className={styles['fw-shop-counter-customer-now']}>
        <span>
          {customer ? (
            <>
              <strong>{customer.name}</strong>
              {customer.member_number
                ? ` · ${t('memberNumber', { number: customer.member_number })}`
                : null}
            </>
          ) : (
            t('walkIn')
          )}
        </span>
        {customer && !disabled ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('changeCustomer')}
          </Button>
        ) : null}
      </div>
      {disabled ? null : (
        <>
          <TextField
            ref={ref}
            id={baseId}
            label={t('findMember')}
            hint={t('findMemberHint')}
            error={error}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={MEMBER_SEARCH_MAX}
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setActive(-1);
              setOpen(true);
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <div className={styles['fw-shop-counter-search-status']} role="status">
            {status}
          </div>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('members')}
            hidden={!expanded}
            className={styles['fw-shop-counter-results']}
          >
            {options.map((member, index) => (
              <li
                key={member.id}
                id={optionId(member)}
                role="option"
                aria-selected={index === activeIndex}
                className={
                  index === activeIndex
                    ? `${styles['fw-shop-counter-result']} ${styles['fw-shop-counter-result-active']}`
                    : styles['fw-shop-counter-result']
                }
                onMouseDown={keepFocus}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(member)}
              >
                <span className={styles['fw-shop-counter-result-name']}>{member.name}</span>
                <span className={styles['fw-shop-counter-result-details']}>
                  {[
                    member.member_number
                      ? t('memberNumber', { number: member.member_number })
                      : null,
                    member.email,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
