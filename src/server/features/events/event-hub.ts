// Fans the monitor events of this process's one LISTEN connection (data/change-listener.ts) out
// to the live streams of their workspace.
import type { ChangeListener } from '../../data/change-listener.js';
import type { MonitorEvent } from '../../monitoring/events.js';

type Listener = (event: MonitorEvent) => void;

export type EventHub = {
  /** `ready` settles once the process LISTENs: events from then on reach the listener. */
  subscribe(
    workspaceId: string,
    listener: Listener,
  ): { ready: Promise<void>; unsubscribe: () => void };
  close(): void;
};

export function createEventHub(changes: ChangeListener): EventHub {
  const listeners = new Map<string, Set<Listener>>();
  const stop = changes.onMonitorEvent((event) => {
    for (const l of listeners.get(event.workspaceId) ?? []) l(event);
  });

  return {
    subscribe(workspaceId, listener) {
      let set = listeners.get(workspaceId);
      if (!set) listeners.set(workspaceId, (set = new Set()));
      set.add(listener);
      const unsubscribe = () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(workspaceId);
      };
      return { ready: changes.listening(), unsubscribe };
    },
    close() {
      stop();
      listeners.clear();
    },
  };
}
