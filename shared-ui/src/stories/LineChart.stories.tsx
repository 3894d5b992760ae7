import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart } from '../charts/LineChart';
import { Card } from '../components/Card/Card';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Green speed (Stimpmeter)',
    xLabel: 'Day',
    zeroBased: false,
    formatValue: (v: number) => `${v} ft`,
    series: [
      { name: 'Old Course', points: days.map((x, i) => ({ x, y: 9.5 + (i % 3) * 0.5 })) },
      {
        name: 'New Course',
        points: days.map((x, i) => ({ x, y: i === 3 ? null : 8.5 + (i % 2) * 0.5 })),
      },
    ],
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSeries: Story = {};

export const InACard: Story = {
  render: (args) => (
    <Card title="Green speed">
      <LineChart {...args} hideTitle />
    </Card>
  ),
};

export const Revenue: Story = {
  args: {
    title: 'Monthly revenue',
    xLabel: 'Month',
    zeroBased: true,
    formatValue: (v: number) => `€${(v / 1000).toFixed(0)}k`,
    series: [
      {
        name: 'Revenue',
        points: [
          'Jan',
          'Feb',
          'Mar',
          'Apr',
          'May',
          'Jun',
          'Jul',
          'Aug',
          'Sep',
          'Oct',
          'Nov',
          'Dec',
        ].map((x, i) => ({
          x,
          y: 40000 + Math.round(Math.sin((i / 11) * Math.PI) * 60000),
        })),
      },
    ],
  },
};
