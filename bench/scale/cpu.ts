import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const msPerTick = 10;

/** CPU ticks so far of each process of one server: its own and its PostgreSQL sessions'. */
export type CpuSnapshot = Map<number, number>;

/**
 * CPU time spent by one server process and its PostgreSQL sessions, read from /proc. Unlike
 * latency it hardly moves with other load on the machine, so it shows whether the large
 * database makes a request do more work even when the latencies are noisy.
 */
export async function snapshotCpu(clusterUrl: string, serverPid: number, database: string): Promise<CpuSnapshot> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    // The server's pool: every session on its database but this one.
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    return new Map([serverPid, ...rows.map((row) => row.pid)].map((pid) => [pid, cpuTicks(pid)]));
  } finally {
    await client.end();
  }
}

/** Milliseconds of CPU between two snapshots; a session opened in between counts from its start. */
export function cpuMsBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks * msPerTick;
}

/** utime + stime of a process; 0 when it is gone or /proc is not there. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
