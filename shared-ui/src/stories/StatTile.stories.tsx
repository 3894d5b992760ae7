import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatTile } from '../components/Card/Card';
import { Grid } from '../components/Layout/Layout';

const meta = {
  title: 'Display/StatTile',
  component: StatTile,
  args: {
    label: 'Rounds this week',
    value: '553',
    delta: { value: '12 %', trend: 'up' },
    hint: 'vs last week',
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dashboard: Story = {
  render: () => (
    <Grid minColumnWidth="12rem">
      <StatTile
        label="Rounds this week"
        value="553"
        delta={{ value: '12 %', trend: 'up' }}
        hint="vs last week"
      />
      <StatTile
        label="Pro shop revenue"
        value="€ 12,480"
        delta={{ value: '3 %', trend: 'down' }}
        hint="vs last month"
      />
      <StatTile
        label="No-shows"
        value="4"
        delta={{ value: '2', trend: 'down', sentiment: 'positive' }}
      />
      <StatTile label="Open maintenance" value="7" delta={{ value: '0', trend: 'flat' }} />
    </Grid>
  ),
};
