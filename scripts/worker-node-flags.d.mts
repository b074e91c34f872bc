export const DEFAULT_SEND_CAP: number;
export const LARGE_SEMI_SPACE_MB: number;
export function workerNodeFlags(pps: number): string[];
