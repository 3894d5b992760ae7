import { useState } from 'react';
import {
  Card,
  Checkbox,
  ErrorState,
  LoadingState,
  Notice,
  type Resource,
  errorText,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { Role } from '@fairway/shared-api/roles';
import { messages } from '../../../i18n/messages';
import { rolesApi } from '../../../shared/api/clients';
import { roleLabel, type RoleChoice } from '../hooks/useRoleList';

export type UserRolesCardProps = {
  userId: number;
  userName: string;
  allRoles: Resource<RoleChoice[]>;
  userRoles: Resource<Role[]>;
  canEdit: boolean;
  onChanged: (roles: Role[]) => void;
};

/**
 * One checkbox per role: ticking gives the role at once, unticking takes it away. A refusal (the
 * last administrator keeps the admin role: 409) is shown here and the box stays as it was.
 */
export function UserRolesCard({
  userId,
  userName,
  allRoles,
  userRoles,
  canEdit,
  onChanged,
}: UserRolesCardProps) {
  const t = useT(messages);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const handleToggle = async (role: RoleChoice, checked: boolean) => {
    if (role.id === null || pending) return;
    setPending(role.name);
    setProblem(null);
    try {
      const roles = checked
        ? await rolesApi().assign(userId, role.id)
        : await rolesApi().unassign(userId, role.id);
      userRoles.setData(roles);
      onChanged(roles);
      notify.success(
        t(checked ? 'roleGiven' : 'roleTaken', { name: userName, role: roleLabel(role.name, t) }),
      );
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setPending(null);
    }
  };

  const body = () => {
    if (allRoles.error || userRoles.error) {
      return (
        <ErrorState
          title={t('rolesNotLoaded')}
          message={allRoles.error ?? userRoles.error}
          onRetry={() => {
            void allRoles.reload();
            void userRoles.reload();
          }}
        />
      );
    }
    if (!allRoles.data || !userRoles.data) return <LoadingState label={t('loadingRoles')} />;
    const held = new Set(userRoles.data.map((r) => r.name));
    const editable = canEdit && allRoles.data.every((r) => r.id !== null);
    return (
      <fieldset className={styles['fw-ui-page-fieldset']} aria-busy={pending !== null || undefined}>
        <legend className={styles['fw-ui-page-legend']}>{t('rolesOf', { name: userName })}</legend>
        {problem ? (
          <Notice tone="error" title={t('roleNotChanged')} onDismiss={() => setProblem(null)}>
            {problem}
          </Notice>
        ) : null}
        <div className={styles['fw-ui-page-choices']}>
          {allRoles.data.map((r) => (
            <Checkbox
              key={r.name}
              label={roleLabel(r.name, t)}
              hint={r.description ?? undefined}
              checked={held.has(r.name)}
              disabled={!editable}
              onCheckedChange={(c) => void handleToggle(r, c)}
            />
          ))}
        </div>
        {!canEdit ? <p className={styles['fw-ui-page-muted']}>{t('rolesWriteNeeded')}</p> : null}
      </fieldset>
    );
  };

  return <Card title={t('sectionRoles')}>{body()}</Card>;
}
