import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { repeatEvery } from '../../lib/repeat-every';
import {
  deleteContactMessagesBefore,
  deleteConversationNoticesBefore,
  deleteNotificationsBefore,
  deleteResetsExpiredBefore,
  deleteSessionsEndedBefore,
} from './retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long what people leave behind is kept (docs/privacy.md), in days. Identity photos (90 days
 * after the decision) are erased by the verification housekeeping, not here.
 */
export const RETENTION_DAYS = {
  /** Support answers within days; a year covers any follow-up. */
  contactMessages: 365,
  /** Ended sessions: the "signed out because" a person may ask about, for a month. */
  endedSessions: 30,
  /** Notices: what was sent to whom, for questions about a payment or an order within the year. */
  notifications: 365,
  /** The outbox's files (e-mails and SMS written without SMTP or Africa's Talking). */
  outboxFiles: 30,
  /** Reset links and codes live an hour or ten minutes; a day more keeps "this link has expired" true. */
  expiredResets: 1,
  /** Only the last hour of each conversation's notices is read. */
  conversationNotices: 1,
} as const;

/** The outbox's e-mails (.eml and their .txt) and SMS (.sms.txt). */
const OUTBOX_FILE = /\.(eml|txt)$/;

export type RetentionDeps = { db: Database; log: FastifyBaseLogger; outboxDir?: string };

export type Retention = {
  /** Deletes what is due at `now` (the current time by default); returns how much of each went. */
  runOnce: (now?: Date) => Promise<Record<keyof typeof RETENTION_DAYS, number>>;
  stop: () => Promise<void>;
};

/** The first run comes this soon after start: instances restarted more often than daily (deploys) still delete. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Deletes what the retention schedule no longer keeps, every `intervalMs` in every instance
 * (daily: server.ts). Each deletion is idempotent, so instances running it at once delete each
 * row or file once. Without `intervalMs` it runs only when `runOnce` is called.
 */
export function createRetention({ db, log, outboxDir }: RetentionDeps, { intervalMs }: { intervalMs?: number } = {}): Retention {
  const runOnce = async (now = new Date()) => {
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const deleted = {
      contactMessages: await deleteContactMessagesBefore(db, ago(RETENTION_DAYS.contactMessages)),
      endedSessions: await deleteSessionsEndedBefore(db, ago(RETENTION_DAYS.endedSessions)),
      notifications: await deleteNotificationsBefore(db, ago(RETENTION_DAYS.notifications)),
      outboxFiles: outboxDir ? await deleteOutboxFilesBefore(outboxDir, ago(RETENTION_DAYS.outboxFiles)) : 0,
      expiredResets: await deleteResetsExpiredBefore(db, ago(RETENTION_DAYS.expiredResets)),
      conversationNotices: await deleteConversationNoticesBefore(db, ago(RETENTION_DAYS.conversationNotices)),
    };
    if (Object.values(deleted).some((count) => count > 0)) log.info({ deleted }, 'data past its retention deleted');
    return deleted;
  };
  const repeated = repeatEvery(intervalMs, () => runOnce(), {
    firstAfterMs: Math.min(intervalMs ?? 0, FIRST_RUN_AFTER_MS),
    onError: (error) => log.error({ err: error }, 'retention run failed'),
  });
  return { runOnce, stop: repeated.stop };
}

/** Files of the outbox last written before `before`. Another instance deleting the same file first is no failure. */
async function deleteOutboxFilesBefore(outboxDir: string, before: Date): Promise<number> {
  const entries = await readdir(outboxDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let deleted = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !OUTBOX_FILE.test(entry.name)) continue;
    const file = path.join(outboxDir, entry.name);
    try {
      if ((await stat(file)).mtime >= before) continue;
      await unlink(file);
      deleted += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}
