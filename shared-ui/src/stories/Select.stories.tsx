import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '../components/Field/Field';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Course',
    placeholder: 'Choose a course',
    required: true,
    options: [
      { value: 'old', label: 'Old Course (18 holes)' },
      { value: 'new', label: 'New Course (18 holes)' },
      { value: 'academy', label: 'Academy (9 holes)' },
      { value: 'heath', label: 'Heath (closed)', disabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Choose a course' } };
