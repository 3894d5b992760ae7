import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from '../components/Dialog/Dialog';
import { Button } from '../components/Button/Button';
import { DateField, TextField, TimeField } from '../components/Field/Field';
import { Stack } from '../components/Layout/Layout';

function DialogDemo({
  size,
  initiallyOpen = false,
}: {
  size?: 'sm' | 'md' | 'lg';
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit booking</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size={size}
        title="Edit booking"
        description="Change the date, time or lead player of this tee time."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save changes</Button>
          </>
        }
      >
        <Stack>
          <TextField label="Lead player" defaultValue="Ann Baker" />
          <DateField label="Date" defaultValue="2025-06-14" />
          <TimeField label="Tee time" defaultValue="08:10" stepMinutes={10} />
        </Stack>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogDemo,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof DialogDemo>;

export default meta;

export const Default: StoryObj<typeof meta> = {};

export const Open: StoryObj<typeof meta> = { args: { initiallyOpen: true } };
