import { useEffect, useId, useRef, useState } from 'react';
import { LiveMessage, Notice, Switch, useT } from '@fairway/shared-ui';
import {
  SUB_TENANT_PERMISSIONS,
  type SubTenant,
  type SubTenantPermissions,
} from '@fairway/shared-api/property';
import { usePermissionToggles } from '../hooks/usePermissionToggles';
import { householdMessages } from '../i18n';
import styles from '../../property/components/Property.module.css';

export type PermissionTogglesProps = {
  subTenant: SubTenant;
  /** False: the switches only show (staff without property:write). */
  canChange: boolean;
  /** Saves the whole permissions object; resolves with the sub-tenant as the server holds it. */
  onSave: (permissions: SubTenantPermissions) => Promise<SubTenant>;
};

/**
 * One switch per sub-tenant permission, saved at once: the switch moves immediately and goes back,
 * with the server's reason, when the save is refused.
 */
export function PermissionToggles({ subTenant, canChange, onSave }: PermissionTogglesProps) {
  const t = useT(householdMessages);
  const legendId = useId();
  const toggles = usePermissionToggles(subTenant.permissions, async (permissions) => {
    const saved = await onSave(permissions);
    return saved.permissions;
  });
  // "Saving…", then "Saved" (a refusal speaks through its alert).
  const [said, setSaid] = useState('');
  const wasSaving = useRef(false);
  useEffect(() => {
    if (toggles.saving) setSaid(t('savingPermissions'));
    else if (wasSaving.current) setSaid(toggles.error ? '' : t('permissionsSaved'));
    wasSaving.current = toggles.saving;
  }, [toggles.saving, toggles.error, t]);
  return (
    <fieldset
      className={styles['fw-rentals-property-toggles']}
      aria-describedby={subTenant.is_active ? undefined : legendId}
    >
      <legend>{t('permissionsOf', { name: subTenant.user_name })}</legend>
      {!subTenant.is_active ? (
        <p id={legendId} className={styles['fw-rentals-property-muted']}>
          {t('inactiveHint', { name: subTenant.user_name })}
        </p>
      ) : null}
      {SUB_TENANT_PERMISSIONS.map((key) => (
        <Switch
          key={key}
          label={t(`permission_${key}`)}
          checked={toggles.shown[key]}
          disabled={!canChange}
          onChange={(on) => toggles.toggle(key, on)}
        />
      ))}
      {toggles.error ? (
        <Notice tone="error" role="alert">
          {t('permissionsRefused', { error: toggles.error })}
        </Notice>
      ) : null}
      <LiveMessage text={said} />
    </fieldset>
  );
}
