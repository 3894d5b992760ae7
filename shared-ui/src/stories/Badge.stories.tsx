import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../components/Badge/Badge';
import { Cluster } from '../components/Layout/Layout';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Confirmed', dot: false },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'success', 'info', 'warning', 'danger', 'accent'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Tones: Story = {
  render: () => (
    <Cluster>
      <Badge>Draft</Badge>
      <Badge tone="success" dot>
        Confirmed
      </Badge>
      <Badge tone="info">New</Badge>
      <Badge tone="warning">Pending payment</Badge>
      <Badge tone="danger">Cancelled</Badge>
      <Badge tone="accent">Bunker rake</Badge>
    </Cluster>
  ),
};
