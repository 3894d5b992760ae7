import { useId, useRef } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  PasswordField,
  TextField,
  useForm,
  errorText,
  fieldErrors,
  hasStatus,
  notify,
  getT,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fairway/shared-api';
import { userCreate, type User, type UserCreate } from '@fairway/shared-api/users';
import { messages, type AdminT } from '../../../i18n/messages';
import { usersApi } from '../../../shared/api/clients';
import { focusFieldByName } from '../../../shared/utils/focus';
import { formSchema, orNull } from '../../../shared/utils/formSchema';
import { fullName } from '../../../shared/utils/format';
import { roleLabel, type RoleChoice } from '../hooks/useRoleList';

export type CreateUserValues = {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  password: string;
  must_change_password: boolean;
  roles: string[];
};

const INITIAL: CreateUserValues = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  password: '',
  must_change_password: true,
  roles: ['member'],
};

/** The server's password rules, shown under the field (it also refuses very common passwords). */
export const passwordRules = (t: AdminT = getT(messages)) =>
  t('passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

function toBody(v: CreateUserValues): UserCreate {
  return {
    email: v.email,
    first_name: v.first_name,
    last_name: v.last_name,
    phone: orNull(v.phone),
    ...(v.password ? { password: v.password, must_change_password: v.must_change_password } : {}),
    ...(v.roles.length ? { roles: v.roles } : {}),
  };
}

const schema = formSchema<CreateUserValues, UserCreate>(userCreate, toBody);

export type CreateUserDialogProps = {
  open: boolean;
  roles: RoleChoice[] | null;
  onClose: () => void;
  onCreated: (user: User) => void;
};

/** 'New user': validated inline against the API contract; the server's answers (409: address taken) show at their field. */
export function CreateUserDialog({ open, roles, onClose, onCreated }: CreateUserDialogProps) {
  const t = useT(messages);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CreateUserValues, UserCreate>({
    schema,
    initialValues: INITIAL,
    onSubmit: async (data, helpers) => {
      try {
        const user = await usersApi().create(data);
        notify.success(t('userAdded', { name: fullName(user) }));
        helpers.reset();
        onCreated(user);
      } catch (err) {
        if (hasStatus(err, 409)) {
          helpers.setErrors({ email: errorText(err) });
          focusFieldByName(formRef.current, 'email');
          return;
        }
        const fields = fieldErrors(err);
        const names = Object.keys(fields);
        if (names.length > 0) {
          helpers.setErrors(fields);
          focusFieldByName(formRef.current, names[0]!);
          return;
        }
        throw new Error(errorText(err));
      }
    },
  });

  const handleClose = () => {
    form.reset();
    onClose();
  };

  const handleRole = (name: string, checked: boolean) => {
    const current = form.values.roles;
    form.setValue('roles', checked ? [...current, name] : current.filter((r) => r !== name));
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      title={t('newUser')}
      description={t('newUserDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={handleClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            loadingLabel={t('creating')}
          >
            {t('createUser')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('email')}
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          {...form.register('email')}
        />
        <div className={styles['fw-ui-page-fields']}>
          <TextField
            label={t('firstName')}
            required
            autoComplete="off"
            {...form.register('first_name')}
          />
          <TextField
            label={t('lastName')}
            required
            autoComplete="off"
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label={t('phone')}
          type="tel"
          optionalLabel={t('optional')}
          autoComplete="off"
          {...form.register('phone')}
        />
        <fieldset
          className={styles['fw-ui-page-fieldset']}
          aria-describedby={form.errors.roles ? `${formId}-roles-error` : undefined}
        >
          <legend className={styles['fw-ui-page-legend']}>{t('sectionRoles')}</legend>
          <p className={styles['fw-ui-page-muted']}>{t('withoutRoleMember')}</p>
          <div className={styles['fw-ui-page-choices']}>
            {(roles ?? []).map((r) => (
              <Checkbox
                key={r.name}
                label={roleLabel(r.name, t)}
                name="roles"
                value={r.name}
                checked={form.values.roles.includes(r.name)}
                onCheckedChange={(c) => handleRole(r.name, c)}
              />
            ))}
          </div>
          {form.errors.roles ? (
            <p id={`${formId}-roles-error`} role="alert">
              {form.errors.roles}
            </p>
          ) : null}
        </fieldset>
        <PasswordField
          label={t('initialPassword')}
          optionalLabel={t('optional')}
          autoComplete="new-password"
          hint={t('initialPasswordHint', { rules: passwordRules(t) })}
          {...form.register('password')}
        />
        {form.values.password ? (
          <Checkbox
            label={t('askNewPasswordFirst')}
            {...form.registerCheckbox('must_change_password')}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
