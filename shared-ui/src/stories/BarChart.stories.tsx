import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from '../charts/BarChart';
import { roundsPerDay } from './data';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Rounds per day',
    description: 'Last week, all courses.',
    data: roundsPerDay,
    categoryLabel: 'Day',
    valueLabel: 'Rounds',
    orientation: 'vertical',
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Horizontal: Story = {
  args: {
    title: 'Pro shop sales by category',
    description: undefined,
    orientation: 'horizontal',
    colorIndex: 2,
    formatValue: (v: number) => `€${v.toLocaleString()}`,
    categoryLabel: 'Category',
    valueLabel: 'Sales',
    data: [
      { label: 'Balls', value: 4200 },
      { label: 'Gloves', value: 1850 },
      { label: 'Clothing and rainwear', value: 3900 },
      { label: 'Clubs', value: 7400 },
    ],
  },
};

export const NoData: Story = { args: { data: [] } };
