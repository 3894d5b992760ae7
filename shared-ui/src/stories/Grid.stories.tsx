import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../components/Layout/Layout';
import { Card } from '../components/Card/Card';

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    minColumnWidth: '14rem',
    children: ['Old Course', 'New Course', 'Academy', 'Driving range'].map((t) => (
      <Card key={t} title={t} headingLevel={3}>
        Open 07:00–20:00
      </Card>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
export const Courses: StoryObj<typeof meta> = {};
