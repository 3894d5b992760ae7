import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import styles from './FileUpload.module.css';
import { cx } from '../../utils/cx';
import { CheckIcon, CloseIcon, ErrorIcon } from '../../icons/icons';
import { Button, IconButton } from '../Button/Button';
import { LiveMessage } from '../../data/LiveMessage';
import { errorText } from '../../data/errors';
import { useFormat, useT } from '../../i18n/display';
import { messages } from './messages';
import { acceptNames, formatBytes, matchesAccept, type FileFacts } from './fileChecks';

export { formatBytes, matchesAccept, type FileFacts } from './fileChecks';

export type FileUploadProgress = { loaded: number; total: number };

/** What the upload function gets besides the file: report progress, and stop when `signal` aborts. */
export type FileUploadCallOptions = {
  onProgress: (progress: FileUploadProgress) => void;
  signal: AbortSignal;
};

export type FileUploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

/** One row of the list: a file on its way, or what became of it. */
export type FileUploadItem = {
  id: string;
  file: FileFacts;
  status: FileUploadStatus;
  loaded: number;
  total: number;
  /** Why it failed (status 'error'). */
  error?: string;
};

export type FileUploadProps<T = unknown> = {
  /** Sends one file (e.g. `(file, o) => files.upload(file, 'documents', o)`); rejects to fail it. */
  onUpload: (file: File, options: FileUploadCallOptions) => Promise<T>;
  /** Called with the upload function's answer once a file is stored. */
  onUploaded?: (result: T, file: File) => void;
  /** What <input accept> takes: '.pdf', 'image/png', 'image/*'. Checked before sending. */
  accept?: readonly string[];
  /** The largest file the server takes, in bytes (its limits). Checked before sending. */
  maxBytes?: number;
  /** One file or several (default several). */
  multiple?: boolean;
  /** Files per choice or drop; more are refused with a message. Default 10. */
  maxFiles?: number;
  disabled?: boolean;
  /** Overrides the button's text ('Choose files'). */
  buttonLabel?: string;
  /** Overrides the list of accepted types as shown ('PDF or Word documents'). */
  acceptLabel?: string;
  /** A sentence under the limits. */
  hint?: ReactNode;
  /** Rows to show from the start (stories, a page restoring what it had). */
  defaultItems?: readonly FileUploadItem[];
  className?: string;
};

let nextId = 0;
const newId = () => `upload-${++nextId}`;

const percentOf = (item: Pick<FileUploadItem, 'loaded' | 'total'>) =>
  item.total > 0 ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0;

/**
 * A drop zone with a real "Choose files" button, the accepted types and size limit shown and
 * checked before anything is sent, then a row per file: a progress bar, cancel, the error or
 * "Uploaded". Files go one at a time, through `onUpload`, so the component knows nothing of
 * where they are stored.
 */
export function FileUpload<T = unknown>({
  onUpload,
  onUploaded,
  accept = [],
  maxBytes,
  multiple = true,
  maxFiles = 10,
  disabled = false,
  buttonLabel,
  acceptLabel,
  hint,
  defaultItems = [],
  className,
}: FileUploadProps<T>) {
  const t = useT(messages);
  const format = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [items, setItems] = useState<FileUploadItem[]>(() => [...defaultItems]);
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The latest callbacks, read when a queued file's turn comes.
  const callbacks = useRef({ onUpload, onUploaded });
  callbacks.current = { onUpload, onUploaded };
  const queue = useRef<{ id: string; file: File }[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef(false);

  useEffect(() => {
    const live = controllers.current;
    return () => {
      queue.current = [];
      for (const controller of live.values()) controller.abort();
    };
  }, []);

  const update = useCallback((id: string, change: Partial<FileUploadItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const typesText = acceptLabel ?? format.list(acceptNames(accept, (family) => t(family)));

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { id, file } = next;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        update(id, { status: 'uploading', loaded: 0, total: file.size });
        try {
          const result = await callbacks.current.onUpload(file, {
            signal: controller.signal,
            onProgress: ({ loaded, total }) => update(id, { loaded, total }),
          });
          update(id, { status: 'done', loaded: file.size, total: file.size });
          setAnnouncement(t('announceDone', { name: file.name }));
          callbacks.current.onUploaded?.(result, file);
        } catch (err) {
          if (controller.signal.aborted) {
            update(id, { status: 'cancelled' });
            setAnnouncement(t('announceCancelled', { name: file.name }));
          } else {
            const error = errorText(err, t('uploadFailed'));
            update(id, { status: 'error', error });
            setAnnouncement(t('announceFailed', { name: file.name, error }));
          }
        } finally {
          controllers.current.delete(id);
        }
      }
    } finally {
      running.current = false;
    }
  }, [t, update]);

  const problemOf = (file: File): string | null => {
    if (!matchesAccept(file, accept))
      return t('notAccepted', { name: file.name, types: typesText });
    if (maxBytes !== undefined && file.size > maxBytes)
      return t('tooLarge', {
        name: file.name,
        size: formatBytes(file.size, format),
        max: formatBytes(maxBytes, format),
      });
    if (file.size === 0) return t('empty', { name: file.name });
    return null;
  };

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0 || disabled) return;
    const limit = multiple ? maxFiles : 1;
    const files = Array.from(list);
    setRefusal(files.length > limit ? t('tooMany', { count: limit }) : null);
    const added: FileUploadItem[] = [];
    for (const file of files.slice(0, limit)) {
      const id = newId();
      const facts = { name: file.name, size: file.size, type: file.type };
      const error = problemOf(file);
      added.push({
        id,
        file: facts,
        status: error ? 'error' : 'queued',
        loaded: 0,
        total: 0,
        error: error ?? undefined,
      });
      if (!error) queue.current.push({ id, file });
    }
    const problems = added.filter((item) => item.error).map((item) => item.error);
    if (problems.length > 0) setAnnouncement(problems.join('. '));
    setItems((all) => [...all, ...added]);
    void run();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(event.target.files);
    // The same file chosen again is a new upload.
    event.target.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const handleCancel = (item: FileUploadItem) => {
    const waiting = queue.current.findIndex((q) => q.id === item.id);
    if (waiting >= 0) {
      queue.current.splice(waiting, 1);
      update(item.id, { status: 'cancelled' });
      setAnnouncement(t('announceCancelled', { name: item.file.name }));
      return;
    }
    controllers.current.get(item.id)?.abort();
  };

  const handleRemove = (item: FileUploadItem) => {
    setItems((all) => all.filter((other) => other.id !== item.id));
  };

  const chooseText = buttonLabel ?? (multiple ? t('chooseFiles') : t('chooseFile'));
  const limits = [
    typesText ? t('accepted', { types: typesText }) : null,
    maxBytes !== undefined ? t('upTo', { size: formatBytes(maxBytes, format) }) : null,
  ].filter(Boolean);

  return (
    <div className={cx(styles['fw-ui-file-upload'], className)}>
      <div
        className={cx(
          styles['fw-ui-file-upload-zone'],
          dragging && styles['fw-ui-file-upload-zone-active'],
          disabled && styles['fw-ui-file-upload-zone-disabled'],
        )}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <p className={styles['fw-ui-file-upload-prompt']}>
          <span aria-hidden="true">{multiple ? t('dropHere') : t('dropHereOne')}</span>
          <Button
            variant="secondary"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {chooseText}
          </Button>
        </p>
        <div id={hintId} className={styles['fw-ui-file-upload-hint']}>
          {limits.length > 0 ? <p>{limits.join(' · ')}</p> : null}
          {hint ? <p>{hint}</p> : null}
        </div>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={chooseText}
          accept={accept.length > 0 ? accept.join(',') : undefined}
          multiple={multiple}
          disabled={disabled}
          onChange={handleChange}
        />
      </div>
      {refusal ? (
        <p role="alert" className={styles['fw-ui-file-upload-refusal']}>
          {refusal}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles['fw-ui-file-upload-list']} aria-label={t('uploads')}>
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              size={formatBytes(item.file.size, format)}
              onCancel={handleCancel}
              onRemove={handleRemove}
            />
          ))}
        </ul>
      ) : null}
      <LiveMessage text={announcement} />
    </div>
  );
}

type FileRowProps = {
  item: FileUploadItem;
  size: string;
  onCancel: (item: FileUploadItem) => void;
  onRemove: (item: FileUploadItem) => void;
};

function FileRow({ item, size, onCancel, onRemove }: FileRowProps) {
  const t = useT(messages);
  const { name } = item.file;
  const percent = percentOf(item);
  const active = item.status === 'uploading' || item.status === 'queued';
  return (
    <li
      className={cx(
        styles['fw-ui-file-upload-item'],
        styles[`fw-ui-file-upload-item-${item.status}`],
      )}
    >
      <div className={styles['fw-ui-file-upload-row']}>
        <span className={styles['fw-ui-file-upload-name']}>{name}</span>
        <span className={styles['fw-ui-file-upload-size']}>{size}</span>
        {active ? (
          <IconButton
            size="sm"
            label={t('cancel', { name })}
            icon={<CloseIcon />}
            onClick={() => onCancel(item)}
          />
        ) : (
          <IconButton
            size="sm"
            label={t('remove', { name })}
            icon={<CloseIcon />}
            onClick={() => onRemove(item)}
          />
        )}
      </div>
      {item.status === 'uploading' || item.status === 'done' ? (
        <div className={styles['fw-ui-file-upload-progress']}>
          <div
            role="progressbar"
            aria-label={t(item.status === 'done' ? 'uploadOf' : 'uploading', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className={styles['fw-ui-file-upload-bar']}
          >
            <span style={{ inlineSize: `${percent}%` }} />
          </div>
          <span className={styles['fw-ui-file-upload-percent']}>{percent}%</span>
        </div>
      ) : null}
      {item.status === 'queued' ? (
        <p className={styles['fw-ui-file-upload-status']}>{t('waiting')}</p>
      ) : null}
      {item.status === 'done' ? (
        <p className={styles['fw-ui-file-upload-status']}>
          <CheckIcon aria-hidden="true" /> {t('uploaded')}
        </p>
      ) : null}
      {item.status === 'cancelled' ? (
        <p className={styles['fw-ui-file-upload-status']}>{t('cancelled')}</p>
      ) : null}
      {item.status === 'error' ? (
        <p className={styles['fw-ui-file-upload-error']}>
          <ErrorIcon aria-hidden="true" /> {item.error ?? t('uploadFailed')}
        </p>
      ) : null}
    </li>
  );
}
