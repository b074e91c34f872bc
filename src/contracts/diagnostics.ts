// System Overview's Run Diagnostics: texts word for word from spec commercial §4, §5, §8.
export const DIAGNOSTICS_MSG = {
  run: 'Run Diagnostics',
  running: 'Running...',
  noPropertiesTitle: 'No Properties',
  noPropertiesBody: 'Add properties first before running diagnostics',
  failedTitle: 'Diagnostics Failed',
  failedBody: 'Unable to run system diagnostics. Please try again.',
  completeTitle: 'Diagnostics Complete',
} as const;

/** The completion toast's text: the count that succeeded and the count with issues. */
export function diagnosticsSummary(succeeded: number, issues: number): string {
  return `${succeeded} succeeded, ${issues} with issues. Each property's result appears below as its check finishes.`;
}
