import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from '../components/Field/Field';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Green fee', unit: '€', min: 0, step: 0.5, defaultValue: 45 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnit: Story = {};
export const WithError: Story = {
  args: {
    label: 'Handicap',
    unit: undefined,
    min: -10,
    max: 54,
    step: 0.1,
    defaultValue: 60,
    error: 'A handicap is at most 54',
  },
};
