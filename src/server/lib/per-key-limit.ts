// At most `max` operations at a time per key (e.g. per workspace), in this process.
export type PerKeyLimit = {
  /** a release function, or undefined when the key is at its limit */
  tryAcquire(key: string): (() => void) | undefined;
};

export function createPerKeyLimit(max: number): PerKeyLimit {
  const running = new Map<string, number>();
  return {
    tryAcquire(key) {
      const n = running.get(key) ?? 0;
      if (n >= max) return undefined;
      running.set(key, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
    },
  };
}
