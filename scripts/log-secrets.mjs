// What must never appear in a log line (SECURITY.md "Secrets and logs"). Used by
// scripts/scan-logs.mjs and tested in apps/server/test/abuse/log-scan.test.ts.

/** The passwords the tests and the demo data use that the shape below does not catch. */
const knownPasswords = ['Secret#Passw0rd', 'Not-my#Password1'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value that only says it was hidden: what log-redaction.ts writes instead of the secret. */
const notRedacted = '(?!\\[redacted\\]|%5Bredacted%5D)';

const secretPatterns = [
  { name: 'JWT (access token)', pattern: /eyJ[\w-]+\.[\w-]+\.[\w-]+/ },
  {
    // lib/secret-tokens.ts: 32 random bytes in base64url, exactly 43 characters (refresh tokens,
    // reset tokens). Requiring upper case, lower case and a digit keeps long words and fuzzers'
    // `aaaa...` runs out; a real token lacks one of them about once in 1,400, and a leak repeats.
    name: 'refresh or reset token',
    pattern: /(?<![\w-])(?=[\w-]{0,42}[A-Z])(?=[\w-]{0,42}[a-z])(?=[\w-]{0,42}\d)[\w-]{43}(?![\w-])/,
  },
  { name: 'reset link', pattern: new RegExp(`reset-password\\?token=${notRedacted}[^\\s"&#]`, 'i') },
  {
    // The query keys log-redaction.ts hides (OAuth codes and state, tokens handed to the callback page).
    name: 'secret in a query string',
    pattern: new RegExp(`[?&](?:token|code|state|access_?token|refresh_?token|id_token)=${notRedacted}[^\\s"&#]`, 'i'),
  },
  {
    name: 'secret field',
    pattern: new RegExp(`"(?:password|currentPassword|newPassword|token|accessToken|refreshToken|authorization|cookie|set-cookie)"\\s*:\\s*"${notRedacted}`, 'i'),
  },
  { name: 'authorization header value', pattern: /\b(?:Bearer|Basic)\s+[\w\-.~+/]{8,}/ },
  {
    // The demo password Fundi#2026 and the tests' Kenya#2026x, Wrong#3f9a... all share this shape.
    name: 'test password',
    pattern: new RegExp(`[A-Z][a-z]+#\\d+[A-Za-z0-9]*|${knownPasswords.map(escape).join('|')}`),
  },
];

/** The names of the patterns a line matches (empty when the line is clean). */
export function findSecrets(line) {
  return secretPatterns.filter(({ pattern }) => pattern.test(line)).map(({ name }) => name);
}
