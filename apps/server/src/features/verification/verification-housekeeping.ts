import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { repeatEvery } from '../../lib/repeat-every';
import { eraseDuePhotos } from './verification.service';

/**
 * The first run comes this soon after start, not a whole interval later: instances restarted
 * more often than every `intervalMs` (deploys) still erase. Not at once: server.ts builds the
 * app before it migrates the database.
 */
const FIRST_RUN_AFTER_MS = 60_000;

export type VerificationHousekeeping = {
  /** Erases what is due at `now` (the current time by default). */
  runOnce: (now?: Date) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Erases identity photos once they are due (verification.service.ts eraseDuePhotos), every
 * `intervalMs` in every instance: the update is idempotent, so two instances running it at
 * once erase each row once. Without `intervalMs` it runs only when `runOnce` is called.
 */
export function createVerificationHousekeeping(db: Database, log: FastifyBaseLogger, { intervalMs }: { intervalMs?: number } = {}): VerificationHousekeeping {
  const runOnce = async (now = new Date()) => {
    try {
      const { erased } = await eraseDuePhotos(db, now);
      if (erased > 0) log.info({ erased }, 'identity photos erased');
    } catch (error) {
      log.error({ err: error }, 'identity photo erasure failed');
    }
  };
  const repeated = repeatEvery(intervalMs, () => runOnce(), { firstAfterMs: Math.min(intervalMs ?? 0, FIRST_RUN_AFTER_MS), onError: () => undefined });
  return { runOnce, stop: repeated.stop };
}
