import { readForm, type FieldSpec } from './fieldForm';

const words = {
  required: 'Required',
  wholeNumber: (min: number, max: number) => `whole ${min}-${max}`,
  decimal: (min: number, max: number) => `decimal ${min}-${max}`,
  notMoney: 'not money',
};

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'bio', label: 'Bio', kind: 'textarea' },
  { name: 'minutes', label: 'Minutes', kind: 'integer', min: 5, max: 600 },
  { name: 'handicap', label: 'Handicap', kind: 'decimal', min: -10, max: 54 },
  { name: 'price', label: 'Price', kind: 'money' },
  { name: 'type_id', label: 'Type', kind: 'select', numeric: true, required: true },
];

describe('readForm', () => {
  it('types the body: trimmed text, null for empty optional fields, numbers, minor units', () => {
    expect(
      readForm(
        fields,
        {
          name: ' Putting ',
          bio: '',
          minutes: '45',
          handicap: '12,5',
          price: '60.5',
          type_id: '3',
        },
        'GBP',
        words,
      ),
    ).toEqual({
      problems: null,
      body: { name: 'Putting', bio: null, minutes: 45, handicap: 12.5, price: 6050, type_id: 3 },
    });
  });

  it('names each problem', () => {
    expect(
      readForm(fields, { name: '', minutes: '4', handicap: '12.25', price: 'abc' }, 'GBP', words)
        .problems,
    ).toEqual({
      name: 'Required',
      minutes: 'whole 5-600',
      handicap: 'decimal -10-54',
      price: 'not money',
      type_id: 'Required',
    });
  });
});
