import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Select, TextField, useT, pageStyles as styles } from '@fairway/shared-ui';
import type { UserStatus } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
import { roleLabel, type RoleChoice } from '../hooks/useRoleList';
import { useUsersListStore } from '../stores/usersListStore';
import { USER_STATUSES, statusLabel } from '../utils/userText';

/** How long typing pauses before the search is sent. */
export const SEARCH_DELAY_MS = 300;

export type UserFiltersProps = { roles: RoleChoice[] | null };

/** Server search (q), role and status filters; Enter searches at once. */
export function UserFilters({ roles }: UserFiltersProps) {
  const t = useT(messages);
  const q = useUsersListStore((s) => s.q);
  const role = useUsersListStore((s) => s.role);
  const status = useUsersListStore((s) => s.status);
  const setQuery = useUsersListStore((s) => s.setQuery);
  const setRole = useUsersListStore((s) => s.setRole);
  const setStatus = useUsersListStore((s) => s.setStatus);
  const [draft, setDraft] = useState(q);
  const lastSent = useRef(q);

  // The store may be reset elsewhere ('Clear search and filters').
  useEffect(() => {
    if (q !== lastSent.current) {
      lastSent.current = q;
      setDraft(q);
    }
  }, [q]);

  useEffect(() => {
    const next = draft.trim();
    if (next === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = next;
      setQuery(next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, setQuery]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    lastSent.current = draft.trim();
    setQuery(draft.trim());
  };

  return (
    <form
      role="search"
      aria-label={t('findUsers')}
      className={styles['fw-ui-page-fields']}
      onSubmit={handleSubmit}
    >
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
      <Select
        label={t('role')}
        name="role"
        value={role}
        options={[
          { value: '', label: t('allRoles') },
          ...(roles ?? []).map((r) => ({ value: r.name, label: roleLabel(r.name, t) })),
        ]}
        onValueChange={setRole}
      />
      <Select
        label={t('status')}
        name="status"
        value={status}
        options={[
          { value: '', label: t('anyStatus') },
          ...USER_STATUSES.map((s) => ({ value: s, label: statusLabel(s, t) })),
        ]}
        onValueChange={(v) => setStatus(v as UserStatus | '')}
      />
    </form>
  );
}
