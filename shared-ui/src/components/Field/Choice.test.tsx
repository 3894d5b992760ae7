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
