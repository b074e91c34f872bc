// The raw-result write three ways (decision 036 item 2): the old `INSERT … SELECT * FROM
// unnest($1::int[], $2::timestamptz[], …)` (node-postgres formats every element as text), the
// binary COPY that replaced it (src/server/monitoring/write-raw-results.ts), and the same COPY
// into a copy of the table with the foreign key to properties it had before migration 0045, in
// one embedded PostgreSQL, batches of 2,000 results taking turns so all see the same table size
// and the same load from the rest of the machine. Each batch is one transaction,
// as in recordResults. Prints worker CPU, PostgreSQL CPU and wall time per check for each, and the
// ratios. Nothing leaves the machine: the database is on loopback.
//   BENCH_BATCHES (200 each way)  BENCH_BATCH (2000)
import os from 'node:os';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { withBenchDatabase } from './lib/bench-database.js';
import {
  encodeRawResults,
  RAW_RESULT_COLUMNS,
  type RawResult,
} from '../src/server/monitoring/raw-results-copy.js';
import {
  insertRawResultsUnnest,
  writeRawResults,
} from '../src/server/monitoring/write-raw-results.js';
import { postgresCpuMs, selfCpuMs } from './scheduler/measure.js';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 200);
const BATCH = Number(process.env.BENCH_BATCH ?? 2000);
const WARMUP = 10;

type Way = 'unnest insert' | 'binary COPY' | 'COPY + old FK';
type Totals = { cpuMs: number; pgMs: number; wallMs: number; checks: number };

async function main() {
  await withBenchDatabase('pm-bench-raw-', async (database, postmaster) => {
    const pool = database.pool;
    const ws = await pool.query<{ id: string }>(
      `INSERT INTO workspaces (name, plan) VALUES ('Raw write bench', 'enterprise') RETURNING id`,
    );
    // the properties exist only for the foreign key: never checked (no address is probed)
    const ids = (
      await pool.query<{ id: number }>(
        `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
         SELECT $1, 'Raw ' || i, i || ' Bench Rd', '127.4.' || (i / 250) || '.' || (i % 250 + 1), true
           FROM generate_series(0, $2::int - 1) AS i RETURNING id`,
        [ws.rows[0]!.id, BATCH],
      )
    ).rows.map((r) => r.id);
    let clock = Date.now() - 3_600_000;
    const batch = (): RawResult[] =>
      ids.map((propertyId, i) => {
        const k = (i * 7919) % 100;
        return {
          propertyId,
          checkedAt: new Date((clock += 3)),
          outcome: k < 90 ? 'up' : k < 95 ? 'timeout' : 'unreachable',
          rttMs: k < 90 ? 0.05 + ((i * 37) % 5000) / 97 : null,
        };
      });
    // the raw table as it was before migration 0045: the same, with its foreign key to properties
    await pool.query(`CREATE TABLE check_results_fk (LIKE check_results INCLUDING ALL)`);
    await pool.query(`ALTER TABLE check_results_fk ADD FOREIGN KEY (property_id)
                        REFERENCES properties (id) ON DELETE CASCADE`);
    const copyWithForeignKey = async (c: pg.PoolClient, rows: RawResult[]) => {
      const stream = c.query(
        copyFrom(
          `COPY check_results_fk (${RAW_RESULT_COLUMNS.join(', ')}) FROM STDIN (FORMAT binary)`,
        ),
      );
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.once('finish', resolve);
        stream.end(encodeRawResults(rows));
      });
    };
    const ways: Record<Way, (c: pg.PoolClient, rows: RawResult[]) => Promise<void>> = {
      'unnest insert': insertRawResultsUnnest,
      'binary COPY': writeRawResults,
      'COPY + old FK': copyWithForeignKey,
    };
    const zero = () => ({ cpuMs: 0, pgMs: 0, wallMs: 0, checks: 0 });
    const totals: Record<Way, Totals> = {
      'unnest insert': zero(),
      'binary COPY': zero(),
      'COPY + old FK': zero(),
    };
    const client = await pool.connect();
    try {
      for (let b = 0; b < WARMUP + BATCHES; b++) {
        // alternate which goes first, so neither always follows the other's vacuum or checkpoint
        const all = Object.keys(ways) as Way[];
        const order = all.map((_, i) => all[(i + b) % all.length]!);
        for (const way of order) {
          const rows = batch();
          const cpu0 = selfCpuMs();
          const pg0 = postgresCpuMs(postmaster);
          const t0 = performance.now();
          await client.query('BEGIN');
          await ways[way](client, rows);
          await client.query('COMMIT');
          const wall = performance.now() - t0;
          const cpu = selfCpuMs() - cpu0;
          const pgCpu = postgresCpuMs(postmaster) - pg0;
          if (b < WARMUP) continue;
          const t = totals[way];
          t.cpuMs += cpu;
          t.pgMs += pgCpu;
          t.wallMs += wall;
          t.checks += rows.length;
        }
      }
      const stored = await client.query<{ n: string }>('SELECT count(*) AS n FROM check_results');
      console.log(
        `raw-result write: ${BATCHES} batches of ${BATCH} each way (after ${WARMUP} warm-up), ${stored.rows[0]!.n} rows written, ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    } finally {
      client.release();
    }
    const us = (ms: number, t: Totals) => ((ms * 1000) / t.checks).toFixed(2);
    for (const way of Object.keys(totals) as Way[]) {
      const t = totals[way];
      console.log(
        `  ${way.padEnd(14)} worker CPU ${us(t.cpuMs, t)} µs/check, PostgreSQL CPU ${us(t.pgMs, t)} µs/check, wall ${us(t.wallMs, t)} µs/check`,
      );
    }
    const o = totals['unnest insert'];
    const n = totals['binary COPY'];
    const r = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log(
      `  COPY vs insert: worker CPU ${r(n.cpuMs, o.cpuMs)}x, PostgreSQL CPU ${r(n.pgMs, o.pgMs)}x, wall ${r(n.wallMs, o.wallMs)}x (below 1: COPY cheaper)`,
    );
    const f = totals['COPY + old FK'];
    console.log(
      `  without vs with the foreign key (migration 0045): PostgreSQL CPU ${r(n.pgMs, f.pgMs)}x, wall ${r(n.wallMs, f.wallMs)}x (below 1: without cheaper)`,
    );
    console.log(
      JSON.stringify({ batches: BATCHES, batch: BATCH, totals, loadAverage1m: os.loadavg()[0] }),
    );
  });
}

await main();
