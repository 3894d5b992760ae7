import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '../components/Field/Choice';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Holes',
    options: [
      { value: '9', label: '9 holes', hint: 'About 2 hours' },
      { value: '18', label: '18 holes', hint: 'About 4 hours' },
      { value: '27', label: '27 holes', disabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('18');
    return <RadioGroup {...args} value={value} onChange={setValue} />;
  },
};

export const HorizontalWithError: Story = {
  args: {
    label: 'Players',
    orientation: 'horizontal',
    required: true,
    error: 'Choose the number of players',
    options: ['1', '2', '3', '4'].map((n) => ({ value: n, label: n })),
  },
};
