import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/**
 * POST /api/contact-us (docs/product.md §7): 200 `{ message }` on success, `{ error }` otherwise.
 * The page's language goes with it, so support answers in it.
 */
function sendContactMessage(message: ContactRequest) {
  return callApi('sendContactMessage', { body: { ...message, language: i18n.language } });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
