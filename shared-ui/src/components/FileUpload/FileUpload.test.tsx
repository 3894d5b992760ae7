import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_DEFAULTS } from '@fairway/shared-api';
import { DisplayProvider } from '../../i18n/display';
import { FileUpload, type FileUploadCallOptions, type FileUploadProps } from './FileUpload';

const MB = 1024 * 1024;
const pdf = (name = 'course-map.pdf', size = 300_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** An upload function the test drives: each call waits until the test settles it. */
function controlledUpload() {
  const calls: {
    file: File;
    options: FileUploadCallOptions;
    resolve: (value: { id: number }) => void;
    reject: (err: unknown) => void;
  }[] = [];
  const onUpload = jest.fn(
    (file: File, options: FileUploadCallOptions) =>
      new Promise<{ id: number }>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
        options.signal.addEventListener('abort', () =>
          reject(new DOMException('The upload was cancelled', 'AbortError')),
        );
      }),
  );
  return { calls, onUpload };
}

function setup(props: Partial<FileUploadProps<{ id: number }>> = {}) {
  const upload = controlledUpload();
  const onUploaded = jest.fn();
  render(
    <FileUpload
      accept={['application/pdf', '.pdf', 'image/*']}
      maxBytes={10 * MB}
      onUpload={upload.onUpload}
      onUploaded={onUploaded}
      {...props}
    />,
  );
  const input = screen.getByLabelText('Choose files', { selector: 'input' });
  return { ...upload, onUploaded, input, user: userEvent.setup() };
}

describe('FileUpload', () => {
  it('offers a real button that opens the file chooser, described by the types and the limit', async () => {
    const { input, user } = setup();
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button).toHaveAccessibleDescription('Accepted: PDF and images · Up to 10 MB each');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf,image/*');

    const opened = jest.fn();
    input.addEventListener('click', opened);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('shows each file’s progress and reports it once stored', async () => {
    const { input, user, calls, onUploaded } = setup();
    const file = pdf();
    await user.upload(input, file);

    expect(calls).toHaveLength(1);
    act(() => calls[0]!.options.onProgress({ loaded: 40, total: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading course-map.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    await act(async () => calls[0]!.resolve({ id: 7 }));
    expect(screen.getByRole('progressbar', { name: 'Upload of course-map.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('course-map.pdf uploaded');
    expect(onUploaded).toHaveBeenCalledWith({ id: 7 }, file);
  });

  it('refuses a file of another type or over the limit before sending anything', async () => {
    const { input, calls } = setup();
    // userEvent.upload would itself drop files the accept list refuses: a drop is not filtered.
    fireEvent.change(input, {
      target: {
        files: [
          new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
          pdf('huge.pdf', 12 * MB),
          new File([], 'blank.pdf', { type: 'application/pdf' }),
        ],
      },
    });

    expect(calls).toHaveLength(0);
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(
      within(list).getByText('“setup.exe” is not an accepted type (PDF and images)'),
    ).toBeInTheDocument();
    expect(within(list).getByText('“huge.pdf” is 12 MB; the limit is 10 MB')).toBeInTheDocument();
    expect(within(list).getByText('“blank.pdf” is empty')).toBeInTheDocument();
  });

  it('takes dropped files, one at a time', async () => {
    const { calls } = setup();
    const zone = screen.getByRole('button', { name: 'Choose files' }).closest('div')!;
    const files = [pdf('a.pdf', 10), pdf('b.pdf', 20)];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files } });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });

    expect(calls.map((c) => c.file.name)).toEqual(['a.pdf']);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve({ id: 1 }));
    expect(calls.map((c) => c.file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('cancels an upload on the wire and one still waiting', async () => {
    const { input, user, calls, onUploaded } = setup();
    await user.upload(input, [pdf('a.pdf', 10), pdf('b.pdf', 20)]);

    await user.click(screen.getByRole('button', { name: 'Cancel upload of b.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of a.pdf' }));

    expect(calls[0]!.options.signal.aborted).toBe(true);
    expect(calls).toHaveLength(1);
    expect(screen.getAllByText('Cancelled')).toHaveLength(2);
    expect(onUploaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf from the list' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
  });

  it('shows why an upload failed, and goes on with the next file', async () => {
    const { input, user, calls } = setup();
    await user.upload(input, [pdf('a.pdf', 10), pdf('b.pdf', 20)]);

    await act(async () => calls[0]!.reject(new Error('The file is larger than 10 MB')));

    expect(screen.getByText('The file is larger than 10 MB')).toBeInTheDocument();
    expect(calls.map((c) => c.file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('takes at most maxFiles at a time, and one when not multiple', async () => {
    const { input, user, calls } = setup({ maxFiles: 2 });
    await user.upload(input, [pdf('a.pdf', 1), pdf('b.pdf', 1), pdf('c.pdf', 1)]);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 2 files at a time');
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('aborts what is on the wire when it goes away', async () => {
    const upload = controlledUpload();
    const { unmount } = render(<FileUpload onUpload={upload.onUpload} />);
    await userEvent.upload(screen.getByLabelText('Choose files', { selector: 'input' }), pdf());
    unmount();
    expect(upload.calls[0]!.options.signal.aborted).toBe(true);
  });

  it('speaks the club’s language and writes sizes its way', () => {
    render(
      <DisplayProvider settings={{ ...DISPLAY_DEFAULTS, locale: 'es-ES' }}>
        <FileUpload accept={['.pdf']} maxBytes={1.5 * MB} onUpload={jest.fn()} />
      </DisplayProvider>,
    );
    expect(screen.getByRole('button', { name: 'Elegir archivos' })).toHaveAccessibleDescription(
      'Se aceptan: PDF · Hasta 1,5 MB cada uno',
    );
  });
});
