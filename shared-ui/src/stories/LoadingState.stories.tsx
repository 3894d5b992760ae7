import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from '../components/Spinner/Spinner';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { label: 'Loading the tee sheet…' },
} satisfies Meta<typeof LoadingState>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
