import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * One phone, one account: `0712 345 678`, `712345678` and `+254712345678` all become
 * +254712345678 (Kenya is the default country). Undefined when it is not a real number.
 */
export function normalisePhone(input: string): string | undefined {
  const phone = parsePhoneNumberFromString(input.trim(), 'KE');
  return phone?.isValid() ? phone.number : undefined;
}
