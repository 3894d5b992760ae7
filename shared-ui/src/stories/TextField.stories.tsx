import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../components/Field/Field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Club name', hint: 'As shown on invoices.', required: true, error: '' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'ann@',
    hint: undefined,
    error: 'Enter an e-mail address like name@example.com',
  },
};

export const Optional: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    required: false,
    optionalLabel: 'optional',
    hint: 'Only for changes to your booking.',
  },
};
