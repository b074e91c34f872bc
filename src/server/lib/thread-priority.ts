// A worker thread's CPU priority below the web thread's (Linux): /proc/thread-self names the
// calling thread ("<pid>/task/<tid>"), and setpriority on a thread id changes only that thread, so
// the thread's work waits for the web thread, never the other way.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Lowers the calling thread to `nice` (never raises it); elsewhere it keeps the process's. */
export function lowerThreadPriority(nice: number): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0 && getPriority(tid) < nice) setPriority(tid, nice);
  } catch {
    // no /proc or not allowed: run at the process's priority
  }
}
