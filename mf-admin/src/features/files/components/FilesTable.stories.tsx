import type { ComponentProps } from 'react';
import type { File } from '@fairway/shared-api/files';
import { FilesTable } from './FilesTable';

// The screen's table in each state, in the shared-ui Storybook (which reads every remote's
// src/**/*.stories.tsx). Plain CSF objects: a remote does not depend on Storybook's types.

const row = (id: number, name: string, description: string | null = null): File => ({
  id,
  name,
  description,
  created_by: 1,
  created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-02T16:30:00.000Z',
});

const args = (props: Partial<ComponentProps<typeof FilesTable>>) => ({
  rows: null,
  loading: false,
  error: null,
  onRetry: () => undefined,
  ...props,
});

export default {
  title: 'Remotes/Files/FilesTable',
  component: FilesTable,
};

export const Loaded = {
  args: args({ rows: [row(1, 'Spring', 'The first weeks of the season'), row(2, 'Autumn')] }),
};
export const Loading = { args: args({ loading: true }) };
export const Empty = { args: args({ rows: [] }) };
export const Failed = { args: args({ error: 'Failed to fetch files' }) };
