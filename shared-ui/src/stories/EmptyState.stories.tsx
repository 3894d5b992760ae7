import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../components/States/States';
import { Button } from '../components/Button/Button';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No bookings yet',
    message: 'Tee times you book appear here.',
    action: <Button>Book a tee time</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
