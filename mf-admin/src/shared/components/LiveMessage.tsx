import { VisuallyHidden } from '@fairway/shared-ui';

/** A polite live region for results ('12 users found'), present from the start so changes are read. */
export function LiveMessage({ text }: { text: string }) {
  return (
    <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}
