import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../components/Spinner/Spinner';
import { Cluster } from '../components/Layout/Layout';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: () => (
    <Cluster gap={5}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" label="Refreshing bookings" />
    </Cluster>
  ),
};
