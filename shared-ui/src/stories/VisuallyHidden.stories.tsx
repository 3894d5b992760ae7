import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} /> (Inspect the DOM: the hidden text is there.)
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
