import { useId, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Notice,
  NumberField,
  TextArea,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { CartConfiguration, CartConfigurationInput } from '@fairway/shared-api/courses';
import { cartsApi } from '../../../shared/api/clients';
import {
  EMPTY_CART_FORM,
  cartFormSchema,
  cartFormValues,
  type CartFormValues,
} from '../utils/cartForm';
import styles from './Carts.module.css';
import { messages } from '../../../i18n/messages';

export type CartConfigurationFormProps = {
  /** The stored configuration; null creates one. */
  configuration: CartConfiguration | null;
  onSaved: (configuration: CartConfiguration) => void;
  /** Shown next to Save: Cancel (while creating) or Delete. */
  secondaryAction?: ReactNode;
};

/** The club's cart fleet and prices; save creates the configuration or updates every field. */
export function CartConfigurationForm({
  configuration,
  onSaved,
  secondaryAction,
}: CartConfigurationFormProps) {
  const formId = useId();
  const t = useT(messages);
  const form = useForm<CartFormValues, CartConfigurationInput>({
    schema: cartFormSchema,
    initialValues: configuration ? cartFormValues(configuration) : EMPTY_CART_FORM,
    onSubmit: async (data, helpers) => {
      try {
        const saved = configuration
          ? await cartsApi().updateConfiguration(configuration.id, data)
          : await cartsApi().createConfiguration(data);
        notify.success(t(configuration ? 'cartConfigurationSaved' : 'cartConfigurationCreated'));
        helpers.reset(cartFormValues(saved));
        onSaved(saved);
      } catch (err) {
        helpers.setErrors(fieldErrors(err));
        throw new Error(errorText(err));
      }
    },
  });

  return (
    <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <div className={page['fw-ui-page-fields']}>
        <NumberField
          label={t('fleetSize')}
          required
          min={0}
          max={500}
          step={1}
          unit={t('cartsUnit')}
          hint={t('fleetSizeHint')}
          {...form.register('fleet_size')}
        />
        <NumberField
          label={t('ridersPerCart')}
          required
          min={1}
          max={4}
          step={1}
          hint={t('ridersPerCartHint')}
          {...form.register('max_riders_per_cart')}
        />
      </div>
      <div className={page['fw-ui-page-fields']}>
        <TextField
          label={t('pricePerRound')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('priceHint')}
          {...form.register('price_per_round')}
        />
        <TextField
          label={t('pricePerNine')}
          optionalLabel={t('optional')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('pricePerNineHint')}
          {...form.register('price_per_nine')}
        />
      </div>
      <NumberField
        label={t('minDriverAge')}
        optionalLabel={t('optional')}
        min={14}
        max={30}
        step={1}
        unit={t('yearsUnit')}
        hint={t('minDriverAgeHint')}
        className={styles['fw-carts-narrow-field']}
        {...form.register('min_driver_age')}
      />
      <Checkbox
        label={t('pathOnly')}
        hint={t('pathOnlyHint')}
        {...form.registerCheckbox('path_only')}
      />
      <TextArea
        label={t('notes')}
        optionalLabel={t('optional')}
        rows={3}
        maxLength={1000}
        hint={t('cartNotesHint')}
        {...form.register('notes')}
      />
      <div className={page['fw-ui-page-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
          {t(configuration ? 'saveConfiguration' : 'createConfiguration')}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
