import { useEffect } from 'react';
import { TOAST_EVENT, ToastProvider, useToast, type ToastEventDetail } from '@fairway/shared-ui';

/** Turns 'fairway:toast' events (from any application: they are separate React roots) into toasts. */
function ToastBridge() {
  const toast = useToast();
  useEffect(() => {
    const onToast = (e: Event) => {
      const detail = (e as CustomEvent<ToastEventDetail>).detail;
      if (detail?.message)
        toast.show({ message: detail.message, title: detail.title, tone: detail.tone ?? 'info' });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [toast]);
  return null;
}

/** The portal's toasts: always mounted, on public pages too. */
export function Toasts() {
  return (
    <ToastProvider>
      <ToastBridge />
    </ToastProvider>
  );
}
