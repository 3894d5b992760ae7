import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from '../components/Menu/Menu';
import { Avatar } from '../components/Avatar/Avatar';

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    trigger: (
      <>
        <Avatar name="Ann Baker" size="sm" decorative />
        <span>Ann Baker</span>
      </>
    ),
    header: 'ann@example.com',
    align: 'start',
    items: [
      { id: 'profile', label: 'Profile', href: '#profile' },
      { id: 'preferences', label: 'Preferences', href: '#preferences' },
      { id: 'billing', label: 'Billing (coming soon)', disabled: true },
      { type: 'separator', id: 'sep' },
      { id: 'signout', label: 'Sign out', tone: 'danger', onSelect: () => {} },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;

export const UserMenu: StoryObj<typeof meta> = {};
