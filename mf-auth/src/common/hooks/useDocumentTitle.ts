import { useEffect } from 'react';
import { useStore } from 'zustand';
import { featuresStore } from '@fairway/shared-api';

/** 'Create an account · Fairway': the page, then the club's site name. */
export function useDocumentTitle(page: string): void {
  const siteName = useStore(featuresStore, (s) => s.siteName);
  useEffect(() => {
    document.title = `${page} · ${siteName}`;
  }, [page, siteName]);
}
