import { fieldKind, fieldOrder } from './fields';
import { describeField } from './importProblems';

describe('fieldKind', () => {
  it('types fields by value, with selects where the contract lists the values', () => {
    expect(fieldKind('course', 'guests_allowed', true)).toEqual({ kind: 'switch' });
    expect(fieldKind('course', 'tee_interval_minutes', 10)).toEqual({
      kind: 'number',
      min: 5,
      max: 30,
    });
    // Language and currency: the contract's bounded lists, so selects (defect 15).
    expect(fieldKind('app', 'locale', 'en-GB')).toMatchObject({
      kind: 'select',
      numeric: false,
      options: expect.arrayContaining([{ value: 'en-GB', label: 'en-GB' }]),
    });
    expect(fieldKind('app', 'currency', 'GBP')).toMatchObject({
      kind: 'select',
      options: expect.arrayContaining([{ value: 'EUR', label: 'EUR' }]),
    });
    expect(fieldKind('notifications', 'reply_to_email', null)).toEqual({
      kind: 'text',
      nullable: true,
      email: true,
    });
    expect(fieldKind('app', 'time_format', '24h')).toMatchObject({
      kind: 'select',
      numeric: false,
      options: [{ value: '24h' }, { value: '12h' }],
    });
    expect(fieldKind('course', 'default_round_holes', 18)).toMatchObject({
      kind: 'select',
      numeric: true,
      options: [{ value: '9' }, { value: '18' }],
    });
  });

  it('falls back to the value for a field the contract does not know', () => {
    expect(fieldKind('app', 'something_new', 3)).toEqual({ kind: 'number' });
    expect(fieldOrder('app', { something_new: 1, currency: 'GBP', locale: 'en-GB' })).toEqual([
      'locale',
      'currency',
      'something_new',
    ]);
  });
});

describe('describeField', () => {
  it('names the place of an import problem in words', () => {
    expect(describeField('body.sections.security.password_min_length')).toBe(
      'Security › Shortest password',
    );
    expect(describeField('body.features.site_name')).toBe('Features › Site name');
    expect(describeField('body.version')).toBe('version');
    expect(describeField('body')).toBe('The file');
  });
});
