import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext, testJwtSecret, type TestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';
import { mailsIn } from '../../../test/outbox';
import { unsubscribeToken } from '../../lib/notifications/unsubscribe-token';
import { queueNews } from './news';

const letter = {
  en: { subject: 'Fundi is now in Kisumu', text: 'Book fundis in Kisumu from today.' },
  sw: { subject: 'Fundi sasa iko Kisumu', text: 'Agiza mafundi Kisumu kuanzia leo.' },
};
const newsOn = { orders: { sms: true, email: true }, messages: { sms: true, email: true }, news: { sms: false, email: true } };

describe('news and offers', () => {
  let ctx: TestContext;
  let reader: Awaited<ReturnType<typeof createBuyer>>;
  let swahiliReader: Awaited<ReturnType<typeof createBuyer>>;
  let notChosen: Awaited<ReturnType<typeof createBuyer>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    [reader, swahiliReader, notChosen] = await Promise.all([createBuyer(ctx.app, 'Akinyi Reader'), createBuyer(ctx.app, 'Baraka Msomaji'), createBuyer(ctx.app, 'Chebet Quiet')]);
    await ctx.db.updateTable('users').set({ language: 'sw' }).where('id', '=', swahiliReader.id).execute();
    for (const person of [reader, swahiliReader]) {
      const saved = await ctx.app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: bearer(person.accessToken), payload: newsOn });
      expect(saved.statusCode).toBe(200);
    }
  });

  const preferencesOf = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: bearer(token) })).json();

  it('goes by e-mail only to those who chose it, in their language, once however often it is queued', async () => {
    expect(await queueNews(ctx.db, 'kisumu-2026', letter)).toBe(2);
    expect(await queueNews(ctx.db, 'kisumu-2026', letter)).toBe(0);
    await ctx.app.notificationWorkers.runOnce();
    const mails = mailsIn(ctx.outboxDir);
    expect(mails.filter((mail) => mail.to === reader.email).map((mail) => mail.subject)).toEqual([letter.en.subject]);
    expect(mails.filter((mail) => mail.to === swahiliReader.email).map((mail) => mail.subject)).toEqual([letter.sw.subject]);
    expect(mails.some((mail) => mail.to === notChosen.email)).toBe(false);
    const swahili = mails.find((mail) => mail.to === swahiliReader.email)!;
    expect(swahili.text).toContain(letter.sw.text);
    expect(swahili.text).toContain(`/api/notifications/unsubscribe?token=${unsubscribeToken(testJwtSecret, swahiliReader.id)}`);
  });

  it('carries the one-click unsubscribe headers mail programs show as a button', () => {
    const raw = readdirSync(ctx.outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(path.join(ctx.outboxDir, file), 'utf8'))
      .find((mail) => mail.includes(`To: ${reader.email}`))!
      // Long headers are folded onto the next line (RFC 5322); unfolded, each is one line.
      .replace(/\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('asks before it unsubscribes: opening the link changes nothing, its button turns news off', async () => {
    const address = `/api/notifications/unsubscribe?token=${unsubscribeToken(testJwtSecret, reader.id)}`;
    const page = await ctx.app.inject({ method: 'GET', url: address });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect((await preferencesOf(reader.accessToken)).news).toEqual({ sms: false, email: true });

    const done = await ctx.app.inject({ method: 'POST', url: address, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(await preferencesOf(reader.accessToken)).toEqual({ ...newsOn, news: { sms: false, email: false } });
  });

  it('refuses a token that is not ours, and changes nothing', async () => {
    const [id] = unsubscribeToken(testJwtSecret, swahiliReader.id).split('.');
    for (const token of [`${id}.forged`, unsubscribeToken('another-secret-that-is-long-enough-32', swahiliReader.id), 'nonsense', '']) {
      const answer = await ctx.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(answer.statusCode, token).toBe(404);
    }
    expect((await preferencesOf(swahiliReader.accessToken)).news).toEqual({ sms: false, email: true });
  });
});
