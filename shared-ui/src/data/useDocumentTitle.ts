import { useEffect } from 'react';
import { useStore } from 'zustand';
import { featuresStore } from '@fairway/shared-api';

/** 'Users · Administration · Sunny Links': the page, the remote's section (if any), the club's site name. */
export function documentTitle(page: string, section: string | undefined, siteName: string): string {
  return [page, section, siteName].filter(Boolean).join(' · ');
}

/**
 * Sets document.title while the page is shown: `useDocumentTitle('Users', 'Administration')` →
 * 'Users · Administration · Sunny Links'; without a section, 'My profile · Sunny Links'.
 */
export function useDocumentTitle(page: string, section?: string): void {
  const siteName = useStore(featuresStore, (s) => s.siteName);
  useEffect(() => {
    document.title = documentTitle(page, section, siteName);
  }, [page, section, siteName]);
}
