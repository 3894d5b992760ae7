import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../components/Avatar/Avatar';
import { Cluster } from '../components/Layout/Layout';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Ann Baker', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Group: Story = {
  render: () => (
    <Cluster gap={3}>
      <Avatar name="Ann Baker" size="sm" />
      <Avatar name="Bo Lindqvist" />
      <Avatar name="Chiara Rossi" size="lg" />
      <Avatar name="Dev Patel" src="/missing-photo.jpg" />
      <Avatar name="Émile Laurent" />
    </Cluster>
  ),
};
