import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cluster } from '../components/Layout/Layout';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  args: {
    gap: 2,
    justify: 'start',
    children: [
      'Old Course',
      'New Course',
      '9 holes',
      'Buggy',
      'Twilight',
      'Juniors',
      'Members only',
    ].map((t) => <Badge key={t}>{t}</Badge>),
  },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 8 } },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tags: Story = {};
export const Toolbar: Story = {
  args: {
    justify: 'between',
    children: [
      <strong key="t">Bookings</strong>,
      <Button key="b" size="sm">
        New booking
      </Button>,
    ],
  },
};
