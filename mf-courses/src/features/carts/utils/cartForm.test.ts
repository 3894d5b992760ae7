import { EMPTY_CART_FORM, cartBody, cartFormSchema, cartFormValues } from './cartForm';

describe('cart form', () => {
  it('sends every field, the empty optional ones as null', () => {
    expect(cartBody({ ...EMPTY_CART_FORM, fleet_size: '24', price_per_round: '30' })).toEqual({
      fleet_size: 24,
      max_riders_per_cart: 2,
      price_per_round: '30',
      price_per_nine: null,
      path_only: false,
      min_driver_age: null,
      notes: null,
    });
  });

  it("checks the values with the contract's messages", () => {
    const result = cartFormSchema.safeParse({
      ...EMPTY_CART_FORM,
      max_riders_per_cart: '5',
      price_per_nine: '12.345',
      min_driver_age: '12',
    });
    expect(result.success).toBe(false);
    // useForm shows the first message of each field.
    const messages: Record<string, string> = {};
    if (!result.success)
      for (const i of result.error.issues) messages[String(i.path[0])] ??= i.message;
    expect(messages).toMatchObject({
      fleet_size: 'Fleet size is required',
      price_per_round: 'Price per round is required',
      max_riders_per_cart: 'Riders per cart must be a whole number from 1 to 4',
      price_per_nine: 'Price must be an amount such as 25.00',
      min_driver_age: 'Minimum driver age must be a whole number from 14 to 30',
    });
  });

  it('reads a stored configuration back into the form', () => {
    const values = cartFormValues({
      id: 1,
      fleet_size: 24,
      max_riders_per_cart: 2,
      price_per_round: '30.00',
      price_per_nine: null,
      path_only: true,
      min_driver_age: 16,
      notes: null,
      updated_at: '2026-03-01T09:00:00.000Z',
    });
    expect(values).toEqual({
      fleet_size: '24',
      max_riders_per_cart: '2',
      price_per_round: '30.00',
      price_per_nine: '',
      path_only: true,
      min_driver_age: '16',
      notes: '',
    });
    expect(cartFormSchema.safeParse(values)).toMatchObject({
      success: true,
      data: { price_per_round: '30.00', price_per_nine: null, min_driver_age: 16 },
    });
  });
});
