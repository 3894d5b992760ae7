import { SETTINGS_DEFAULTS } from '@fairway/shared-api/settings';
import {
  BOOKING_RULE_FIELDS,
  bookingRulesBody,
  bookingRulesSchema,
  bookingRulesValues,
} from './bookingRules';

describe('booking rules form', () => {
  it('sends every field of the section', () => {
    const body = bookingRulesBody(bookingRulesValues(SETTINGS_DEFAULTS.course));
    expect(Object.keys(body).sort()).toEqual([...BOOKING_RULE_FIELDS].sort());
    expect(body).toEqual(SETTINGS_DEFAULTS.course);
  });

  const firstMessages = (values: Record<string, unknown>) => {
    const result = bookingRulesSchema.safeParse(values);
    const first: Record<string, string> = {};
    if (!result.success)
      for (const i of result.error.issues) first[String(i.path[0])] ??= i.message;
    return first;
  };

  it("checks the values with the contract's rules, as sentences", () => {
    const values = bookingRulesValues(SETTINGS_DEFAULTS.course);
    expect(
      firstMessages({ ...values, tee_interval_minutes: '45', cancellation_cutoff_hours: '' }),
    ).toEqual({
      tee_interval_minutes: 'Must be a whole number from 5 to 30',
      cancellation_cutoff_hours: 'Enter a number',
    });
    expect(
      firstMessages({ ...values, players_per_slot: '3', max_players_per_booking: '4' }),
    ).toEqual({ max_players_per_booking: 'Must not be more than the players per tee time' });
  });
});
