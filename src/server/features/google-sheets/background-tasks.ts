// Reading and writing an import run after the request has answered (202), so a 10,000-row file
// shows progress and no request waits on it. The set lets the app finish them before it closes.
export type TaskSet = { run: (task: () => Promise<unknown>) => void; drain: () => Promise<void> };

export function createTaskSet(log: (e: unknown) => void): TaskSet {
  const running = new Set<Promise<unknown>>();
  return {
    run(task) {
      const p = Promise.resolve()
        .then(task)
        .catch(log)
        .finally(() => running.delete(p));
      running.add(p);
    },
    drain: async () => {
      await Promise.allSettled([...running]);
    },
  };
}
