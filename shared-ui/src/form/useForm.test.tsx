import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useForm } from './useForm';
import { Button } from '../components/Button/Button';
import { Checkbox, RadioGroup } from '../components/Field/Choice';
import { DateField, NumberField, TextField } from '../components/Field/Field';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address')
    .email('Enter an e-mail address like name@example.com'),
  handicap: z.coerce
    .number({ message: 'Enter a number' })
    .min(-10, 'Too low')
    .max(54, 'A handicap is at most 54'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  course: z.enum(['old', 'new'], { message: 'Choose a course' }),
  terms: z.literal(true, { message: 'Accept the club rules' }),
});

type Values = {
  name: string;
  email: string;
  handicap: string;
  date: string;
  course: string;
  terms: boolean;
};

function SignupForm({
  onSubmit,
}: {
  onSubmit: (data: z.infer<typeof schema>) => void | Promise<void>;
}) {
  const form = useForm<Values, z.infer<typeof schema>>({
    schema,
    initialValues: { name: '', email: '', handicap: '', date: '', course: '', terms: false },
    onSubmit,
  });
  return (
    <form {...form.formProps} aria-label="Sign up">
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <TextField label="Name" required {...form.register('name')} />
      <TextField
        label="E-mail"
        type="email"
        required
        hint="We send the confirmation here."
        {...form.register('email')}
      />
      <NumberField label="Handicap" {...form.register('handicap')} />
      <DateField label="First round" {...form.register('date')} />
      <RadioGroup
        label="Course"
        options={[
          { value: 'old', label: 'Old Course' },
          { value: 'new', label: 'New Course' },
        ]}
        {...form.register('course')}
      />
      <Checkbox label="I accept the club rules" {...form.registerCheckbox('terms')} />
      <Button type="submit" loading={form.submitting}>
        Sign up
      </Button>
    </form>
  );
}

describe('useForm with fields', () => {
  it('validates a field when it loses focus and links the message to it', async () => {
    const user = userEvent.setup();
    render(<SignupForm onSubmit={jest.fn()} />);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'not-an-address');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'We send the confirmation here. Enter an e-mail address like name@example.com',
    );
    // Once it shows an error, the field re-validates as the user corrects it.
    await user.clear(email);
    await user.type(email, 'ann@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Enter an e-mail address like/)).not.toBeInTheDocument();
  });

  it('on submit shows the first message of every invalid field and focuses the first one', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignupForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    // Only the first message per field, even though the empty e-mail also fails the format check.
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.queryByText(/like name@example.com/)).not.toBeInTheDocument();
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
    expect(screen.getByText('Choose a course')).toBeInTheDocument();
    expect(screen.getByText('Accept the club rules')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Course' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses a radio group when it is the first invalid field', async () => {
    const user = userEvent.setup();
    render(<SignupForm onSubmit={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByRole('spinbutton', { name: 'Handicap' }), '12');
    await user.type(screen.getByLabelText('First round'), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Old Course' })).toHaveFocus());
  });

  it('submits the parsed values when everything is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignupForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Ann  ');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByRole('spinbutton', { name: 'Handicap' }), '12.4');
    await user.type(screen.getByLabelText('First round'), '2025-06-01');
    await user.click(screen.getByRole('radio', { name: 'New Course' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the club rules' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Ann',
        email: 'ann@example.com',
        handicap: 12.4,
        date: '2025-06-01',
        course: 'new',
        terms: true,
      },
      expect.anything(),
    );
  });

  it('shows a failed submission as a form error', async () => {
    const user = userEvent.setup();
    render(
      <SignupForm
        onSubmit={async () => {
          throw new Error('Session expired');
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByRole('spinbutton', { name: 'Handicap' }), '3');
    await user.type(screen.getByLabelText('First round'), '2025-06-01');
    await user.click(screen.getByRole('radio', { name: 'Old Course' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the club rules' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired');
  });
});
