import { identifierKind, normalizeEmail } from '@fundi/shared';
import { AppError } from '../../lib/app-error';
import { normalisePhone } from '../../lib/phone';

/**
 * An e-mail is stored lower-cased, a phone in E.164
 * (docs/decisions/0005-identifiers-and-login-answers.md).
 */
export function normaliseIdentifier(identifier: string): { email: string } | { phone: string } {
  const value = identifier.trim();
  if (identifierKind(value) === 'email') return { email: normalizeEmail(value) };
  const phone = normalisePhone(value);
  if (!phone) throw new AppError('invalid', 'INVALID_IDENTIFIER');
  return { phone };
}
