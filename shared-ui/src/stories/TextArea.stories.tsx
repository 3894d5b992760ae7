import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '../components/Field/Field';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Note for the starter', optionalLabel: 'optional', maxLength: 280 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {
  render: function Render(args) {
    const [note, setNote] = useState('Please reserve a cart for the 08:10 tee time.');
    return <TextArea {...args} value={note} onValueChange={setNote} />;
  },
};
