import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider, useToast } from '../components/Toast/Toast';
import { Button } from '../components/Button/Button';
import { Cluster } from '../components/Layout/Layout';

function ToastButtons() {
  const toast = useToast();
  return (
    <Cluster>
      <Button onClick={() => toast.success('Booking saved.', { title: 'Saved' })}>Success</Button>
      <Button
        variant="secondary"
        onClick={() => toast.info('Frost delay: first tee time moves to 09:00.')}
      >
        Info
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('Only 2 carts left for Saturday.')}>
        Warning
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.error('Payment failed. Try another card.', { title: 'Not paid' })}
      >
        Error (stays)
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({
            message: 'Booking cancelled.',
            action: { label: 'Undo', onClick: () => toast.success('Booking restored.') },
          })
        }
      >
        With action
      </Button>
    </Cluster>
  );
}

function ShowExamples() {
  const toast = useToast();
  useEffect(() => {
    toast.success('Booking saved.', { title: 'Saved', duration: null });
    toast.warning('Only 2 carts left for Saturday.', { duration: null });
    toast.error('Payment failed. Try another card.', { title: 'Not paid' });
  }, [toast]);
  return null;
}

function ToastDemo({ duration, examples = false }: { duration: number; examples?: boolean }) {
  return (
    <ToastProvider duration={duration}>
      <ToastButtons />
      {examples ? <ShowExamples /> : null}
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { duration: 6000 },
  parameters: {
    docs: {
      description: {
        component:
          'ToastProvider wraps the app once; useToast() shows toasts in a polite live region. They close by themselves (not errors) and pause while hovered or focused.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;

export const Default: StoryObj<typeof meta> = {};

export const Examples: StoryObj<typeof meta> = { args: { examples: true } };
