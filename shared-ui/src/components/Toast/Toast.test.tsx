import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './Toast';

function SaveButton({ duration }: { duration?: number | null }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Booking saved', { duration })}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('Payment failed')}>
        Pay
      </button>
      <button
        type="button"
        onClick={() =>
          toast.show({ message: 'Booking cancelled', action: { label: 'Undo', onClick: undo } })
        }
      >
        Cancel booking
      </button>
    </>
  );
}

const undo = jest.fn();

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces a new toast in a polite live region that exists before it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live).toBeInTheDocument();
    expect(live).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(live).getByText('Booking saved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(live);
  });

  it('dismisses itself after its duration, but not while hovered or focused', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider duration={5000}>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByText('Booking saved').closest('li') as HTMLElement;

    act(() => jest.advanceTimersByTime(3000));
    await user.hover(toast);
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Booking saved')).toBeInTheDocument();

    await user.unhover(toast);
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByText('Booking saved')).toBeInTheDocument();

    // Keyboard focus on the toast's button pauses it too.
    screen.getByRole('button', { name: 'Dismiss notification' }).focus();
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Booking saved')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
  });

  it('keeps errors until dismissed and closes on the dismiss button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    act(() => jest.advanceTimersByTime(60000));
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it('runs the toast action and closes it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Booking cancelled')).not.toBeInTheDocument();
  });

  it('useToast outside a provider says what is missing', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SaveButton />)).toThrow('useToast must be used inside <ToastProvider>.');
    spy.mockRestore();
  });
});
