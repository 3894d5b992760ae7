import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISPLAY_DEFAULTS,
  configureLive,
  displayStore,
  type LiveEventSource,
} from '@fairway/shared-api';
import type { FileCategory, FileRecord } from '@fairway/shared-api/files';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { FilesPage } from './components/FilesPage';

const URL = '/api/settings/files';
const MB = 1024 * 1024;

const record = (id: number, name: string, extra: Partial<FileRecord> = {}): FileRecord => ({
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
  download_url: `${URL}/${id}/download`,
  thumbnail_url: null,
  created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-01T09:00:00.000Z',
  ...extra,
});

const MAP = record(1, 'course-map.pdf');
const PHOTO = record(2, 'green-7.png', {
  category: 'images',
  mime_type: 'image/png',
  size: 2.5 * MB,
  width: 900,
  height: 900,
  thumbnail_url: `${URL}/2/thumbnail?size=medium`,
});

const CATEGORIES: FileCategory[] = [
  {
    name: 'documents',
    built_in: true,
    allowed_types: ['application/pdf', 'text/plain'],
    extensions: ['pdf', 'txt'],
    max_bytes: 10 * MB,
  },
  {
    name: 'images',
    built_in: true,
    allowed_types: ['image/png', 'image/jpeg'],
    extensions: ['png', 'jpg', 'jpeg'],
    max_bytes: 5 * MB,
  },
];

/**
 * The browser's EventSource is the boundary of live updates (jsdom has none): this one is open at
 * once and lets a test send the stream's events.
 */
class FakeEventSource implements LiveEventSource {
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  private listeners = new Map<string, Set<(event: { data: unknown }) => void>>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: (event: { data: unknown }) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
}

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

function serve(files: FileRecord[] = [MAP, PHOTO]) {
  api.on('GET', URL, json(files, 200, { 'x-total-count': String(files.length) }));
  api.on('GET', `${URL}/categories`, json(CATEGORIES));
  api.on(
    'GET',
    `${URL}/stats/categories`,
    json([
      { category: 'documents', count: 1, bytes: MAP.size },
      { category: 'images', count: 1, bytes: PHOTO.size },
    ]),
  );
}

beforeEach(() => {
  configureLive({ createEventSource: () => new FakeEventSource() });
  api.reset();
  resetStores();
  signInWith(['files:read', 'files:write']);
});

/** The table once its rows arrived. */
async function table() {
  await screen.findAllByRole('rowheader');
  return screen.getByRole('table', { name: 'Files' });
}

describe('the file manager', () => {
  it('lists the files with a thumbnail for pictures, their size and date, and storage by category', async () => {
    serve();
    renderAt('/admin/files', <FilesPage />);
    const files = await table();
    const photo = within(files).getByRole('row', { name: /green-7\.png/ });
    expect(photo.querySelector('img')).toHaveAttribute('src', PHOTO.thumbnail_url);
    expect(within(photo).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(photo).getByRole('cell', { name: 'Image' })).toBeInTheDocument();
    const map = within(files).getByRole('row', { name: /course-map\.pdf/ });
    expect(map.querySelector('img')).toBeNull();
    expect(within(map).getByRole('cell', { name: 'PDF' })).toBeInTheDocument();
    expect(within(map).getByText('234 kB')).toBeInTheDocument();
    expect(within(map).getByText(/01\/03\/2030/)).toBeInTheDocument();
    // The storage chart comes from its own call, which may answer after the list.
    expect(await screen.findByRole('img', { name: /Storage by category/ })).toHaveAccessibleName(
      expect.stringContaining('Images 2.5 MB'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument();
  });

  it('says so when the club has none, and shows a failure with a retry', async () => {
    serve([]);
    api.on('GET', URL, apiError(500, 'internal', 'Something went wrong on our side'));
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch files');

    api.on('GET', URL, json([], 200, { 'x-total-count': '0' }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });

  it('filters by category and searches by name on the server', async () => {
    serve();
    api.on('GET', `${URL}/category/:category`, json([PHOTO], 200, { 'x-total-count': '1' }));
    api.on('GET', `${URL}/search`, json([MAP], 200, { 'x-total-count': '1' }));
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    const search = screen.getByRole('search', { name: 'Find files' });

    await user.selectOptions(within(search).getByRole('combobox', { name: 'Category' }), 'images');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /course-map\.pdf/ })).not.toBeInTheDocument(),
    );
    expect(api.calls('GET', `${URL}/category/:category`)[0]!.params.category).toBe('images');

    await user.selectOptions(within(search).getByRole('combobox', { name: 'Category' }), '');
    await user.type(within(search).getByRole('searchbox', { name: /Search/ }), 'map{Enter}');
    expect(await screen.findByRole('row', { name: /course-map\.pdf/ })).toBeInTheDocument();
    expect(api.calls('GET', `${URL}/search`).at(-1)!.query.get('q')).toBe('map');
  });

  it('uploads to the chosen category with progress, then lists the new file', async () => {
    serve([MAP]);
    const NEW = record(3, 'green-7.png', {
      category: 'images',
      mime_type: 'image/png',
      size: 2048,
    });
    api.on('POST', `${URL}/upload`, () => {
      serve([MAP, NEW]);
      return json(NEW, 201);
    });
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    const card = await screen.findByRole('region', { name: 'Upload files' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Category' }), 'images');
    expect(within(card).getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'Accepted: PNG, JPG and JPEG · Up to 5 MB each',
    );

    await user.upload(
      within(card).getByLabelText('Choose files', { selector: 'input' }),
      new File([new Uint8Array(2048)], 'green-7.png', { type: 'image/png' }),
    );

    const bar = await within(card).findByRole('progressbar', { name: 'Upload of green-7.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(card).getByText('Uploaded')).toBeInTheDocument();
    const sent = String(api.calls('POST', `${URL}/upload`)[0]!.body);
    expect(sent).toMatch(/name="category"\r\n\r\nimages\r\n/);
    expect(sent).toContain('filename="green-7.png"');
    expect(await screen.findByRole('row', { name: /green-7\.png/ })).toBeInTheDocument();
  });

  it("shows why the server refused an upload, and refuses a file over the category's limit itself", async () => {
    serve();
    api.on(
      'POST',
      `${URL}/upload`,
      apiError(415, 'unsupported_media_type', 'The content is not a PDF'),
    );
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    const card = await screen.findByRole('region', { name: 'Upload files' });
    const input = within(card).getByLabelText('Choose files', { selector: 'input' });

    await user.upload(input, [
      new File(['MZ'], 'menu.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(11 * MB)], 'scan.pdf', { type: 'application/pdf' }),
    ]);

    expect(
      await within(card).findByText('File upload failed: The content is not a PDF'),
    ).toBeInTheDocument();
    expect(within(card).getByText('“scan.pdf” is 11 MB; the limit is 10 MB')).toBeInTheDocument();
    expect(api.calls('POST', `${URL}/upload`)).toHaveLength(1);
  });

  it('shares a file for a chosen time, copies the link and revokes it', async () => {
    serve();
    api.on(
      'POST',
      `${URL}/:id/share`,
      json(
        {
          id: 9,
          url: '/api/files/shared/abc.def',
          expires_at: '2030-03-02T09:00:00.000Z',
          created_at: '2030-03-01T09:00:00.000Z',
        },
        201,
      ),
    );
    api.on('DELETE', `${URL}/:id/share`, { status: 204 });
    api.on('GET', `${URL}/:id/versions`, json([]));
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    await user.click(screen.getByRole('button', { name: 'course-map.pdf' }));
    const details = await screen.findByRole('dialog', { name: 'course-map.pdf' });

    await user.selectOptions(
      within(details).getByRole('combobox', { name: 'Link expires after' }),
      '7 days',
    );
    await user.click(within(details).getByRole('button', { name: 'Create link' }));
    const link = await within(details).findByRole('textbox', { name: 'Share link' });
    expect(link).toHaveValue(`${window.location.origin}/api/files/shared/abc.def`);
    expect(api.calls('POST', `${URL}/:id/share`)[0]!.body).toEqual({ expires_in: 604800 });

    await user.click(within(details).getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/api/files/shared/abc.def`,
    );

    await user.click(within(details).getByRole('button', { name: 'Revoke links' }));
    await waitFor(() => expect(link).not.toBeInTheDocument());
    expect(api.calls('DELETE', `${URL}/:id/share`)[0]!.params.id).toBe('1');
  });

  it('lists versions and uploads a new one; moves and deletes the file', async () => {
    serve();
    api.on(
      'GET',
      `${URL}/:id/versions`,
      json([
        {
          version: 1,
          original_name: 'course-map.pdf',
          mime_type: 'application/pdf',
          size: 200_000,
          sha256: 'b'.repeat(64),
          uploaded_by: 1,
          download_url: `${URL}/1/download?version=1`,
          created_at: '2030-03-01T09:00:00.000Z',
        },
      ]),
    );
    api.on('POST', `${URL}/:id/versions`, json({ ...MAP, version: 2, size: 1024 }, 201));
    api.on('PATCH', `${URL}/:id/move`, json({ ...MAP, category: 'images' }));
    api.on('DELETE', `${URL}/:id`, { status: 204 });
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    await user.click(screen.getByRole('button', { name: 'course-map.pdf' }));
    const details = await screen.findByRole('dialog', { name: 'course-map.pdf' });
    expect(await within(details).findByText(/Version 1 \(current\) · 195 kB/)).toBeInTheDocument();

    await user.upload(
      within(details).getByLabelText('Upload a new version', { selector: 'input' }),
      new File([new Uint8Array(1024)], 'course-map-2.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(details).findByRole('progressbar', { name: 'Upload of course-map-2.pdf' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(api.calls('POST', `${URL}/:id/versions`)).toHaveLength(1);
    expect(String(api.calls('POST', `${URL}/:id/versions`)[0]!.body)).toContain(
      'filename="course-map-2.pdf"',
    );

    await user.selectOptions(
      within(details).getByRole('combobox', { name: 'Move to category' }),
      'images',
    );
    await user.click(within(details).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `${URL}/:id/move`)[0]?.body).toEqual({ category: 'images' }),
    );

    await user.click(within(details).getByRole('button', { name: 'Delete file' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete course-map.pdf?' });
    serve([PHOTO]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /course-map\.pdf/ })).not.toBeInTheDocument(),
    );
    expect(api.calls('DELETE', `${URL}/:id`)[0]!.params.id).toBe('1');
  });

  it('deletes the ticked files together after a confirmation', async () => {
    serve();
    api.on('DELETE', `${URL}/bulk-delete`, json({ deleted: [1, 2] }));
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Select course-map.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select green-7.png' }));
    const selection = screen.getByRole('group', { name: 'Selected files' });
    expect(selection).toHaveTextContent('2 files selected');

    await user.click(within(selection).getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 files?' });
    serve([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete files' }));

    expect(await screen.findByText('No files yet')).toBeInTheDocument();
    expect(api.calls('DELETE', `${URL}/bulk-delete`)[0]!.query.getAll('file_ids')).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows the files but offers no change to someone with files:read only', async () => {
    signInWith(['files:read']);
    serve();
    api.on('GET', `${URL}/:id/versions`, json([]));
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    expect(screen.queryByRole('region', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'course-map.pdf' }));
    const details = await screen.findByRole('dialog', { name: 'course-map.pdf' });
    expect(within(details).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `${URL}/1/download`,
    );
    expect(within(details).queryByRole('button', { name: 'Delete file' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  });

  it('speaks Spanish when the club does, with its dates and sizes', async () => {
    displayStore
      .getState()
      .adopt({ ...DISPLAY_DEFAULTS, locale: 'es-ES', time_zone: 'Europe/Madrid' });
    serve();
    renderAt('/admin/files', <FilesPage />);
    await screen.findAllByRole('rowheader');
    expect(screen.getByRole('heading', { level: 1, name: 'Archivos' })).toBeInTheDocument();
    const photo = screen.getByRole('row', { name: /green-7\.png/ });
    expect(within(photo).getByRole('cell', { name: 'Imagen' })).toBeInTheDocument();
    expect(within(photo).getByRole('cell', { name: 'Imágenes' })).toBeInTheDocument();
    expect(within(photo).getByText('2,5 MB')).toBeInTheDocument();
    expect(within(photo).getByText(/^01\/03\/2030 10:00$/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Elegir archivos' }),
    ).toHaveAccessibleDescription('Se aceptan: PDF y TXT · Hasta 10 MB cada uno');
  });

  it('shows what changed elsewhere: a new thumbnail in the list and in the open file', async () => {
    const bare = { ...PHOTO, thumbnail_url: null };
    // Registered first: a later route wins, and /:id would take /categories too.
    api.on('GET', `${URL}/:id`, json(bare));
    serve([MAP, bare]);
    api.on('GET', `${URL}/:id/versions`, json([]));
    const user = userEvent.setup();
    renderAt('/admin/files', <FilesPage />);
    await table();
    await user.click(screen.getByRole('button', { name: 'green-7.png' }));
    const details = await screen.findByRole('dialog', { name: 'green-7.png' });
    expect(within(details).queryByRole('img', { name: 'Preview of green-7.png' })).toBeNull();

    api.on('GET', `${URL}/:id`, json(PHOTO));
    serve([MAP, PHOTO]);
    FakeEventSource.last!.emit('files.changed', { file_id: PHOTO.id });

    expect(
      await within(details).findByRole('img', { name: 'Preview of green-7.png' }),
    ).toHaveAttribute('src', PHOTO.thumbnail_url);
    await waitFor(() =>
      expect(
        screen.getByRole('row', { name: /green-7\.png/ }).querySelector('img'),
      ).toHaveAttribute('src', PHOTO.thumbnail_url),
    );
  });
});
