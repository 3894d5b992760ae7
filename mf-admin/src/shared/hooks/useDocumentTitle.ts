import { useEffect } from 'react';
import { useStore } from 'zustand';
import { featuresStore } from '@fairway/shared-api';

/** 'Users · Administration · Sunny Links' while the page is shown. */
export function useDocumentTitle(title: string): void {
  const siteName = useStore(featuresStore, (s) => s.siteName);
  useEffect(() => {
    document.title = `${title} · Administration · ${siteName}`;
  }, [title, siteName]);
}
