import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveMessage } from '../data/LiveMessage';
import { Button } from '../components/Button/Button';
import { Stack } from '../components/Layout/Layout';

const meta = {
  title: 'Data/LiveMessage',
  component: LiveMessage,
  args: { text: '12 tee times available' },
} satisfies Meta<typeof LiveMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is drawn: a screen reader announces the text each time it changes. */
export const Playground: Story = {};

export const AnnouncesResults: Story = {
  render: () => {
    const [count, setCount] = useState(12);
    return (
      <Stack>
        <Button onClick={() => setCount((c) => Math.max(0, c - 1))}>Book one</Button>
        <p aria-hidden="true">Announced: “{count} tee times available”</p>
        <LiveMessage text={`${count} tee times available`} />
      </Stack>
    );
  },
};
