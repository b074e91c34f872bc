// The in-memory due index of the schedule a worker holds (decision 036, item 1): per workspace a
// min-heap of (due time, property id), taken in turns across workspaces so the fair share of the
// scanning claim holds (each workspace's most overdue first, round by round: fair-share.test.ts).
// Entries are removed lazily: a heap entry whose time no longer matches the property's is skipped.

/** A binary min-heap of (time, id) in two parallel arrays (no object per entry). */
class Heap {
  constructor(readonly workspaceId: string) {}
  ats: number[] = [];
  ids: number[] = [];

  get size(): number {
    return this.ats.length;
  }

  push(at: number, id: number): void {
    const { ats, ids } = this;
    let i = ats.length;
    ats.push(at);
    ids.push(id);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (ats[parent]! <= at) break;
      ats[i] = ats[parent]!;
      ids[i] = ids[parent]!;
      i = parent;
    }
    ats[i] = at;
    ids[i] = id;
  }

  pop(): void {
    const { ats, ids } = this;
    const lastAt = ats.pop()!;
    const lastId = ids.pop()!;
    const n = ats.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && ats[r]! < ats[l]! ? r : l;
      if (ats[c]! >= lastAt) break;
      ats[i] = ats[c]!;
      ids[i] = ids[c]!;
      i = c;
    }
    ats[i] = lastAt;
    ids[i] = lastId;
  }
}

export class DueIndex {
  /** property id → due time (ms); absent: not in the index (not held, or being checked) */
  private readonly at = new Map<number, number>();
  private readonly workspaceOf = new Map<number, string>();
  private readonly heaps = new Map<string, Heap>();
  private entries = 0;
  /** workspaces paused by billing: their properties stay in the index, never taken */
  readonly paused = new Set<string>();

  get size(): number {
    return this.at.size;
  }

  has(id: number): boolean {
    return this.at.has(id);
  }

  dueAt(id: number): number | undefined {
    return this.at.get(id);
  }

  set(id: number, workspaceId: string, atMs: number): void {
    // unchanged (a reload of a row as it is): no second heap entry to skip later
    if (this.at.get(id) === atMs && this.workspaceOf.get(id) === workspaceId) return;
    let heap = this.heaps.get(workspaceId);
    if (!heap) this.heaps.set(workspaceId, (heap = new Heap(workspaceId)));
    this.at.set(id, atMs);
    // one string per workspace, not one per loaded row
    this.workspaceOf.set(id, heap.workspaceId);
    heap.push(atMs, id);
    if (++this.entries > 2 * this.at.size + 4096) this.compact();
  }

  /** the workspace of a property still or once in the index (it keeps it while being checked) */
  workspace(id: number): string | undefined {
    return this.workspaceOf.get(id);
  }

  delete(id: number): void {
    this.at.delete(id);
    this.workspaceOf.delete(id);
  }

  /** Drops every property the predicate matches (buckets handed over). */
  deleteWhere(drop: (id: number) => boolean): void {
    for (const id of [...this.workspaceOf.keys()]) if (drop(id)) this.delete(id);
    this.compact();
  }

  /**
   * Takes up to `limit` due properties out of the index: round by round, each unpaused
   * workspace's most overdue one, a round in due order. They come back with set() once checked.
   */
  takeDue(nowMs: number, limit: number): number[] {
    const out: number[] = [];
    let ready: Heap[] = [];
    for (const [ws, heap] of this.heaps) {
      if (!this.paused.has(ws) && this.cleanHead(heap) && heap.ats[0]! <= nowMs) ready.push(heap);
    }
    while (out.length < limit && ready.length > 0) {
      ready.sort((a, b) => a.ats[0]! - b.ats[0]!);
      const take = Math.min(limit - out.length, ready.length);
      for (let i = 0; i < take; i++) {
        const heap = ready[i]!;
        const id = heap.ids[0]!;
        heap.pop();
        this.entries--;
        this.at.delete(id);
        out.push(id);
      }
      ready = ready.filter((h) => this.cleanHead(h) && h.ats[0]! <= nowMs);
    }
    return out;
  }

  /** Pops stale heads; whether a live entry is left. */
  private cleanHead(heap: Heap): boolean {
    while (heap.size > 0 && this.at.get(heap.ids[0]!) !== heap.ats[0]) {
      heap.pop();
      this.entries--;
    }
    return heap.size > 0;
  }

  private compact(): void {
    this.heaps.clear();
    this.entries = 0;
    for (const [id, at] of this.at) {
      const ws = this.workspaceOf.get(id)!;
      let heap = this.heaps.get(ws);
      if (!heap) this.heaps.set(ws, (heap = new Heap(ws)));
      heap.push(at, id);
      this.entries++;
    }
  }
}
