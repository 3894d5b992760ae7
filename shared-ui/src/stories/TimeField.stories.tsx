import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeField } from '../components/Field/Field';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: {
    label: 'Tee time',
    min: '07:00',
    max: '19:00',
    stepMinutes: 10,
    hint: 'Every 10 minutes from 07:00 to 19:00.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [time, setTime] = useState('08:10');
    return (
      <>
        <TimeField {...args} value={time} onValueChange={setTime} />
        <p>Value: {time || '—'}</p>
      </>
    );
  },
};
