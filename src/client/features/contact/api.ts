import { useMutation } from '@tanstack/react-query';
import { ApiError, apiJson, serverMessage } from '#client/lib/api.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

/** POST /api/contact, sent once: a second try could deliver the message twice or meet the rate limit. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => apiJson<{ message: string }>('POST', '/api/contact', message),
    retry: false,
  });
}

/**
 * The inline alert's words (docs/product.md B8): the server's message, 'Failed to send message.
 * Please try again.' for an answer without one, and for no answer at all (the network) 'An
 * unexpected error occurred. Please try again.'
 */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error, 'Failed to send message. Please try again.');
  return 'An unexpected error occurred. Please try again.';
}
