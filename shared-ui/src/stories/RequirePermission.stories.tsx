import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionStore } from '@fairway/shared-api';
import { RequirePermission } from '../data/RequirePermission';
import { Notice } from '../components/Notice/Notice';

/** Signs a story user in with these permissions (the shell fills sessionStore in the portal). */
function signIn(permissions: string[]) {
  sessionStore.setState({
    status: 'authenticated',
    error: null,
    user: {
      id: 1,
      organization_id: 1,
      email: 'ann@example.org',
      first_name: 'Ann',
      last_name: 'Baker',
      status: 'active',
      email_verified: true,
      must_change_password: false,
      tenant_id: null,
      roles: ['member'],
      permissions,
      session_kind: 'password',
    },
  });
}

const meta = {
  title: 'Data/RequirePermission',
  component: RequirePermission,
  args: {
    permission: 'tee_sheet:manage',
    title: 'Tee sheet',
    section: 'Tee times',
    children: <Notice title="Tee sheet">Only staff with tee_sheet:manage see this.</Notice>,
  },
} satisfies Meta<typeof RequirePermission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  beforeEach: () => signIn(['tee_sheet:manage']),
};

export const Refused: Story = {
  beforeEach: () => signIn(['tee_times:book']),
};
