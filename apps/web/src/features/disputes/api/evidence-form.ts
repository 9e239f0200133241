import { toFormData, type FormDataValue } from '../../../lib/form-data';

/** A report's or a statement's fields with its photos, each a `photos` part as the server reads them. */
export function withPhotos(fields: Record<string, FormDataValue>, photos: File[]): FormData {
  const form = toFormData(fields);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}
