import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from '../components/Field/Field';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: {
    label: 'Date',
    min: '2025-06-01',
    max: '2025-06-30',
    hint: 'Bookings open 30 days ahead.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [date, setDate] = useState('2025-06-14');
    return (
      <>
        <DateField {...args} value={date} onValueChange={setDate} />
        <p>Value: {date || '—'}</p>
      </>
    );
  },
};
export const WithError: Story = { args: { error: 'Choose a date in June 2025' } };
