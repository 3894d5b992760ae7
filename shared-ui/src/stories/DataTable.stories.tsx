import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, type DataTableColumn } from '../components/DataTable/DataTable';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Menu } from '../components/Menu/Menu';
import { bookings, type Booking } from './data';

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: DataTableColumn<Booking>[] = [
  { id: 'player', header: 'Lead player', value: (b) => b.player },
  { id: 'date', header: 'Date', value: (b) => b.date },
  { id: 'time', header: 'Tee time', value: (b) => b.time },
  { id: 'course', header: 'Course', value: (b) => b.course },
  { id: 'players', header: 'Players', value: (b) => b.players, align: 'end' },
  {
    id: 'fee',
    header: 'Fee',
    value: (b) => b.fee,
    render: (b) => money.format(b.fee),
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    value: (b) => b.status,
    render: (b) => (
      <Badge
        tone={b.status === 'Confirmed' ? 'success' : b.status === 'Pending' ? 'warning' : 'neutral'}
      >
        {b.status}
      </Badge>
    ),
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Booking>,
  args: {
    caption: 'Bookings',
    columns,
    rows: bookings,
    getRowId: (b: Booking) => b.id,
    initialSort: { columnId: 'date', direction: 'ascending' },
    rowActions: (b: Booking) => (
      <Menu
        trigger="Actions"
        triggerLabel={`Actions for ${b.player}`}
        variant="ghost"
        items={[
          { id: 'edit', label: 'Edit' },
          { id: 'checkin', label: 'Check in' },
          { type: 'separator', id: 's' },
          { id: 'cancel', label: 'Cancel booking', tone: 'danger' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof DataTable<Booking>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { rows: undefined, loading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    emptyTitle: 'No bookings yet',
    emptyMessage: 'Tee times you book appear here.',
    emptyAction: <Button>Book a tee time</Button>,
  },
};

export const Failed: Story = {
  render: function Render(args) {
    const [attempt, setAttempt] = useState(0);
    return (
      <DataTable
        {...args}
        rows={attempt > 0 ? bookings : undefined}
        error={attempt > 0 ? null : 'The server did not answer in time.'}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  },
};

export const WithoutActionsOrExport: Story = {
  args: {
    rowActions: undefined,
    exportFileName: false,
    pageSizeOptions: [5, 10],
    hideCaption: true,
  },
};

/** The rows are one page of the server's: the pager shows the server's total and asks for pages. */
export const ServerPaging: Story = {
  render: function Render(args) {
    const [offset, setOffset] = useState(0);
    const [limit, setLimit] = useState(10);
    return (
      <DataTable
        {...args}
        initialSort={undefined}
        rows={bookings.slice(offset, offset + limit)}
        paging={{
          total: bookings.length,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (next) => {
            setLimit(next);
            setOffset(0);
          },
        }}
      />
    );
  },
};
