import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes on libuv's thread pool, so a login never blocks the event loop.
// Argon2id with the library's defaults (19 MiB, t=2), per OWASP's recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
