import { createFormatter } from '../../i18n/format';
import { DISPLAY_DEFAULTS } from '@fairway/shared-api';
import { acceptNames, formatBytes, matchesAccept } from './fileChecks';

describe('matchesAccept', () => {
  it('reads extensions, MIME types and families as <input accept> does', () => {
    const accept = ['.pdf', 'image/*', 'text/csv'];
    expect(matchesAccept({ name: 'Map.PDF', type: '' }, accept)).toBe(true);
    expect(matchesAccept({ name: 'photo', type: 'image/jpeg' }, accept)).toBe(true);
    expect(matchesAccept({ name: 'scores.csv', type: 'text/csv' }, accept)).toBe(true);
    expect(matchesAccept({ name: 'notes.txt', type: 'text/plain' }, accept)).toBe(false);
    expect(matchesAccept({ name: 'map.pdf.exe', type: 'application/x-msdownload' }, accept)).toBe(
      false,
    );
    expect(matchesAccept({ name: 'anything', type: '' }, [])).toBe(true);
  });
});

describe('acceptNames', () => {
  it('names each type once, families in words', () => {
    expect(
      acceptNames(
        ['application/pdf', '.pdf', 'image/*', 'image/svg+xml', 'application/vnd.ms-excel'],
        (f) => `any ${f}`,
      ),
    ).toEqual(['PDF', 'any images', 'SVG', 'application/vnd.ms-excel']);
  });
});

describe('formatBytes', () => {
  it('writes sizes in binary multiples, the club’s way', () => {
    const gb = createFormatter(DISPLAY_DEFAULTS);
    const es = createFormatter({ ...DISPLAY_DEFAULTS, locale: 'es-ES' });
    expect(formatBytes(512, gb)).toBe('512 bytes');
    expect(formatBytes(1536, gb)).toBe('1.5 kB');
    expect(formatBytes(10 * 1024 * 1024, gb)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024, es)).toBe('1,5 MB');
    expect(formatBytes(3 * 1024 ** 3, gb)).toBe('3 GB');
  });
});
