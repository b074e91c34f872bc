import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csvCell', () => {
  it('leaves plain values as they are and empties null', () => {
    expect(csvCell('Main Street')).toBe('Main Street');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('1 Main St, Springfield')).toBe('"1 Main St, Springfield"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe("'-5");
  });
});

describe('toCsv', () => {
  it('writes a header row and one row per record, by key or by function', () => {
    const rows = [
      { name: 'Office', ip: '127.0.0.1', ms: 3 },
      { name: '=cmd', ip: '127.0.0.2', ms: null },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: 'name' },
      { header: 'IP Address', value: 'ip' },
      { header: 'Response', value: (r) => (r.ms === null ? 'Timeout' : `${r.ms} ms`) },
    ]);
    expect(csv).toBe(
      "Name,IP Address,Response\r\nOffice,127.0.0.1,3 ms\r\n'=cmd,127.0.0.2,Timeout\r\n",
    );
  });
});
