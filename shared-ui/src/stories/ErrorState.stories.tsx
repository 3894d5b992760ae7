import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from '../components/States/States';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    message: 'The tee sheet could not be loaded. Check your connection.',
    onRetry: () => {},
    retrying: false,
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const Retrying: Story = { args: { retrying: true } };
