import type { Language } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { readPreferences, savePreferences } from '../../lib/notifications/preferences';
import { accountOfUnsubscribeToken } from '../../lib/notifications/unsubscribe-token';
import { findAccountLanguage } from '../../lib/users/account-language';
import { notificationTexts } from '../../notification-texts';

const FORM_LIMIT_BYTES = 1024;

/**
 * A news e-mail's unsubscribe link (docs/product.md §10). Opening it (GET) only asks: mail
 * scanners open every link, and must not unsubscribe anyone. The page's button, and mail
 * programs' one-click unsubscribe (RFC 8058, the List-Unsubscribe-Post header), POST to the
 * same address, which turns news off by e-mail and SMS. The token names the account (HMAC, no
 * sign-in needed); a wrong one changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database; secret: string }> = async (app, { db, secret }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, _body, done) => done(null, undefined));
  const querystring = z.object({ token: z.string().max(200).default('') });

  app.get('/api/notifications/unsubscribe', { schema: { hide: true, querystring } }, async (request, reply) => {
    const userId = accountOfUnsubscribeToken(secret, request.query.token);
    if (!userId) return sendInvalid(reply);
    const language = await findAccountLanguage(db, userId);
    const words = notificationTexts(language).unsubscribePage;
    const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
    return sendPage(reply, 200, language, words.title, `<p>${escapeHtml(words.question)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(words.button)}</button></form>`);
  });

  app.post('/api/notifications/unsubscribe', { schema: { hide: true, querystring, body: z.unknown() } }, async (request, reply) => {
    const userId = accountOfUnsubscribeToken(secret, request.query.token);
    if (!userId) return sendInvalid(reply);
    const current = await readPreferences(db, userId);
    await savePreferences(db, userId, { ...current, news: { sms: false, email: false } });
    request.log.info('news unsubscribed by link');
    const language = await findAccountLanguage(db, userId);
    const words = notificationTexts(language).unsubscribePage;
    return sendPage(reply, 200, language, words.title, `<p>${escapeHtml(words.done)}</p>`);
  });
};

type Reply = { code: (status: number) => { type: (type: string) => { send: (body: string) => unknown } } };

function sendInvalid(reply: Reply) {
  const words = notificationTexts('en').unsubscribePage;
  return sendPage(reply, 404, 'en', words.title, `<p>${escapeHtml(words.invalid)}</p>`);
}

/** A page of its own, without the web app: it must work in any mail program's browser, even without JavaScript. */
function sendPage(reply: Reply, status: number, language: Language, title: string, body: string) {
  const page = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
