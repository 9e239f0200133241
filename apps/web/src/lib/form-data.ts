export type FormDataValue = string | number | Blob | null | undefined;

/**
 * A multipart body from plain values. Numbers are sent as text (the server reads every
 * field as text). With `omitEmpty`, blank and missing values are left out altogether
 * (docs/product.md §3's become-seller payload); otherwise a blank text is sent as '' and only
 * null/undefined are left out.
 */
export function toFormData(values: Record<string, FormDataValue>, { omitEmpty = false } = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name);
      continue;
    }
    const text = String(value);
    if (omitEmpty && text.trim() === '') continue;
    form.append(name, text);
  }
  return form;
}
