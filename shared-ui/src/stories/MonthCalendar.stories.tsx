import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MonthCalendar, type CalendarMark } from '../components/Calendar/MonthCalendar';
import { Stack } from '../components/Layout/Layout';

const closures: Record<string, CalendarMark> = {
  '2026-06-08': { tone: 'warning', label: 'Hollow-tining: front nine closed' },
  '2026-06-20': { tone: 'danger', label: 'Closed: club championship' },
  '2026-06-21': { tone: 'danger', label: 'Closed: club championship' },
  '2026-06-27': { tone: 'info', label: '2 bookings' },
};

const meta = {
  title: 'Forms/MonthCalendar',
  component: MonthCalendar,
  args: {
    label: 'Booking date',
    today: '2026-06-10',
    defaultMonth: '2026-06',
    marked: closures,
    min: '2026-06-10',
    max: '2026-08-31',
  },
  parameters: { viewport: { defaultViewport: 'phone' } },
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a day: arrows, Home/End, PageUp/PageDown move; Enter or Space chooses. */
export const Playground: Story = {
  render: (args) => {
    const [selected, setSelected] = useState<string | null>('2026-06-12');
    return (
      <Stack>
        <MonthCalendar {...args} selected={selected} onSelect={setSelected} />
        <p>Chosen: {selected ?? 'none'}</p>
      </Stack>
    );
  },
};

/** Weeks starting on Sunday; no limits (an administrator's closure planner). */
export const SundayFirst: Story = {
  args: { weekStartsOn: 0, min: undefined, max: undefined, label: 'Special closures' },
};
