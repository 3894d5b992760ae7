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
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { Role } from '@fairway/shared-api/roles';
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
        checked
          ? `${userName} now has the ${roleLabel(role.name)} role`
          : `${userName} no longer has the ${roleLabel(role.name)} role`,
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
          title="Could not load the roles"
          message={allRoles.error ?? userRoles.error}
          onRetry={() => {
            void allRoles.reload();
            void userRoles.reload();
          }}
        />
      );
    }
    if (!allRoles.data || !userRoles.data) return <LoadingState label="Loading roles…" />;
    const held = new Set(userRoles.data.map((r) => r.name));
    const editable = canEdit && allRoles.data.every((r) => r.id !== null);
    return (
      <fieldset className={styles['fw-ui-page-fieldset']} aria-busy={pending !== null || undefined}>
        <legend className={styles['fw-ui-page-legend']}>Roles of {userName}</legend>
        {problem ? (
          <Notice tone="error" title="The role was not changed" onDismiss={() => setProblem(null)}>
            {problem}
          </Notice>
        ) : null}
        <div className={styles['fw-ui-page-choices']}>
          {allRoles.data.map((r) => (
            <Checkbox
              key={r.name}
              label={roleLabel(r.name)}
              hint={r.description ?? undefined}
              checked={held.has(r.name)}
              disabled={!editable}
              onCheckedChange={(c) => void handleToggle(r, c)}
            />
          ))}
        </div>
        {!canEdit ? (
          <p className={styles['fw-ui-page-muted']}>
            Giving and taking roles needs the roles:write permission.
          </p>
        ) : null}
      </fieldset>
    );
  };

  return <Card title="Roles">{body()}</Card>;
}
