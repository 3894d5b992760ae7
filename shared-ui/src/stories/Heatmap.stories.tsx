import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heatmap } from '../charts/Heatmap';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => ({
  key: d,
  label: d,
}));
const bands = [
  { key: 'early', label: 'Before 09:00' },
  { key: 'morning', label: '09:00–12:00' },
  { key: 'midday', label: '12:00–15:00' },
  { key: 'late', label: 'From 15:00' },
];
const busy: Record<string, number[]> = {
  Mon: [0.2, 0.35, 0.3, 0.1],
  Tue: [0.4, 0.55, 0.4, 0.2],
  Wed: [0.45, 0.6, 0.5, 0.3],
  Thu: [0.4, 0.5, 0.45, 0.35],
  Fri: [0.5, 0.7, 0.6, 0.55],
  Sat: [0.95, 1, 0.85, 0.6],
  Sun: [0.9, 0.95, 0.7, 0.4],
};
const percent = (v: number) => `${Math.round(v * 100)} %`;

const meta = {
  title: 'Charts/Heatmap',
  component: Heatmap,
  args: {
    title: 'Utilisation by weekday and time band',
    description: 'Share of places booked, last four weeks.',
    rows: weekdays,
    columns: bands,
    cells: weekdays.flatMap((r) =>
      bands.map((c, j) => ({ row: r.key, column: c.key, value: busy[r.key]![j]! })),
    ),
    max: 1,
    rowLabel: 'Weekday',
    formatValue: percent,
  },
} satisfies Meta<typeof Heatmap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Utilisation: Story = {};

export const QuietWeek: Story = {
  args: {
    description: 'A fixed scale: 1 % stays pale.',
    cells: weekdays.flatMap((r) => bands.map((c) => ({ row: r.key, column: c.key, value: 0.01 }))),
  },
};

export const NoData: Story = { args: { cells: [] } };

export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
