import type { Meta, StoryObj } from '@storybook/react-vite';
import { DonutChart } from '../charts/DonutChart';

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  args: {
    title: 'Members by category',
    centerLabel: 'members',
    data: [
      { label: 'Full', value: 300 },
      { label: 'Weekday', value: 150 },
      { label: 'Junior', value: 50 },
      { label: 'Country', value: 36 },
    ],
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneCategory: Story = {
  args: { title: 'Carts', centerLabel: 'in use', data: [{ label: 'In use', value: 23 }] },
};
