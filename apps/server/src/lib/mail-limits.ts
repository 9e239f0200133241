import { enforceLimit } from './enforce-limit';
import type { Mailer } from './mailer';
import type { Limiter } from './rate-counters';

/**
 * Mail to the addresses people type (reset links, e-mail confirmations): at most the rule's
 * number per address per window, whoever asks and from wherever, so nobody can use Fundi to
 * flood an inbox. Past it the request is refused with a 429 and nothing is sent.
 */
export function limitMailsPerAddress(mailer: Mailer, limiter: Limiter): Mailer {
  return {
    async send(mail) {
      await enforceLimit(limiter, mail.to.trim().toLowerCase());
      await mailer.send(mail);
    },
  };
}
