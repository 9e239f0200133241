import { LEGAL_DOCUMENTS, type Consents, type User } from '@fundi/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Amina Otieno',
    email: 'amina@example.co.ke',
    phone: null,
    role: 'buyer',
    isSeller: false,
    location: 'Nairobi',
    bio: null,
    profilePhoto: null,
    sellerProfile: null,
    isAdmin: false,
    ...overrides,
  };
}

/** What a person agreed to: by default the current terms and 18 or over, as every demo account. */
export function makeConsents({ accepted = LEGAL_DOCUMENTS.terms.version, adult = true }: { accepted?: string | null; adult?: boolean } = {}): Consents {
  return { terms: { accepted, current: LEGAL_DOCUMENTS.terms.version }, adult };
}

/**
 * An access token shaped like the server's (a JWT) whose claims say it expires in
 * `expiresInMs`. Unsigned: the web app never checks signatures, only reads `exp`.
 */
export function makeAccessToken(expiresInMs = 15 * 60_000, label = 'access'): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { sub: 'user-1', label, iat: nowSeconds, exp: nowSeconds + Math.round(expiresInMs / 1000) };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
