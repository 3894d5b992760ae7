import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from '../components/Field/Choice';
import { Stack } from '../components/Layout/Layout';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'E-mail reminders', hint: 'A day before each tee time.', defaultChecked: true },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Settings: Story = {
  render: () => (
    <Stack gap={1}>
      <Switch label="Tee time management" defaultChecked />
      <Switch label="Pro shop" defaultChecked />
      <Switch label="Academy" />
      <Switch label="Rentals (locked by your plan)" disabled />
    </Stack>
  ),
};
