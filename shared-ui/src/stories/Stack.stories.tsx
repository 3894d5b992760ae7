import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../components/Layout/Layout';

const Box = ({ children }: { children: string }) => (
  <div
    style={{
      padding: 12,
      background: 'var(--fw-color-primary-soft)',
      color: 'var(--fw-color-primary-soft-text)',
      borderRadius: 8,
    }}
  >
    {children}
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: [
      <Box key="1">Tee sheet</Box>,
      <Box key="2">Weather</Box>,
      <Box key="3">Closures</Box>,
    ],
  },
  argTypes: { gap: { control: { type: 'range', min: 0, max: 8 } } },
} satisfies Meta<typeof Stack>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
