import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoAccess } from '../data/NoAccess';

const meta = {
  title: 'Data/NoAccess',
  component: NoAccess,
  args: { title: 'Tee sheet', permission: 'tee_sheet:manage', section: 'Tee times' },
} satisfies Meta<typeof NoAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
