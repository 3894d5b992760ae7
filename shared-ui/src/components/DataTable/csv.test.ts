import { csvField, slugify, toCsv } from './csv';

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks after RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes numbers, booleans and dates plainly and guards text formulas', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date(Date.UTC(2025, 4, 17, 8, 30)))).toBe('2025-05-17T08:30:00.000Z');
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+31 20 555')).toBe("'+31 20 555");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-1+1,x')).toBe('"\'-1+1,x"');
  });

  it('joins a header line and rows with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Score'],
        [
          ['Ann', 72],
          ['Bo, Jr.', 80],
        ],
      ),
    ).toBe('Name,Score\r\nAnn,72\r\n"Bo, Jr.",80');
  });

  it('makes file names from captions', () => {
    expect(slugify('Tee times – Mañana 2025')).toBe('tee-times-manana-2025');
    expect(slugify('***')).toBe('export');
  });
});
