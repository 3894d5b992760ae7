import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../components/Field/Choice';
import { Stack } from '../components/Layout/Layout';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me the newsletter', hint: 'About once a month.' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={1}>
      <Checkbox label="I accept the club rules" required />
      <Checkbox label="Send me the newsletter" defaultChecked />
      <Checkbox
        label="Share my handicap with other members"
        error="Choose whether to share your handicap"
      />
      <Checkbox label="Disabled" disabled />
    </Stack>
  ),
};
