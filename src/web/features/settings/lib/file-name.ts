// The workspace export's file name when the server's Content-Disposition is missing.

/** workspace-export-YYYY-MM-DD.json, the server's own name, for when the header is missing. */
export const exportFallbackName = (today = new Date()) =>
  `workspace-export-${today.toISOString().slice(0, 10)}.json`;
