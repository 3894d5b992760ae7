import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from '../components/Tabs/Tabs';
import { Badge } from '../components/Badge/Badge';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Course',
    tabs: [
      {
        id: 'overview',
        label: 'Overview',
        content: <p>18 holes, par 72, 6,420 m from the white tees.</p>,
      },
      { id: 'holes', label: 'Holes', content: <p>Hole 1: par 4, 380 m, stroke index 7.</p> },
      {
        id: 'closures',
        label: 'Closures',
        badge: <Badge tone="warning">2</Badge>,
        content: <p>Greens 4 and 5 are hollow-tined on Monday.</p>,
      },
      {
        id: 'weather',
        label: 'Weather',
        content: <p>No weather provider is configured.</p>,
        disabled: true,
      },
      {
        id: 'rules',
        label: 'Local rules',
        content: <p>Preferred lies through the green until 1 April.</p>,
      },
    ],
    activation: 'automatic',
  },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
} satisfies Meta<typeof Tabs>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
