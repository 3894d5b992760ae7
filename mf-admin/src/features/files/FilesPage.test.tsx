import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { File } from '@fairway/shared-api/files';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { FilesPage } from './components/FilesPage';

const URL = '/api/settings/files';

const row = (id: number, name: string, extra: Partial<File> = {}): File => ({
  id,
  name,
  description: null,
  created_by: 1,
  created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-01T09:00:00.000Z',
  ...extra,
});

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['files:read']);
});

describe('the files screen', () => {
  it("lists the club's files as the API answers them", async () => {
    api.on(
      'GET',
      URL,
      json([row(1, 'Spring'), row(2, 'Autumn', { description: 'Late season' })], 200, {
        'x-total-count': '2',
      }),
    );
    renderAt('/admin/files', <FilesPage />);
    expect(await screen.findByRole('rowheader', { name: 'Spring' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Files' });
    expect(within(table).getByRole('rowheader', { name: 'Autumn' })).toBeInTheDocument();
    expect(within(table).getByText('Late season')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument();
  });

  it('says so when the club has none yet', async () => {
    api.on('GET', URL, json([], 200, { 'x-total-count': '0' }));
    renderAt('/admin/files', <FilesPage />);
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads them again', async () => {
    api.on(
      'GET',
      URL,
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch files');

    api.on('GET', URL, json([row(3, 'Winter')], 200, { 'x-total-count': '1' }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Winter' })).toBeInTheDocument();
  });
});
