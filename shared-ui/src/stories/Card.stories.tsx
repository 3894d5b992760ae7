import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../components/Card/Card';
import { Button } from '../components/Button/Button';

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    title: 'Today on the Old Course',
    subtitle: 'Saturday 14 June',
    children: '112 players booked, 8 tee times free after 15:00.',
    actions: (
      <Button variant="secondary" size="sm">
        Open tee sheet
      </Button>
    ),
    footer: (
      <Button variant="ghost" size="sm">
        Show all courses
      </Button>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Plain: Story = {
  args: { title: undefined, subtitle: undefined, actions: undefined, footer: undefined },
};
