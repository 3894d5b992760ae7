import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUpload, type FileUploadCallOptions } from '../components/FileUpload/FileUpload';

const MB = 1024 * 1024;
const pdf = { name: 'course-map.pdf', size: 2.4 * MB, type: 'application/pdf' };

/** A pretend upload: progress every 200 ms for two seconds, then an answer (or a refusal). */
function pretendUpload(fail?: string) {
  return (file: File, { onProgress, signal }: FileUploadCallOptions) =>
    new Promise<{ name: string }>((resolve, reject) => {
      let loaded = 0;
      const timer = setInterval(() => {
        loaded = Math.min(file.size, loaded + file.size / 10);
        onProgress({ loaded, total: file.size });
        if (loaded < file.size) return;
        clearInterval(timer);
        if (fail) reject(new Error(fail));
        else resolve({ name: file.name });
      }, 200);
      signal.addEventListener('abort', () => {
        clearInterval(timer);
        reject(new DOMException('Cancelled', 'AbortError'));
      });
    });
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    accept: ['application/pdf', 'image/png', 'image/jpeg'],
    maxBytes: 10 * MB,
    onUpload: pretendUpload(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the drop zone, the button, the types and the limit. */
export const Idle: Story = {};

export const UploadingAt40Percent: Story = {
  args: {
    defaultItems: [
      { id: 'a', file: pdf, status: 'uploading', loaded: 0.4 * pdf.size, total: pdf.size },
      {
        id: 'b',
        file: { name: 'scorecard.png', size: 180_000, type: 'image/png' },
        status: 'queued',
        loaded: 0,
        total: 0,
      },
    ],
  },
};

export const WithErrors: Story = {
  args: {
    onUpload: pretendUpload('The file is larger than the category allows'),
    defaultItems: [
      {
        id: 'a',
        file: { name: 'setup.exe', size: 80_000, type: 'application/x-msdownload' },
        status: 'error',
        loaded: 0,
        total: 0,
        error: '“setup.exe” is not an accepted type (PDF, PNG and JPEG)',
      },
      {
        id: 'b',
        file: pdf,
        status: 'error',
        loaded: 0,
        total: 0,
        error: 'Network error during file upload',
      },
    ],
  },
};

export const Done: Story = {
  args: {
    defaultItems: [
      { id: 'a', file: pdf, status: 'done', loaded: pdf.size, total: pdf.size },
      {
        id: 'b',
        file: { name: 'clubhouse.jpg', size: 1.1 * MB, type: 'image/jpeg' },
        status: 'done',
        loaded: 1.1 * MB,
        total: 1.1 * MB,
      },
    ],
  },
};

/** One file only (a logo, a cover photo). */
export const SingleImage: Story = {
  args: { accept: ['image/*'], maxBytes: 2 * MB, multiple: false },
};
