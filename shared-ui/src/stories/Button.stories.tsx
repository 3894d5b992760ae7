import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button';
import { Cluster, Stack } from '../components/Layout/Layout';
import { DownloadIcon } from '../icons/icons';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'Book tee time',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack gap={4}>
      <Cluster>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Cancel booking</Button>
        <Button variant="ghost">Ghost</Button>
      </Cluster>
      <Cluster>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </Cluster>
      <Cluster>
        <Button loading>Saving</Button>
        <Button disabled>Disabled</Button>
        <Button variant="secondary" iconStart={<DownloadIcon />}>
          Export CSV
        </Button>
      </Cluster>
      <Button fullWidth>Full width (phones)</Button>
    </Stack>
  ),
};
