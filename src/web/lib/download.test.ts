import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.js';

describe('fileNameFromDisposition', () => {
  const fallback = 'fallback.json';

  it("reads the server's quoted file name", () => {
    expect(
      fileNameFromDisposition('attachment; filename="workspace-export-2025-01-31.json"', fallback),
    ).toBe('workspace-export-2025-01-31.json');
  });

  it('prefers filename* (RFC 5987) and decodes it', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="plain.json"; filename*=UTF-8''caf%C3%A9%20data.json`,
        fallback,
      ),
    ).toBe('café data.json');
  });

  it('reads an unquoted name', () => {
    expect(fileNameFromDisposition('attachment; filename=data.json', fallback)).toBe('data.json');
  });

  it('never yields a path', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe(
      '.._.._etc_passwd',
    );
  });

  it('falls back without a usable header', () => {
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(
      fallback,
    );
  });
});
