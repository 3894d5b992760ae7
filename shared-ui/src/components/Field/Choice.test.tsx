import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, RadioGroup, Switch } from './Choice';

describe('Switch', () => {
  it('is a labelled switch that toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Switch label="E-mail reminders" hint="A day before each tee time." onChange={onChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'E-mail reminders' });
    expect(toggle).toHaveAccessibleDescription('A day before each tee time.');
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles from a click on its label, and not when disabled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Switch label="Dark mode" checked={on} onChange={setOn} />;
    }
    const { unmount } = render(<Controlled />);
    await user.click(screen.getByText('Dark mode'));
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    unmount();

    const onChange = jest.fn();
    render(<Switch label="Locked" disabled onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('toggles with Space and shows an error linked to it', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(
      <Checkbox
        label="Accept the club rules"
        error="Accept the club rules to continue"
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Accept the club rules' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accept the club rules to continue');
    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe('hints are descriptions, never part of the name', () => {
  it('Checkbox: named by its label only; the hint and the error describe it', () => {
    render(
      <Checkbox
        label="Send me e-mail notifications"
        hint="News and booking reminders."
        error="Choose whether to get e-mails"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me e-mail notifications' });
    expect(box).toHaveAccessibleName('Send me e-mail notifications');
    expect(box).toHaveAccessibleDescription(
      'News and booking reminders. Choose whether to get e-mails',
    );
  });

  it('Checkbox: a click on the label text still toggles it', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Accept the club rules" hint="Read them in the clubhouse." />);
    await user.click(screen.getByText('Accept the club rules'));
    expect(screen.getByRole('checkbox', { name: 'Accept the club rules' })).toBeChecked();
  });

  it('Switch: named by its label only; the hint describes it', () => {
    render(<Switch label="Dark mode" hint="Easier on the eyes at night." />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAccessibleName('Dark mode');
    expect(toggle).toHaveAccessibleDescription('Easier on the eyes at night.');
  });

  it('RadioGroup: an option is named by its label; its hint describes it', () => {
    render(
      <RadioGroup
        label="Holes"
        hint="Pick a round."
        options={[
          { value: '9', label: '9 holes', hint: 'About two hours.' },
          { value: '18', label: '18 holes' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: '9 holes' })).toHaveAccessibleDescription(
      'About two hours.',
    );
    expect(screen.getByRole('radio', { name: '18 holes' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('group', { name: 'Holes' })).toHaveAccessibleDescription(
      'Pick a round.',
    );
  });
});

describe('RadioGroup', () => {
  it('is a labelled group with one Tab stop where arrows move and select', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <RadioGroup
        label="Holes"
        onChange={onChange}
        options={[
          { value: '9', label: '9 holes' },
          { value: '18', label: '18 holes' },
          { value: '27', label: '27 holes', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Holes' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: '9 holes' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '18 holes' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '18 holes' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('18');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '9 holes' })).toBeChecked();
  });
});
