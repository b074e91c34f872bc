// Where PostgreSQL's share of a check goes (issue 32: profiles, not guesses): with
// BENCH_STATEMENTS=true the bench's cluster loads pg_stat_statements, resets it when the measured
// run starts and prints the statements that took the most execution time, per check.
import type pg from 'pg';

export async function resetStatements(pool: pg.Pool): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query('SELECT pg_stat_statements_reset()');
}

type Row = {
  query: string;
  calls: string;
  total_ms: number;
  rows: string;
  hit: string;
  read: string;
  written: string;
};

/** the top statements by total execution time, with µs per check beside each */
export async function printStatements(pool: pg.Pool, checks: number, top = 15): Promise<void> {
  const { rows } = await pool.query<Row>(
    `SELECT query, calls, total_exec_time AS total_ms, rows,
            shared_blks_hit AS hit, shared_blks_read AS read, shared_blks_written AS written
       FROM pg_stat_statements
      WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY total_exec_time DESC LIMIT $1`,
    [top],
  );
  const all = await pool.query<{ ms: number }>(
    `SELECT coalesce(sum(total_exec_time), 0) AS ms FROM pg_stat_statements`,
  );
  const totalMs = Number(all.rows[0]!.ms);
  console.log(
    `\npg_stat_statements: ${totalMs.toFixed(0)} ms execution in all, ${((totalMs * 1000) / Math.max(checks, 1)).toFixed(1)} µs per check (execution only: parse, plan and protocol are not in it)`,
  );
  for (const r of rows) {
    const us = (Number(r.total_ms) * 1000) / Math.max(checks, 1);
    const share = (Number(r.total_ms) / Math.max(totalMs, 1)) * 100;
    const text = r.query.replace(/\s+/g, ' ').slice(0, 150);
    console.log(
      `  ${us.toFixed(1).padStart(6)} µs/check ${share.toFixed(0).padStart(3)} %  calls ${r.calls}  rows ${r.rows}  blks hit ${r.hit} read ${r.read} written ${r.written}\n      ${text}`,
    );
  }
}
