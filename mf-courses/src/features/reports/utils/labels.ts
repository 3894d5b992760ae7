import type { Formatter, MessageKey, Translate } from '@fairway/shared-ui';
import type { TeeSheetReport } from '@fairway/shared-api/tee-sheet';
import type { reportMessages } from '../i18n';

type Band = TeeSheetReport['bands'][number];

/** 'Before 09:00', '09:00–12:00', 'From 15:00' in the club's time format. */
export function bandLabel(
  band: Band,
  t: Translate<MessageKey<typeof reportMessages>>,
  f: Formatter,
): string {
  if (band.from === '00:00' && band.to) return t('bandEarly', { to: f.time(band.to) });
  if (!band.to) return t('bandLate', { from: f.time(band.from) });
  return t('bandMiddle', { from: f.time(band.from), to: f.time(band.to) });
}
