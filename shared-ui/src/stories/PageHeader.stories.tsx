import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { Button } from '../components/Button/Button';

const meta = {
  title: 'Display/PageHeader',
  component: PageHeader,
  args: {
    title: 'Old Course',
    description: '18 holes · par 72 · open 07:00–20:00',
    breadcrumbs: [{ label: 'Courses', href: '#courses' }, { label: 'Old Course' }],
    actions: (
      <>
        <Button variant="secondary">Close a hole</Button>
        <Button>Edit course</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, actions: undefined, description: undefined },
};
