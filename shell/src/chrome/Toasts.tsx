import { useEffect } from 'react';
import { ToastProvider, useToast } from '@fairway/shared-ui';
import { TOAST_EVENT, type ToastDetail } from '../root/events';

/** Turns 'fairway:toast' events (from any application: they are separate React roots) into toasts. */
function ToastBridge() {
  const toast = useToast();
  useEffect(() => {
    const onToast = (e: Event) => {
      const detail = (e as CustomEvent<ToastDetail>).detail;
      if (detail?.message) toast.show({ message: detail.message, tone: detail.tone ?? 'info' });
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
