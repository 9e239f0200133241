// Secrets must never reach the logs: bearer tokens, cookies, and the one-time values that
// ride in query strings (reset tokens, OAuth codes, tokens handed to the callback page, and the
// web app's one-time value that ties a Google sign-in to its browser).
const secretQueryKeys = new Set(['token', 'code', 'state', 'client', 'accesstoken', 'refreshtoken', 'access_token', 'id_token', 'refresh_token']);

export function redactUrl(fullUrl: string): string {
  // M-Pesa's and Africa's Talking's callback URLs carry their secret as a path segment (docs/product.md §4, §10).
  const url = fullUrl.replace(/^\/api\/(mpesa|sms)\/[^/?]+/, '/api/$1/[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (secretQueryKeys.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
];
