import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '../components/Dialog/Dialog';
import { Button } from '../components/Button/Button';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Cancel this booking?',
    message: 'The four players get an e-mail. The green fee is refunded to the member account.',
    tone: 'danger',
    confirmLabel: 'Cancel booking',
    cancelLabel: 'Keep booking',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;

export const Destructive: StoryObj<typeof meta> = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    const [fail, setFail] = useState(true);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Cancel booking
        </Button>
        <ConfirmDialog
          open={open}
          title="Cancel this booking?"
          message="The four players get an e-mail. The green fee is refunded to the member account."
          tone="danger"
          confirmLabel="Cancel booking"
          cancelLabel="Keep booking"
          onCancel={() => setOpen(false)}
          onConfirm={async () => {
            await new Promise((resolve) => setTimeout(resolve, 700));
            if (fail) {
              setFail(false);
              throw new Error('The tee time has already started. Try again to see success.');
            }
            setOpen(false);
          }}
        />
      </>
    );
  },
};
