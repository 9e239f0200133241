import { SIGN_IN_HANDOVER_COOKIE, type ErrorCode } from '@fundi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TEXTS } from '../lib/api-texts';
import { pageLanguage } from '../lib/page-rendering/page-language';

/** Sends the page at the request's address, rendered with `state` as its router state (web-app.ts). */
export type SendPageWith = (request: FastifyRequest, reply: FastifyReply, state: unknown) => unknown;

/** What a plain form may send: the contact form's message is the longest field. */
const FORM_LIMIT_BYTES = 64 * 1024;

/**
 * The login and contact pages are sent as HTML before their script arrives, and their forms are
 * plain POST forms too (docs/decisions/0056-pages-sent-as-html.md): someone on a slow phone who
 * sends one before the script has run is served here. Each is handed to the API route the
 * script would have called, as that visitor, so its rules, words and rate limits are the same;
 * the page is then rendered again with the outcome, or, after a login, the session is handed
 * to the script through a one-minute cookie.
 */
export async function registerPlainForms(app: FastifyInstance, sendPageWith: SendPageWith): Promise<void> {
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) =>
      done(null, new URLSearchParams(String(body))),
    );

    forms.post('/login', { schema: { hide: true } }, async (request, reply) => {
      if (!isFromThisSite(request)) return refuseCrossSite(request, reply, sendPageWith, { identifier: '' });
      const fields = formFields(request);
      const identifier = fields.get('identifier') ?? '';
      const rememberMe = fields.get('rememberMe') === 'on';
      const answer = await askApi(app, request, '/auth/login', { identifier, password: fields.get('password') ?? '', rememberMe });
      if (answer.statusCode !== 200) return sendPageWith(request, reply.code(answer.statusCode), { identifier, refusal: refusal(answer) });
      const { accessToken, refreshToken, language } = answer.json<{ accessToken: string; refreshToken: string; language: string }>();
      const handover = encodeURIComponent(JSON.stringify({ accessToken, refreshToken, language, identifier: rememberMe ? identifier : null }));
      const secure = request.protocol === 'https' ? '; Secure' : '';
      // Back to the login page (and its `?next=`): signed in, it leads on as it does after any login.
      return reply
        .header('set-cookie', `${SIGN_IN_HANDOVER_COOKIE}=${handover}; Path=/; Max-Age=60; SameSite=Strict${secure}`)
        .header('cache-control', 'no-store')
        .redirect(request.url, 303);
    });

    forms.post('/contact', { schema: { hide: true } }, async (request, reply) => {
      if (!isFromThisSite(request)) return refuseCrossSite(request, reply, sendPageWith, { values: { name: '', email: '', message: '' } });
      const fields = formFields(request);
      const values = { name: fields.get('name') ?? '', email: fields.get('email') ?? '', message: fields.get('message') ?? '' };
      const answer = await askApi(app, request, '/api/contact-us', { ...values, language: pageLanguage(request.url, request.headers) });
      if (answer.statusCode === 200) return sendPageWith(request, reply, { sent: true });
      return sendPageWith(request, reply.code(answer.statusCode), { refusal: refusal(answer), values });
    });
  });
}

function formFields(request: FastifyRequest): URLSearchParams {
  return request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
}

function askApi(app: FastifyInstance, request: FastifyRequest, url: string, payload: object) {
  const { 'user-agent': userAgent, 'accept-language': acceptLanguage } = request.headers;
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: request.ip,
    headers: { 'content-type': 'application/json', ...(userAgent && { 'user-agent': userAgent }), ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
  });
}

function refusal(answer: { statusCode: number; body: string }) {
  let said: { error?: string; message?: string; code?: string } = {};
  try {
    said = JSON.parse(answer.body) as typeof said;
  } catch {
    // Not the API's JSON (nothing it sends): the page says its general words.
  }
  return { status: answer.statusCode, body: { error: said.error, message: said.message, code: said.code } };
}

/**
 * A form posted from another site is refused: it could sign someone into an account that is
 * not theirs (login CSRF) or send messages in their name. Browsers say where a form came from
 * (Sec-Fetch-Site, else Origin); a request saying neither is not a browser's cross-site post.
 */
function isFromThisSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const { origin } = request.headers;
  return origin === undefined || origin === `${request.protocol}://${request.host}`;
}

/**
 * The page again, 403, saying in the reader's language that the form must be filled in here.
 * Nothing the other site sent is shown back or kept.
 */
function refuseCrossSite(request: FastifyRequest, reply: FastifyReply, sendPageWith: SendPageWith, emptyForm: object) {
  const code = 'FORM_FROM_ANOTHER_SITE' satisfies ErrorCode;
  return sendPageWith(request, reply.code(403), { ...emptyForm, refusal: { status: 403, body: { error: API_TEXTS[code], code } } });
}
