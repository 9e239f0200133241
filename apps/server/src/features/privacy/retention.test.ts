import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpBuyer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createRetention, RETENTION_DAYS } from './retention';

const { app, db, outboxDir } = await createTestContext();
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** `days` days before `now`, nudged a minute later (`inside`: still kept) or earlier (`outside`: due). */
const around = (now: Date, days: number) => ({
  inside: new Date(now.getTime() - days * DAY_MS + MINUTE_MS),
  outside: new Date(now.getTime() - days * DAY_MS - MINUTE_MS),
});

const people = async (count: number) => Promise.all(Array.from({ length: count }, () => signUpBuyer(app).then((account) => account.id)));

describe('the retention schedule', () => {
  it('deletes exactly what is past each limit, and nothing the second time', async () => {
    const now = new Date();
    const [person, other, third] = await people(3);

    const contact = around(now, RETENTION_DAYS.contactMessages);
    const [keptMessage, dueMessage] = await Promise.all(
      [contact.inside, contact.outside].map(async (created_at) =>
        (await db.insertInto('contact_messages').values({ name: 'Wanjiku', email: 'wanjiku@example.com', message: 'Hello', created_at }).returning('id').executeTakeFirstOrThrow()).id,
      ),
    );

    const ended = around(now, RETENTION_DAYS.endedSessions);
    const session = async (times: { revoked_at?: Date; expires_at: Date }) =>
      (await db.insertInto('sessions').values({ user_id: person!, remember_me: false, created_at: new Date(now.getTime() - 90 * DAY_MS), ...times }).returning('id').executeTakeFirstOrThrow()).id;
    const later = new Date(now.getTime() + DAY_MS);
    const keptSessions = [
      await session({ revoked_at: ended.inside, expires_at: later }),
      await session({ expires_at: ended.inside }),
      // Still signed in, however old.
      await session({ expires_at: later }),
    ];
    const dueSessions = [
      await session({ revoked_at: ended.outside, expires_at: later }),
      await session({ expires_at: ended.outside }),
      // Revoked lately, but it had expired long before: it ended when it expired.
      await session({ revoked_at: ended.inside, expires_at: ended.outside }),
    ];
    await db.insertInto('refresh_tokens').values({ token_hash: `hash-${randomUUID()}`, session_id: dueSessions[0]! }).execute();

    const notices = around(now, RETENTION_DAYS.notifications);
    const [keptNotice, dueNotice] = await Promise.all(
      [notices.inside, notices.outside].map(async (created_at) =>
        (
          await db
            .insertInto('notifications')
            .values({ user_id: person!, kind: 'orders', event: 'job-started', channel: 'sms', recipient: '+254712000001', language: 'en', notice_values: '{}', status: 'SENT', created_at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );

    const resets = around(now, RETENTION_DAYS.expiredResets);
    await db
      .insertInto('password_resets')
      .values([
        { token_hash: 'kept-reset', user_id: person!, expires_at: resets.inside },
        { token_hash: 'due-reset', user_id: person!, expires_at: resets.outside },
      ])
      .execute();
    await db
      .insertInto('password_reset_codes')
      .values([
        { user_id: person!, code_hash: 'kept-code', expires_at: resets.inside },
        { user_id: other!, code_hash: 'due-code', expires_at: resets.outside },
      ])
      .execute();

    const told = around(now, RETENTION_DAYS.conversationNotices);
    await db
      .insertInto('conversation_notices')
      .values([
        { user_id: person!, other_id: other!, last_told_at: told.inside },
        { user_id: person!, other_id: third!, last_told_at: told.outside },
      ])
      .execute();

    const files = around(now, RETENTION_DAYS.outboxFiles);
    mkdirSync(outboxDir, { recursive: true });
    const outboxFile = (name: string, writtenAt: Date) => {
      const file = path.join(outboxDir, name);
      writeFileSync(file, 'To: +254712000001\n\nYour order was accepted\n');
      utimesSync(file, writtenAt, writtenAt);
      return file;
    };
    const keptFiles = [outboxFile('kept.eml', files.inside), outboxFile('kept.txt', files.inside), outboxFile('kept.sms.txt', files.inside), outboxFile('notes.md', files.outside)];
    const dueFiles = [outboxFile('due.eml', files.outside), outboxFile('due.txt', files.outside), outboxFile('due.sms.txt', files.outside)];

    const retention = createRetention({ db, log: app.log, outboxDir });
    expect(await retention.runOnce(now)).toEqual({
      contactMessages: 1,
      endedSessions: 3,
      notifications: 1,
      outboxFiles: 3,
      expiredResets: 2,
      conversationNotices: 1,
    });

    const idsIn = async (table: 'contact_messages' | 'sessions' | 'notifications', ids: string[]) =>
      (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();
    expect(await idsIn('contact_messages', [keptMessage!, dueMessage!])).toEqual([keptMessage]);
    expect(await idsIn('sessions', [...keptSessions, ...dueSessions])).toEqual([...keptSessions].sort());
    expect(await db.selectFrom('refresh_tokens').select('token_hash').where('session_id', '=', dueSessions[0]!).execute()).toEqual([]);
    expect(await idsIn('notifications', [keptNotice!, dueNotice!])).toEqual([keptNotice]);
    expect(await db.selectFrom('password_resets').select('token_hash').where('user_id', '=', person!).execute()).toEqual([{ token_hash: 'kept-reset' }]);
    expect(await db.selectFrom('password_reset_codes').select('code_hash').where('user_id', 'in', [person!, other!]).execute()).toEqual([{ code_hash: 'kept-code' }]);
    expect(await db.selectFrom('conversation_notices').select('other_id').where('user_id', '=', person!).execute()).toEqual([{ other_id: other }]);
    expect(keptFiles.filter((file) => !existsSync(file))).toEqual([]);
    expect(dueFiles.filter((file) => existsSync(file))).toEqual([]);

    // Idempotent: another instance, or tomorrow's run at the same moment, finds nothing more.
    expect(Object.values(await retention.runOnce(now)).every((count) => count === 0)).toBe(true);
  });

  it('keeps the limits docs/privacy.md states', () => {
    expect(RETENTION_DAYS).toEqual({ contactMessages: 365, endedSessions: 30, notifications: 365, outboxFiles: 30, expiredResets: 1, conversationNotices: 1 });
  });

  it('runs without an outbox, as with SMTP and Africa’s Talking', async () => {
    const deleted = await createRetention({ db, log: app.log, outboxDir: path.join(outboxDir, 'never-written') }).runOnce();
    expect(deleted.outboxFiles).toBe(0);
  });

  it('runs on its own every interval once started, and stops', async () => {
    const created_at = new Date(Date.now() - (RETENTION_DAYS.contactMessages + 1) * DAY_MS);
    const { id } = await db.insertInto('contact_messages').values({ name: 'Old', email: 'old@example.com', message: 'Long ago', created_at }).returning('id').executeTakeFirstOrThrow();
    const retention = createRetention({ db, log: app.log }, { intervalMs: 20 });
    await expect.poll(async () => db.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst(), { timeout: 5000 }).toBeUndefined();
    await retention.stop();
  });
});
