import type { Page } from '@playwright/test';

/** Marks the document, so a later check can tell it was never reloaded (live, not refreshed). */
export const markDocument = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as { __fairwayJourneyMark?: boolean }).__fairwayJourneyMark = true;
  });

export const stillSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as { __fairwayJourneyMark?: boolean }).__fairwayJourneyMark === true);
