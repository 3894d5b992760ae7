import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ResourceStatus,
  errorText,
  notify,
  useResource,
  useT,
} from '@fairway/shared-ui';
import type { SubTenant, Tenant } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';
import { householdMessages } from '../i18n';
import { AddSubTenantDialog } from './AddSubTenantDialog';
import { PermissionToggles } from './PermissionToggles';
import styles from '../../property/components/Property.module.css';

export type HouseholdMembersProps = {
  tenant: Pick<Tenant, 'id' | 'name' | 'user_name' | 'user_email'>;
  /** The household's tenant, or staff with property:write: add, remove, (de)activate, permissions. */
  canManage: boolean;
  /** Staff find the account by name (member search) and see whether it may join first. */
  staff: boolean;
  /** The heading level of the section (2 on My house, 3 inside the manager's household page). */
  headingLevel?: 2 | 3;
};

/**
 * A household's people: the tenant (who may do everything) and each sub-tenant with a switch per
 * permission, activate or deactivate, remove; add a member. The same on the manager's household
 * page and on the tenant's My house.
 */
export function HouseholdMembers({
  tenant,
  canManage,
  staff,
  headingLevel = 2,
}: HouseholdMembersProps) {
  const t = useT(householdMessages);
  const members = useResource(() => propertyApi().subTenants.byTenant(tenant.id), [tenant.id]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SubTenant | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';

  const put = (saved: SubTenant) =>
    members.setData((current) => {
      const list = current ?? [];
      return list.some((m) => m.id === saved.id)
        ? list.map((m) => (m.id === saved.id ? saved : m))
        : [...list, saved];
    });

  const handleActive = async (member: SubTenant) => {
    if (busy !== null) return;
    setBusy(member.id);
    try {
      const api = propertyApi().subTenants;
      const saved = member.is_active
        ? await api.deactivate(member.id)
        : await api.activate(member.id);
      put(saved);
      notify.success(t(saved.is_active ? 'activated' : 'deactivated', { name: saved.user_name }));
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const handleRemove = async () => {
    const member = removing;
    if (!member) return;
    try {
      await propertyApi().subTenants.remove(member.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    members.setData((current) => (current ?? []).filter((m) => m.id !== member.id));
    notify.success(t('removed', { name: member.user_name }));
    setRemoving(null);
  };

  return (
    <section aria-label={t('members')} className={styles['fw-rentals-property-section']}>
      <div className={styles['fw-rentals-property-member-head']}>
        <Heading>{t('members')}</Heading>
        {canManage ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('addSubTenant')}
          </Button>
        ) : null}
      </div>
      <ul className={styles['fw-rentals-property-members']}>
        <li className={styles['fw-rentals-property-member']}>
          <div className={styles['fw-rentals-property-member-head']}>
            <Sub>{tenant.user_name}</Sub>
            <Badge tone="info">{t('tenantRole')}</Badge>
          </div>
          {tenant.user_email ? (
            <p className={styles['fw-rentals-property-muted']}>{tenant.user_email}</p>
          ) : null}
          <p className={styles['fw-rentals-property-muted']}>{t('tenantHoldsAll')}</p>
        </li>
        {(members.data ?? []).map((member) => (
          <li key={member.id} className={styles['fw-rentals-property-member']}>
            <div className={styles['fw-rentals-property-member-head']}>
              <Sub>{member.user_name}</Sub>
              <Badge tone={member.is_active ? 'success' : 'neutral'}>
                {member.is_active ? t('active') : t('inactive')}
              </Badge>
            </div>
            <p className={styles['fw-rentals-property-muted']}>
              {[
                member.relationship
                  ? t('relationshipRole', { relationship: member.relationship })
                  : t('subTenantRole'),
                member.user_email,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <PermissionToggles
              subTenant={member}
              canChange={canManage}
              // The switches keep what the server answers; the row is not updated from it, so a
              // render of an earlier answer cannot move them back while later changes are saved.
              onSave={(permissions) => propertyApi().subTenants.update(member.id, { permissions })}
            />
            {canManage ? (
              <div className={styles['fw-rentals-property-actions']}>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === member.id}
                  aria-label={t(member.is_active ? 'deactivateNamed' : 'activateNamed', {
                    name: member.user_name,
                  })}
                  onClick={() => void handleActive(member)}
                >
                  {t(member.is_active ? 'deactivate' : 'activate')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('removeNamed', { name: member.user_name })}
                  onClick={() => setRemoving(member)}
                >
                  {t('remove')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ResourceStatus
        resource={members}
        loadingLabel={t('loadingMembers')}
        errorTitle={t('membersError')}
      />
      {members.status === 'ready' && members.data.length === 0 ? (
        <EmptyState title={t('noSubTenants')} message={t('noSubTenantsMessage')} />
      ) : null}
      {adding ? (
        <AddSubTenantDialog
          tenant={tenant}
          staff={staff}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            put(saved);
            notify.success(t('subTenantAdded', { name: saved.user_name }));
            setAdding(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('removeTitle', { name: removing.user_name }) : ''}
        message={removing ? t('removeMessage', { name: removing.user_name }) : ''}
        confirmLabel={t('remove')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
