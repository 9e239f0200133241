import { vi } from 'vitest';

// Files, previews and multipart bodies in jsdom.

/**
 * jsdom has no blob: URLs; previews get numbered fake ones, and every revocation is
 * recorded, so tests can check that no preview is leaked.
 */
export function stubObjectUrls() {
  let next = 1;
  const create = vi.fn((_file: Blob) => `blob:preview-${next++}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { create, revoke };
}

/** A small file of the given type and size (bytes). */
export function makeFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** The text fields of a multipart body, in order, as [name, value] pairs (files by name). */
export function formEntries(body: unknown): Array<[string, string]> {
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}
