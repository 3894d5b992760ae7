import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from '../components/Notice/Notice';
import { Button } from '../components/Button/Button';
import { Stack } from '../components/Layout/Layout';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Course update',
    children: 'Greens 4 and 5 are hollow-tined on Monday.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllTones: Story = {
  render: () => (
    <Stack>
      <Notice tone="info" title="Frost delay">
        The first tee time moves to 09:00.
      </Notice>
      <Notice tone="success" title="Booking confirmed" onDismiss={() => {}}>
        A confirmation is on its way to ann@example.com.
      </Notice>
      <Notice tone="warning" title="Weather data unavailable">
        No weather provider is configured; conditions are not shown.
      </Notice>
      <Notice
        tone="error"
        title="Payment failed"
        action={
          <Button variant="secondary" size="sm">
            Try again
          </Button>
        }
      >
        The card was declined.
      </Notice>
      <Notice tone="info" role="none">
        The pro shop module is switched off for this club.
      </Notice>
    </Stack>
  ),
};
