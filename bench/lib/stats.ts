/** Nearest-rank percentile (p in 0..100) of samples; NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Milliseconds as shown in tables: one decimal below 10 ms, whole above. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

export function formatPercent(ratio: number): string {
  return Number.isFinite(ratio) ? `${Math.round(ratio * 100)}%` : 'n/a';
}

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}

/** Counts of each HTTP status, e.g. { "200": 310, "429": 2 }, as "200 x310, 429 x2". */
export function formatStatuses(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([status, count]) => `${status} x${count}`).join(', ') : 'none';
}
