import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** POST /api/contact-us (SPEC §7): 200 on success, `{ error }` otherwise. */
export function sendContactMessage(message: ContactRequest): Promise<unknown> {
  return api.post('/api/contact-us', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
