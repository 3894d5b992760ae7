import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from '../components/Field/Field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    hint: 'At least 12 characters.',
    required: true,
    autoComplete: 'new-password',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Use at least 12 characters' },
};
