import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../components/Button/Button';
import { Cluster } from '../components/Layout/Layout';
import { CloseIcon, DownloadIcon, MenuIcon } from '../icons/icons';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, variant: 'ghost', size: 'md' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Cluster>
      <IconButton label="Open menu" icon={<MenuIcon />} />
      <IconButton label="Close" icon={<CloseIcon />} variant="secondary" />
      <IconButton label="Download" icon={<DownloadIcon />} variant="primary" />
      <IconButton label="Close (small)" icon={<CloseIcon />} size="sm" />
    </Cluster>
  ),
};
