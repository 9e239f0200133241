/**
 * docs/product.md §3: an offering without its own description says what it is. The API sends
 * these words as data, in English, like the sellers' own descriptions.
 */
export function offeringDescription(description: string | null | undefined, serviceTitle: string): string {
  return description || `Specializing in ${serviceTitle}`;
}
