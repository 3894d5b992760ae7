import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResourceStatus } from '../data/ResourceStatus';

const resource = (status: 'loading' | 'ready' | 'error', retrying = false) => ({
  status,
  error: status === 'error' ? 'Failed to get tee sheet: Could not reach the server' : null,
  retrying,
  reload: () => undefined,
});

const meta = {
  title: 'Data/ResourceStatus',
  component: ResourceStatus,
  args: {
    resource: resource('loading'),
    loadingLabel: 'Loading the tee sheet…',
    errorTitle: 'The tee sheet could not be loaded',
  },
} satisfies Meta<typeof ResourceStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Failed: Story = { args: { resource: resource('error') } };

export const Retrying: Story = { args: { resource: resource('error', true) } };

/** Ready renders nothing: the page shows its data below. */
export const Ready: Story = { args: { resource: resource('ready') } };
