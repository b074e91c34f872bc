// The in-memory due index of the schedule a worker holds (decision 036, item 1): per workspace a
// min-heap of (due time, property id), taken in turns across workspaces so the fair share of the
// scanning claim holds (each workspace's most overdue first, round by round: fair-share.test.ts).
// Entries are removed lazily: a heap entry whose time no longer matches the property's is skipped.
// Each property's due time and workspace are kept in pages of typed arrays indexed by id, not in
// Maps: at 1,000,000 held properties two Maps were ~100 MB and a Map lookup or write at each take,
// check and reload (2 µs a check with the heap, the 2026-11-29 profile at 1,000,000 @ 60 s).

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

/** ids per page: property ids are serial, so a worker's pages are mostly full */
const PAGE_BITS = 16;
const PAGE = 1 << PAGE_BITS;
const MASK = PAGE - 1;

/**
 * A number per non-negative integer id, in pages allocated on first write (absent: NaN). Ids
 * are `serial`, dense from 1; a worker holding a quarter of the buckets still touches every page
 * of the id range it holds, 768 KB a page of 65,536 with the workspace column.
 */
class PagedTimes {
  private readonly pages: Array<Float64Array | undefined> = [];

  get(id: number): number {
    const page = this.pages[id >>> PAGE_BITS];
    return page === undefined ? NaN : page[id & MASK]!;
  }

  set(id: number, v: number): void {
    const p = id >>> PAGE_BITS;
    let page = this.pages[p];
    if (page === undefined) this.pages[p] = page = new Float64Array(PAGE).fill(NaN);
    page[id & MASK] = v;
  }

  /** each id with a number, in id order */
  *entries(): Generator<[number, number]> {
    for (let p = 0; p < this.pages.length; p++) {
      const page = this.pages[p];
      if (page === undefined) continue;
      for (let i = 0; i < PAGE; i++) {
        const v = page[i]!;
        if (!Number.isNaN(v)) yield [(p << PAGE_BITS) | i, v];
      }
    }
  }
}

/** A small integer per id (0: none), in pages like PagedTimes. */
class PagedCodes {
  private readonly pages: Array<Int32Array | undefined> = [];

  get(id: number): number {
    const page = this.pages[id >>> PAGE_BITS];
    return page === undefined ? 0 : page[id & MASK]!;
  }

  set(id: number, v: number): void {
    const p = id >>> PAGE_BITS;
    let page = this.pages[p];
    if (page === undefined) {
      if (v === 0) return;
      this.pages[p] = page = new Int32Array(PAGE);
    }
    page[id & MASK] = v;
  }

  /** each id with a code, in id order */
  *ids(): Generator<number> {
    for (let p = 0; p < this.pages.length; p++) {
      const page = this.pages[p];
      if (page === undefined) continue;
      for (let i = 0; i < PAGE; i++) if (page[i] !== 0) yield (p << PAGE_BITS) | i;
    }
  }
}

const validId = (id: number) => Number.isInteger(id) && id >= 0 && id < 2 ** 31;

export class DueIndex {
  /** property id → due time (ms); NaN: not in the index (not held, or being checked) */
  private readonly at = new PagedTimes();
  /** property id → its workspace's number + 1 (0: none) */
  private readonly workspaceOf = new PagedCodes();
  private readonly workspaceNames: string[] = [];
  private readonly workspaceCodes = new Map<string, number>();
  private readonly heaps = new Map<string, Heap>();
  private entries = 0;
  private count = 0;
  /** workspaces paused by billing: their properties stay in the index, never taken */
  readonly paused = new Set<string>();

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return validId(id) && !Number.isNaN(this.at.get(id));
  }

  dueAt(id: number): number | undefined {
    if (!validId(id)) return undefined;
    const at = this.at.get(id);
    return Number.isNaN(at) ? undefined : at;
  }

  set(id: number, workspaceId: string, atMs: number): void {
    if (!validId(id) || Number.isNaN(atMs)) return;
    const previous = this.at.get(id);
    const code = this.codeOf(workspaceId);
    // unchanged (a reload of a row as it is): no second heap entry to skip later
    if (previous === atMs && this.workspaceOf.get(id) === code) return;
    let heap = this.heaps.get(workspaceId);
    if (!heap) this.heaps.set(workspaceId, (heap = new Heap(workspaceId)));
    if (Number.isNaN(previous)) this.count++;
    this.at.set(id, atMs);
    this.workspaceOf.set(id, code);
    heap.push(atMs, id);
    if (++this.entries > 2 * this.count + 4096) this.compact();
  }

  /** the workspace of a property still or once in the index (it keeps it while being checked) */
  workspace(id: number): string | undefined {
    if (!validId(id)) return undefined;
    const code = this.workspaceOf.get(id);
    return code === 0 ? undefined : this.workspaceNames[code - 1];
  }

  delete(id: number): void {
    if (!validId(id)) return;
    if (!Number.isNaN(this.at.get(id))) {
      this.count--;
      this.at.set(id, NaN);
    }
    this.workspaceOf.set(id, 0);
  }

  /** Drops every property the predicate matches (buckets handed over). */
  deleteWhere(drop: (id: number) => boolean): void {
    for (const id of [...this.workspaceOf.ids()]) if (drop(id)) this.delete(id);
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
        this.at.set(id, NaN);
        this.count--;
        out.push(id);
      }
      ready = ready.filter((h) => this.cleanHead(h) && h.ats[0]! <= nowMs);
    }
    return out;
  }

  /** the workspace's number + 1, given once per workspace (one string each, not one per row) */
  private codeOf(workspaceId: string): number {
    let code = this.workspaceCodes.get(workspaceId);
    if (code === undefined) {
      this.workspaceNames.push(workspaceId);
      code = this.workspaceNames.length;
      this.workspaceCodes.set(workspaceId, code);
    }
    return code;
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
    for (const [id, at] of this.at.entries()) {
      const ws = this.workspaceNames[this.workspaceOf.get(id) - 1]!;
      let heap = this.heaps.get(ws);
      if (!heap) this.heaps.set(ws, (heap = new Heap(ws)));
      heap.push(at, id);
      this.entries++;
    }
  }
}
