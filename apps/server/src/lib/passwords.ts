import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes on libuv's thread pool, so a login never blocks the event loop.
// Argon2id with the library's defaults (19 MiB, t=2), per OWASP's recommendation.

/**
 * Each hash keeps one core and one of libuv's 4 pool threads busy for tens of milliseconds.
 * A burst of logins would otherwise take every core and every pool thread, and the other
 * requests (the event loop, the compression the pool also runs) would wait behind it; so a
 * core and a pool thread are always left free, and extra hashes wait their turn (bench part 2).
 */
const maxConcurrentHashes = Math.max(1, Math.min(availableParallelism() - 1, 3));
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxConcurrentHashes) running += 1;
  // A finishing hash hands its slot straight to the first waiter, so none can jump the queue.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password));
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
