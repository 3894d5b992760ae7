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
  const form = useForm<CartFormValues, CartConfigurationInput>({
    schema: cartFormSchema,
    initialValues: configuration ? cartFormValues(configuration) : EMPTY_CART_FORM,
    onSubmit: async (data, helpers) => {
      try {
        const saved = configuration
          ? await cartsApi().updateConfiguration(configuration.id, data)
          : await cartsApi().createConfiguration(data);
        notify.success(
          configuration ? 'The cart configuration is saved' : 'The cart configuration is created',
        );
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
          label="Fleet size"
          required
          min={0}
          max={500}
          step={1}
          unit="carts"
          hint="Carts the club can hand out (0–500)."
          {...form.register('fleet_size')}
        />
        <NumberField
          label="Riders per cart"
          required
          min={1}
          max={4}
          step={1}
          hint="1–4 people in one cart."
          {...form.register('max_riders_per_cart')}
        />
      </div>
      <div className={page['fw-ui-page-fields']}>
        <TextField
          label="Price per round"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="An amount such as 25.00."
          {...form.register('price_per_round')}
        />
        <TextField
          label="Price per nine"
          optionalLabel="optional"
          inputMode="decimal"
          autoComplete="off"
          hint="For nine-hole rounds; empty when not offered."
          {...form.register('price_per_nine')}
        />
      </div>
      <NumberField
        label="Minimum driver age"
        optionalLabel="optional"
        min={14}
        max={30}
        step={1}
        unit="years"
        hint="14–30. Empty: no age limit beyond the law's."
        className={styles['fw-carts-narrow-field']}
        {...form.register('min_driver_age')}
      />
      <Checkbox
        label="Path only"
        hint="Carts must stay on the cart paths (wet course, winter rules)."
        {...form.registerCheckbox('path_only')}
      />
      <TextArea
        label="Notes"
        optionalLabel="optional"
        rows={3}
        maxLength={1000}
        hint="Shown to the staff who hand out the carts."
        {...form.register('notes')}
      />
      <div className={page['fw-ui-page-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving">
          {configuration ? 'Save configuration' : 'Create configuration'}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
