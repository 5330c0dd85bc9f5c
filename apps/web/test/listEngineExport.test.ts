import { describe, expect, it } from 'vitest';
import { countNewlines, exportProgress, fileNameOf, formatBytes } from '../src/engine/export/exportProgress';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('export progress', () => {
  it('counts CSV rows from line breaks, after the header line', () => {
    expect(countNewlines(bytes('name,country\nPamplona,Spain\nPorto,Portugal\n'))).toBe(3);
    const progress = exportProgress({ format: 'csv', bytes: 40, newlines: 3, totalRows: 4 });
    expect(progress).toEqual({ percent: 50, label: '2 of 4 rows' });
  });

  it('never runs past the total when quoted values hold line breaks', () => {
    expect(exportProgress({ format: 'csv', bytes: 10, newlines: 9, totalRows: 4 }).percent).toBe(100);
    expect(exportProgress({ format: 'csv', bytes: 0, newlines: 0, totalRows: 0 })).toEqual({
      percent: 100,
      label: '0 of 0 rows',
    });
  });

  it('shows bytes and an indeterminate bar for XLSX or an unknown total', () => {
    expect(exportProgress({ format: 'xlsx', bytes: 2_621_440, newlines: 0, totalRows: 5000 })).toEqual({
      percent: null,
      label: '2.5 MB received',
    });
    expect(exportProgress({ format: 'csv', bytes: 512, newlines: 3, totalRows: null }).percent).toBeNull();
    expect(formatBytes(2048)).toBe('2.0 KB');
  });

  it('names the file from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="locations-2026-01-02.csv"', 'x')).toBe(
      'locations-2026-01-02.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''Loca%C3%A7%C3%B5es.xlsx", 'x')).toBe('Locações.xlsx');
    expect(fileNameOf(null, 'locations.csv')).toBe('locations.csv');
  });
});
