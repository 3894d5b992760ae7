import type { ComponentProps } from 'react';
import type { FileRecord } from '@fairway/shared-api/files';
import { FilesTable } from './FilesTable';

// The screen's table in each state, in the shared-ui Storybook (which reads every remote's
// src/**/*.stories.tsx). Plain CSF objects: a remote does not depend on Storybook's types.

const row = (id: number, name: string, extra: Partial<FileRecord> = {}): FileRecord => ({
  id,
  category: 'documents',
  original_name: name,
  description: null,
  mime_type: 'application/pdf',
  size: 240_000,
  sha256: 'a'.repeat(64),
  width: null,
  height: null,
  version: 1,
  visibility: 'staff',
  uploaded_by: 1,
  download_url: `/api/settings/files/${id}/download`,
  thumbnail_url: null,
  created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-02T16:30:00.000Z',
  ...extra,
});

const args = (props: Partial<ComponentProps<typeof FilesTable>>) => ({
  rows: null,
  loading: false,
  error: null,
  onRetry: () => undefined,
  onOpen: () => undefined,
  downloadUrl: (id: number) => `#download-${id}`,
  ...props,
});

export default {
  title: 'Remotes/Files/FilesTable',
  component: FilesTable,
};

export const Loaded = {
  args: args({
    rows: [
      row(1, 'course-map.pdf'),
      row(2, 'scores.csv', { mime_type: 'text/csv', size: 3_200, category: 'documents' }),
      row(3, 'clubhouse.zip', { mime_type: 'application/zip', size: 12_500_000 }),
    ],
    selected: new Set([2]),
    onSelectedChange: () => undefined,
  }),
};
export const Loading = { args: args({ loading: true }) };
export const Empty = { args: args({ rows: [] }) };
export const NoMatch = { args: args({ rows: [], filtered: true }) };
export const Failed = { args: args({ error: 'Failed to fetch files' }) };
