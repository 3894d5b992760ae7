import { useId, useMemo, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  TextField,
  useForm,
  errorText,
  fieldErrors,
  hasStatus,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import {
  permissionString,
  roleUpdate,
  type Role,
  type RoleUpdate,
  type RoleWithUsage,
} from '@fairway/shared-api/roles';
import { messages } from '../../../i18n/messages';
import { rolesApi } from '../../../shared/api/clients';
import { focusFieldByName } from '../../../shared/utils/focus';
import { formSchema, orNull } from '../../../shared/utils/formSchema';
import { roleLabel } from '../../users/hooks/useRoleList';
import { knownPermissions, permissionLabel } from '../utils/permissions';

type Values = { name: string; description: string; permissions: string[] };

const schema = formSchema<Values, RoleUpdate>(roleUpdate, (v) => ({
  name: v.name,
  description: orNull(v.description),
  permissions: v.permissions,
}));

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

/** The part of the form that changed: built-in names and the admin role's permissions are never sent. */
function changes(role: RoleWithUsage, data: RoleUpdate): RoleUpdate {
  const body: RoleUpdate = {};
  if (!role.is_system && data.name !== undefined && data.name !== role.name) body.name = data.name;
  if ((data.description ?? null) !== role.description) body.description = data.description ?? null;
  if (role.name !== 'admin' && data.permissions && !sameSet(data.permissions, role.permissions))
    body.permissions = data.permissions;
  return body;
}

export type EditRoleDialogProps = {
  role: RoleWithUsage;
  onClose: () => void;
  onSaved: (role: Role) => void;
};

/** Edits a role's name (not a built-in one's), description and permissions. */
export function EditRoleDialog({ role, onClose, onSaved }: EditRoleDialogProps) {
  const t = useT(messages);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const isAdmin = role.name === 'admin';
  const form = useForm<Values, RoleUpdate>({
    schema,
    initialValues: {
      name: role.name,
      description: role.description ?? '',
      permissions: role.permissions,
    },
    onSubmit: async (data, helpers) => {
      const body = changes(role, data);
      if (Object.keys(body).length === 0) {
        onClose();
        return;
      }
      try {
        const saved = await rolesApi().update(role.id, body);
        notify.success(t('roleSaved', { role: roleLabel(saved.name, t) }));
        onSaved(saved);
      } catch (err) {
        const fields = fieldErrors(err);
        if (hasStatus(err, 409) && body.name !== undefined && /name/i.test(errorText(err)))
          fields.name = errorText(err);
        const names = Object.keys(fields);
        if (names.length === 0) throw new Error(errorText(err));
        helpers.setErrors(fields);
        focusFieldByName(formRef.current, names[0]!);
      }
    },
  });

  const offered = useMemo(
    () => knownPermissions([...role.permissions, ...form.values.permissions]),
    [role.permissions, form.values.permissions],
  );

  const handleToggle = (permission: string, checked: boolean) => {
    const current = form.values.permissions;
    form.setValue(
      'permissions',
      checked ? [...current, permission] : current.filter((p) => p !== permission),
    );
  };

  const handleAdd = () => {
    const value = draft.trim();
    const check = permissionString.safeParse(value);
    if (!check.success) {
      setDraftError(check.error.issues[0]?.message ?? t('permissionFormat'));
      focusFieldByName(formRef.current, 'new_permission');
      return;
    }
    setDraftError(null);
    setDraft('');
    if (!form.values.permissions.includes(value))
      form.setValue('permissions', [...form.values.permissions, value]);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('editRoleTitle', { role: roleLabel(role.name, t) })}
      description={t('editRoleDescription', { count: role.user_count })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('saveRole')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? (
          <Notice tone="error" title={t('roleNotSaved')}>
            {form.formError}
          </Notice>
        ) : null}
        <TextField
          label={t('name')}
          required
          readOnly={role.is_system}
          spellCheck={false}
          autoComplete="off"
          hint={role.is_system ? t('roleNameHintBuiltIn') : t('roleNameHint')}
          {...form.register('name')}
        />
        <TextField
          label={t('description')}
          optionalLabel={t('optional')}
          maxLength={300}
          autoComplete="off"
          {...form.register('description')}
        />
        <fieldset className={styles['fw-ui-page-fieldset']}>
          <legend className={styles['fw-ui-page-legend']}>{t('permissions')}</legend>
          {isAdmin ? (
            <Notice tone="info" role="none">
              {t('adminRoleNotice')}
            </Notice>
          ) : null}
          {form.errors.permissions ? (
            <p className={styles['fw-ui-page-muted']} role="alert">
              {form.errors.permissions}
            </p>
          ) : null}
          <div className={styles['fw-ui-page-choices']}>
            {offered.map((p) => (
              <Checkbox
                key={p}
                label={permissionLabel(p, t)}
                hint={<code className={styles['fw-ui-page-code']}>{p}</code>}
                checked={form.values.permissions.includes(p)}
                disabled={isAdmin}
                onCheckedChange={(c) => handleToggle(p, c)}
              />
            ))}
          </div>
        </fieldset>
        {!isAdmin ? (
          <div className={styles['fw-ui-page-fields']}>
            <TextField
              label={t('addPermissionLabel')}
              name="new_permission"
              hint={t('addPermissionHint')}
              spellCheck={false}
              autoComplete="off"
              value={draft}
              error={draftError}
              onValueChange={setDraft}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  handleAdd();
                }
              }}
            />
            <div>
              <Button variant="secondary" onClick={handleAdd}>
                {t('addPermission')}
              </Button>
            </div>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
