// Worker thread entry (built as dist/server/list-build-worker.js): builds a workspace's property
// list as JSON bytes (listPropertiesJson, the very function the web thread uses) on a connection
// of its own, and moves the bytes to the web thread. At 10,000 properties a build is ~100 ms of
// CPU (rows, DTOs, JSON, hashing) and its garbage; on the web thread, even in slices, every
// request waiting meanwhile paid for it (decision 016). Started by list-builder.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../db/client.js';
import { lowerThreadPriority } from '../lib/thread-priority.js';
import { listPropertiesJson } from './list-properties.js';

export type ListBuildData = { databaseUrl: string; nice: number };
export type ListJob = { id: number; workspaceId: string; seesFullIps: boolean };
export type ListBuilt = { id: number } & (
  | { bytes: Uint8Array; etag: string }
  | { error: string }
);

const { databaseUrl, nice } = workerData as ListBuildData;
// a replacement waits for the requests of the web thread, never the other way
lowerThreadPriority(nice);
// one connection: the thread builds one list at a time
const database = connectDatabase(databaseUrl, 1);
const send = (m: ListBuilt, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(m, transfer);

parentPort!.on('message', ({ id, workspaceId, seesFullIps }: ListJob) => {
  listPropertiesJson(database.db, { workspaceId, seesFullIps }).then(
    ({ bytes, etag }) => {
      // moved, not copied, when the bytes fill a buffer of their own (Buffer.concat's for any
      // list larger than Node's shared pool); a small list is copied
      const owns = bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;
      const out = owns ? bytes : new Uint8Array(bytes);
      send({ id, bytes: out, etag }, [out.buffer as ArrayBuffer]);
    },
    (e: unknown) => send({ id, error: e instanceof Error ? e.message : String(e) }),
  );
});
