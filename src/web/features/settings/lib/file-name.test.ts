import { describe, expect, it } from 'vitest';
import { exportFallbackName } from './file-name.js';

describe('exportFallbackName', () => {
  it("names the fallback like the server's", () => {
    expect(exportFallbackName(new Date('2025-03-04T10:00:00Z'))).toBe(
      'workspace-export-2025-03-04.json',
    );
  });
});
