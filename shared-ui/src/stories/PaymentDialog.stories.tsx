import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@fairway/shared-api';
import { PaymentDialog } from '../components/PaymentDialog/PaymentDialog';
import { Button } from '../components/Button/Button';

const METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'bank_transfer', label: 'Bank transfer' },
] as const;
type Method = (typeof METHODS)[number]['value'];

const wait = () => new Promise((resolve) => setTimeout(resolve, 700));

function Summary({ due }: { due: string }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 'var(--fw-space-2)' }}>
      <dt>3 nights × £120.00</dt>
      <dd>£360.00</dd>
      <dt>Cleaning</dt>
      <dd>£40.00</dd>
      <dt>Amount due</dt>
      <dd>{due}</dd>
    </dl>
  );
}

const meta = {
  title: 'Overlays/PaymentDialog',
  component: PaymentDialog,
  args: {
    title: 'Payment from Ana López',
    amountDue: 40000,
    maxAmount: 10000000,
    methods: METHODS,
    defaultMethod: 'card',
    onSubmit: () => Promise.resolve(null),
    onPaid: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof PaymentDialog>;

export default meta;

/** More than is outstanding is refused by the server in its own words; then a payment succeeds. */
export const RecordPayment: StoryObj<typeof meta> = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    const [due, setDue] = useState(40000);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Record payment</Button>
        {open ? (
          <PaymentDialog<Method, number>
            title="Payment from Ana López"
            summary={<Summary due={`£${(due / 100).toFixed(2)}`} />}
            amountDue={due}
            maxAmount={10000000}
            methods={METHODS}
            defaultMethod="card"
            onSubmit={async ({ amount }) => {
              await wait();
              if (amount > due) {
                throw new ApiError('Only £400.00 is outstanding', 409, 'conflict');
              }
              return due - amount;
            }}
            successMessage={(_, { amount }) => `£${(amount / 100).toFixed(2)} recorded`}
            onPaid={(left) => {
              setDue(left);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </>
    );
  },
};

/** Without an amount due the dialog only asks how the whole price was paid. */
export const MethodOnly: StoryObj<typeof meta> = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Mark Sam Smith paid…</Button>
        {open ? (
          <PaymentDialog<Method, null>
            title="Mark Sam Smith paid"
            description="09:00 · 2 players · £50.00"
            methods={METHODS}
            defaultMethod="card"
            submitLabel="Mark paid"
            onSubmit={async () => {
              await wait();
              return null;
            }}
            onPaid={() => setOpen(false)}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </>
    );
  },
};
