import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /api/contact-us (docs/product.md §7): 200 `{ message }` on success, `{ error }` otherwise. */
function sendContactMessage(message: ContactRequest) {
  return callApi('sendContactMessage', { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
