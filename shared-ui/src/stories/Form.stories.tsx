import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { useForm } from '../form/useForm';
import { Button } from '../components/Button/Button';
import { Checkbox, RadioGroup } from '../components/Field/Choice';
import { DateField, PasswordField, Select, TextField, TimeField } from '../components/Field/Field';
import { Cluster, Stack } from '../components/Layout/Layout';
import { Notice } from '../components/Notice/Notice';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter the lead player’s name'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter an e-mail address')
    .email('Enter an e-mail address like name@example.com'),
  password: z.string().min(12, 'Use at least 12 characters'),
  course: z.string().min(1, 'Choose a course'),
  date: z.string().min(1, 'Choose a date'),
  time: z.string().min(1, 'Choose a tee time'),
  players: z.enum(['1', '2', '3', '4'], { message: 'Choose the number of players' }),
  rules: z.literal(true, { message: 'Accept the club rules to book' }),
});

type Values = {
  name: string;
  email: string;
  password: string;
  course: string;
  date: string;
  time: string;
  players: string;
  rules: boolean;
};

function BookingForm() {
  const form = useForm<Values, z.infer<typeof schema>>({
    schema,
    initialValues: {
      name: '',
      email: '',
      password: '',
      course: '',
      date: '',
      time: '',
      players: '',
      rules: false,
    },
    onSubmit: async (data, { reset }) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      window.alert(`Booked for ${data.name} on ${data.date} at ${data.time}`);
      reset();
    },
  });
  return (
    <form {...form.formProps} aria-label="Book a tee time" style={{ maxWidth: 480 }}>
      <Stack>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField label="Lead player" required autoComplete="name" {...form.register('name')} />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint="At least 12 characters."
          {...form.register('password')}
        />
        <Select
          label="Course"
          placeholder="Choose a course"
          required
          options={[
            { value: 'old', label: 'Old Course' },
            { value: 'new', label: 'New Course' },
          ]}
          {...form.register('course')}
        />
        <Cluster gap={3} align="start">
          <DateField label="Date" required min="2025-01-01" {...form.register('date')} />
          <TimeField label="Tee time" required stepMinutes={10} {...form.register('time')} />
        </Cluster>
        <RadioGroup
          label="Players"
          orientation="horizontal"
          required
          options={['1', '2', '3', '4'].map((n) => ({ value: n, label: n }))}
          {...form.register('players')}
        />
        <Checkbox label="I accept the club rules" required {...form.registerCheckbox('rules')} />
        <Cluster>
          <Button type="submit" loading={form.submitting}>
            Book tee time
          </Button>
          <Button variant="ghost" onClick={() => form.reset()}>
            Reset
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Forms/useForm',
  component: BookingForm,
  parameters: {
    docs: {
      description: {
        component:
          'Inline validation with a zod schema: a field is checked when it loses focus; submit shows the first message per field and focuses the first invalid field.',
      },
    },
  },
} satisfies Meta<typeof BookingForm>;

export default meta;

export const BookingWithValidation: StoryObj<typeof meta> = {};
