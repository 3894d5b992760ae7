import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { cx } from '../../utils/cx';
import { CloseIcon } from '../../icons/icons';
import { Button, IconButton } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { useModal } from './useModal';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

type ModalBaseProps = {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. Set `open` to false in it. */
  onClose: () => void;
  title: ReactNode;
  /** A short description under the title, read when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, at the bottom (stacked full width on phones). */
  footer?: ReactNode;
  /** Receives focus on open; by default the first focusable element in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus on close; by default the element that had focus before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  closeOnBackdropClick?: boolean;
  className?: string;
};

type ModalFrameProps = ModalBaseProps & {
  role: 'dialog' | 'alertdialog';
  rootClassName?: string;
  panelClassName: string;
  closeOnEscape?: boolean;
  hideCloseButton?: boolean;
};

function ModalFrame({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  returnFocusRef,
  closeLabel: closeLabelProp,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  hideCloseButton = false,
  role,
  rootClassName,
  panelClassName,
  className,
}: ModalFrameProps) {
  const t = useT(messages);
  const closeLabel = closeLabelProp ?? t('close');
  const containerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal({ open, onClose, containerRef, initialFocusRef, returnFocusRef, closeOnEscape });
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div
      className={cx(styles['fw-ui-modal-root'], rootClassName)}
      onMouseDown={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={containerRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles['fw-ui-dialog'], panelClassName, className)}
      >
        <div className={styles['fw-ui-dialog-header']}>
          <h2 id={titleId} className={styles['fw-ui-dialog-title']}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <IconButton
              label={closeLabel}
              icon={<CloseIcon />}
              onClick={onClose}
              data-fw-dialog-close=""
            />
          )}
        </div>
        <div className={styles['fw-ui-dialog-body']}>
          {description ? (
            <p id={descriptionId} className={styles['fw-ui-dialog-description']}>
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <div className={styles['fw-ui-dialog-footer']}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export type DialogProps = ModalBaseProps & {
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A modal dialog (role="dialog", aria-modal): focus is trapped inside, Escape closes, focus
 * returns to the opener. A bottom sheet on phones.
 */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return (
    <ModalFrame {...props} role="dialog" panelClassName={styles[`fw-ui-dialog-${size}`] ?? ''} />
  );
}

export type DrawerProps = ModalBaseProps & {
  /** The edge it slides from: "end" (right in left-to-right languages) or "start". */
  side?: 'start' | 'end';
  size?: 'md' | 'lg';
};

/** A modal side panel for details and edit forms; full screen on phones. */
export function Drawer({ side = 'end', size = 'md', ...props }: DrawerProps) {
  return (
    <ModalFrame
      {...props}
      role="dialog"
      rootClassName={cx(
        styles['fw-ui-drawer-root'],
        side === 'start' && styles['fw-ui-drawer-root-start'],
      )}
      panelClassName={cx(styles['fw-ui-drawer'], size === 'lg' && styles['fw-ui-drawer-lg'])}
    />
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  /** What will happen, in plain words. */
  message: ReactNode;
  /** Extra content under the message, e.g. a field for a reason (validate it in `onConfirm`). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "danger" for destructive actions (a red confirm button). */
  tone?: 'primary' | 'danger';
  /**
   * Called on confirm. While a returned promise is pending the confirm button shows a spinner; a
   * rejection shows its message in the dialog. Close the dialog (open=false) when done.
   */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Asks before an action (role="alertdialog"). Focus starts on Cancel, the safe choice; Escape
 * cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'primary',
  onConfirm,
  onCancel,
  returnFocusRef,
}: ConfirmDialogProps) {
  const t = useT(messages);
  const confirmLabel = confirmLabelProp ?? t('confirm');
  const cancelLabel = cancelLabelProp ?? t('cancel');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleCancel = () => {
    if (busy) return;
    setError(null);
    onCancel();
  };
  const handleConfirm = async () => {
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (err) {
      setError(err instanceof Error ? err.message : t('somethingWentWrongTryAgain'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalFrame
      open={open}
      onClose={handleCancel}
      title={title}
      description={message}
      role="alertdialog"
      panelClassName={styles['fw-ui-dialog-sm'] ?? ''}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
      closeOnBackdropClick={false}
      hideCloseButton
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={handleCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={handleConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <Notice tone="error" title={t('thatDidNotWork')}>
          {error}
        </Notice>
      ) : null}
    </ModalFrame>
  );
}
