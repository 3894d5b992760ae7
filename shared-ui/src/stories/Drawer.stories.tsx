import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Drawer } from '../components/Dialog/Dialog';
import { Button } from '../components/Button/Button';
import { TextField } from '../components/Field/Field';
import { Stack } from '../components/Layout/Layout';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: false, title: 'Ann Baker', onClose: () => {} },
} satisfies Meta<typeof Drawer>;

export default meta;

export const MemberDetails: StoryObj<typeof meta> = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Member details
        </Button>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title="Ann Baker"
          description="Full member since 2019 · Handicap 12.4"
          footer={<Button onClick={() => setOpen(false)}>Done</Button>}
        >
          <Stack>
            <TextField label="Phone" type="tel" defaultValue="+353 1 555 0101" />
            <TextField label="E-mail" type="email" defaultValue="ann@example.com" />
          </Stack>
        </Drawer>
      </>
    );
  },
};
