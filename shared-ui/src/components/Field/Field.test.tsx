import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DateField,
  NumberField,
  PasswordField,
  Select,
  TextArea,
  TextField,
  TimeField,
  isIsoDate,
  isIsoTime,
  toIsoDate,
} from './Field';

describe('text fields', () => {
  it('link label, hint and error; mark required and invalid', () => {
    render(
      <TextField
        label="Club name"
        hint="As shown on invoices."
        error="Enter the club name"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Club name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As shown on invoices. Enter the club name');
    // The star is visual only; "required" is announced from the attribute.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a hidden label accessible and reports typed values', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <TextField label="Search members" hideLabel type="search" onValueChange={onValueChange} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ann');
    expect(onValueChange).toHaveBeenLastCalledWith('ann');
  });

  it('PasswordField shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('TextArea counts characters against maxLength', () => {
    render(<TextArea label="Note" value="Late start" maxLength={200} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Late start');
    expect(screen.getByText('10 / 200')).toBeInTheDocument();
  });

  it('NumberField parses numbers and describes its unit', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <NumberField label="Green fee" unit="€" min={0} step={0.5} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Green fee' });
    expect(input).toHaveAccessibleDescription('€');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '45.5');
    expect(onValueChange).toHaveBeenLastCalledWith(45.5);
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('Select offers a placeholder and its options', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <Select
        label="Course"
        placeholder="Choose a course"
        options={[
          { value: 'old', label: 'Old Course' },
          { value: 'new', label: 'New Course' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'New Course');
    expect(onValueChange).toHaveBeenCalledWith('new');
  });

  it('DateField and TimeField use native inputs with min/max and ISO values', async () => {
    const user = userEvent.setup();
    const onDate = jest.fn();
    const onTime = jest.fn();
    render(
      <>
        <DateField label="Date" min="2025-05-01" max="2025-05-31" onValueChange={onDate} />
        <TimeField
          label="Tee time"
          min="07:00"
          max="19:00"
          stepMinutes={10}
          onValueChange={onTime}
        />
      </>,
    );
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2025-05-01');
    expect(date).toHaveAttribute('max', '2025-05-31');
    await user.type(date, '2025-05-17');
    expect(onDate).toHaveBeenLastCalledWith('2025-05-17');

    const time = screen.getByLabelText('Tee time');
    expect(time).toHaveAttribute('type', 'time');
    expect(time).toHaveAttribute('step', '600');
    expect(time).toHaveAttribute('min', '07:00');
    await user.type(time, '08:10');
    expect(onTime).toHaveBeenLastCalledWith('08:10');
  });

  it('checks ISO dates and times', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-5-1')).toBe(false);
    expect(isIsoTime('23:59')).toBe(true);
    expect(isIsoTime('24:00')).toBe(false);
    expect(toIsoDate(new Date(2025, 0, 9))).toBe('2025-01-09');
  });
});
