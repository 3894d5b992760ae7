import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '../components/AppLayout/AppLayout';
import { Avatar } from '../components/Avatar/Avatar';
import { Button } from '../components/Button/Button';
import { Card, StatTile } from '../components/Card/Card';
import { Grid, Stack } from '../components/Layout/Layout';
import { Menu } from '../components/Menu/Menu';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { FlagIcon } from '../icons/icons';

const sections = [
  { href: '#tee-sheet', label: 'Tee sheet' },
  { href: '#shop', label: 'Pro shop' },
  { href: '#academy', label: 'Academy' },
  { href: '#rentals', label: 'Rentals' },
  { href: '#community', label: 'Community' },
  { href: '#admin', label: 'Administration' },
];

function Portal() {
  const [current, setCurrent] = useState('#tee-sheet');
  return (
    <AppLayout
      brand={
        <>
          <FlagIcon /> Fairway Golf Club
        </>
      }
      header={
        <Menu
          trigger={<Avatar name="Ann Baker" size="sm" decorative />}
          triggerLabel="Ann Baker, account"
          header="ann@example.com"
          items={[
            { id: 'profile', label: 'Profile' },
            { type: 'separator', id: 's' },
            { id: 'signout', label: 'Sign out', tone: 'danger' },
          ]}
        />
      }
      navItems={sections.map((s) => ({ ...s, current: s.href === current }))}
      onNavigate={(href) => setCurrent(href)}
      footer="Fairway · open-source golf club platform"
    >
      <PageHeader
        title={sections.find((s) => s.href === current)?.label ?? ''}
        description="Saturday 14 June"
        actions={<Button>New booking</Button>}
      />
      <Stack>
        <Grid minColumnWidth="12rem">
          <StatTile label="Booked" value="112" />
          <StatTile label="Free tee times" value="8" />
          <StatTile label="Carts out" value="23" />
        </Grid>
        <Card title="Starter notes">Frost delay until 09:00 on the New Course.</Card>
      </Stack>
    </AppLayout>
  );
}

const meta = {
  title: 'Layout/AppLayout',
  component: Portal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Portal>;

export default meta;

export const Desktop: StoryObj<typeof meta> = {};

export const Phone: StoryObj<typeof meta> = {
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
};
