import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';

export type LiveMessageProps = { text: string };

/**
 * A polite live region for results ('12 users found'). Render it from the start, even empty, so
 * screen readers announce each change of `text`.
 */
export function LiveMessage({ text }: LiveMessageProps) {
  return (
    <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}
