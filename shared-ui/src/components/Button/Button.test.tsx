import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton } from './Button';

describe('Button', () => {
  it('is a button (not a submit) that runs onClick from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Book tee time</Button>);
    const button = screen.getByRole('button', { name: 'Book tee time' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while loading is busy, keeps focus and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save , Please wait' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('IconButton is named by its label', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<IconButton label="Close" icon={<svg />} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalled();
  });
});
