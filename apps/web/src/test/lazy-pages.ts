/**
 * Waiting options for the first thing a lazily loaded page shows: its code is imported
 * on first use, which takes longer than testing-library's 1 s default while the whole
 * suite runs in parallel.
 */
export const firstPaint = { timeout: 5000 };
