import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Dialog, Drawer } from './Dialog';
import { Button } from '../Button/Button';
import { TextField } from '../Field/Field';

function DialogDemo({ onSave = () => {} }: { onSave?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit booking</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit booking"
        description="Change the players of this tee time."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={onSave}>Save</Button>
          </>
        }
      >
        <TextField label="Player name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Edit booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit booking' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Change the players of this tee time.');
    expect(screen.getByRole('textbox', { name: 'Player name' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Edit booking' }));
    const input = screen.getByRole('textbox', { name: 'Player name' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Edit booking' });
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and a backdrop click', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Edit booking' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit booking' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only the innermost of nested dialogs reacts to Escape', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Drawer open={outer} onClose={() => setOuter(false)} title="Member details">
          <Button onClick={() => setInner(true)}>Remove member</Button>
          <ConfirmDialog
            open={inner}
            title="Remove member?"
            message="They lose access at once."
            tone="danger"
            confirmLabel="Remove"
            onConfirm={() => setInner(false)}
            onCancel={() => setInner(false)}
          />
        </Drawer>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Remove member' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove member?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Member details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove member' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel, shows a spinner while confirming and reports a failure', async () => {
    const user = userEvent.setup();
    let reject: (error: Error) => void = () => {};
    const onConfirm = jest.fn(
      () =>
        new Promise<void>((_, r) => {
          reject = r;
        }),
    );
    render(
      <ConfirmDialog
        open
        title="Cancel the booking?"
        message="The players get an e-mail."
        tone="danger"
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the booking?' });
    expect(dialog).toHaveAccessibleDescription('The players get an e-mail.');
    expect(screen.getByRole('button', { name: 'Keep booking' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Cancel booking/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    reject(new Error('The booking has already started.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking has already started.');
    expect(screen.getByRole('button', { name: 'Cancel booking' })).not.toHaveAttribute('aria-busy');
  });

  it('shows extra content, such as a field for a reason, between the message and the buttons', async () => {
    const user = userEvent.setup();
    function Suspend({ onConfirm }: { onConfirm: (reason: string) => void }) {
      const [reason, setReason] = useState('');
      return (
        <ConfirmDialog
          open
          title="Suspend Grace?"
          message="She is signed out everywhere."
          tone="danger"
          confirmLabel="Suspend"
          onConfirm={() => onConfirm(reason)}
          onCancel={() => {}}
        >
          <TextField label="Reason" value={reason} onValueChange={setReason} />
        </ConfirmDialog>
      );
    }
    const onConfirm = jest.fn();
    render(<Suspend onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Grace?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unpaid fees');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(onConfirm).toHaveBeenCalledWith('Unpaid fees');
  });
});
