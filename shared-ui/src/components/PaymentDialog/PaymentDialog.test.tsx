import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, DISPLAY_DEFAULTS, displayStore } from '@fairway/shared-api';
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';
import { TextField } from '../Field/Field';
import { TOAST_EVENT, type ToastEventDetail } from '../Toast/Toast';
import { serverText } from '../../data/errors';

type Method = 'cash' | 'card' | 'account';
type Paid = { id: number; paid: number };

const METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'account', label: 'Member account' },
] as const;

function renderDialog(props: Partial<PaymentDialogProps<Method, Paid>> = {}) {
  const onSubmit = jest.fn((payment: { amount: number; method: Method }) =>
    Promise.resolve({ id: 7, paid: payment.amount }),
  );
  const onPaid = jest.fn();
  const onClose = jest.fn();
  render(
    <PaymentDialog<Method, Paid>
      title="Payment from Ana López"
      summary={<p>Amount due £40.00</p>}
      amountDue={4000}
      maxAmount={100000}
      methods={METHODS}
      defaultMethod="card"
      onSubmit={onSubmit}
      successMessage={(_, payment) => `${payment.amount} recorded`}
      onPaid={onPaid}
      onClose={onClose}
      {...(props as object)}
    />,
  );
  return { onSubmit, onPaid, onClose, user: userEvent.setup() };
}

function toasts() {
  const seen: ToastEventDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ToastEventDetail>).detail);
  window.addEventListener(TOAST_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(TOAST_EVENT, listener) };
}

afterEach(() => {
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});

describe('PaymentDialog', () => {
  it('opens labelled, with the money summary and the amount due pre-filled in the club currency', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Payment from Ana López' });
    expect(within(dialog).getByText('Amount due £40.00')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(GBP\)/ });
    expect(amount).toHaveValue('40.00');
    expect(amount).toHaveAccessibleDescription('£40.00 is due.');
    expect(amount).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Paid by' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Card' })).toBeChecked();
  });

  it('records the amount and method typed, shows the toast and calls back with the result', async () => {
    const heard = toasts();
    const { onSubmit, onPaid, user } = renderDialog();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '15,5');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 1550, method: 'cash' });
    expect(onPaid).toHaveBeenCalledWith({ id: 7, paid: 1550 });
    expect(heard.seen).toEqual([{ message: '1550 recorded', tone: 'success' }]);
    heard.stop();
  });

  it('refuses an amount that is not one, or above the maximum, with a message and no request', async () => {
    const { onSubmit, user } = renderDialog({
      maxAmount: 4000,
      invalidAmountText: 'Enter an amount such as £15.00',
      amountTooHighText: 'At most £40.00 is due',
    });
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as £15.00'),
    );

    await user.clear(amount);
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as £15.00'),
    );

    await user.clear(amount);
    await user.type(amount, '40.01');
    await user.keyboard('{Enter}');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('At most £40.00 is due'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in an alert, keeps the dialog, and lets the person try again", async () => {
    const { onSubmit, onPaid, user } = renderDialog({
      failureText: (err) => serverText(err) ?? 'Failed',
    });
    onSubmit.mockRejectedValueOnce(
      new ApiError('Failed to record payment', 409, 'conflict', ['Only £40.00 is outstanding']),
    );
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '45');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only £40.00 is outstanding');
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record payment' })).not.toHaveAttribute('aria-busy');

    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ amount: 4000, method: 'card' });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('by default shows the failure with the server’s reason after the fixed text', async () => {
    const { onSubmit, user } = renderDialog();
    onSubmit.mockRejectedValueOnce(
      new ApiError('Failed to record payment', 409, 'conflict', ['Only £40.00 is outstanding']),
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to record payment: Only £40.00 is outstanding',
    );
  });

  it('puts a 400’s field messages on the fields it names, extra fields included', async () => {
    function WithNote({ onSubmit }: { onSubmit: (note: string) => Promise<Paid> }) {
      const [note, setNote] = useState('');
      return (
        <PaymentDialog<Method, Paid>
          title="Payment for Broken boiler"
          amountDue={12000}
          maxAmount={100000}
          methods={METHODS}
          defaultMethod="card"
          fieldNames={['amount', 'method', 'note']}
          extraFields={(errors) => (
            <TextField label="Note" value={note} error={errors.note} onValueChange={setNote} />
          )}
          onSubmit={() => onSubmit(note)}
          onPaid={() => {}}
          onClose={() => {}}
        />
      );
    }
    const onSubmit = jest.fn((note: string) => {
      void note;
      return Promise.reject(
        new ApiError('Validation failed', 400, 'bad_request', [
          { field: 'body.method', message: 'Choose a method' },
          { field: 'body.note', message: 'Too long' },
        ]),
      );
    });
    const user = userEvent.setup();
    render(<WithNote onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Paid at the office');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenCalledWith('Paid at the office');
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('group', { name: 'Paid by' })).toHaveTextContent('Choose a method');
  });

  it('without an amount due only asks how, and sends the method', async () => {
    const onSubmit = jest.fn((payment: { method: Method }) => Promise.resolve(payment));
    const onPaid = jest.fn();
    const user = userEvent.setup();
    render(
      <PaymentDialog
        title="Mark Sam Smith paid"
        description="09:00 · 2 players · £50.00"
        methods={METHODS}
        defaultMethod="card"
        submitLabel="Mark paid"
        onSubmit={onSubmit}
        onPaid={onPaid}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark Sam Smith paid' });
    expect(dialog).toHaveAccessibleDescription('09:00 · 2 players · £50.00');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Member account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'account' });
    expect(onPaid).toHaveBeenCalledWith({ method: 'account' });
  });

  it('closes with Cancel and speaks the club’s language', async () => {
    act(() => displayStore.getState().adopt({ ...DISPLAY_DEFAULTS, locale: 'es-ES' }));
    const { onClose, user } = renderDialog();
    expect(screen.getByRole('textbox', { name: /Importe \(GBP\)/ })).toHaveValue('40.00');
    expect(screen.getByRole('group', { name: 'Forma de pago' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
