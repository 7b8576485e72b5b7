import { z } from 'zod';

/** docs/product.md B5, the toast's description; its title is NEWSLETTER_MISSING_TITLE. */
export const NEWSLETTER_MISSING_TITLE = 'Missing Fields';
export const NEWSLETTER_MISSING_MESSAGE = 'Please provide both a title and content for your newsletter.';
export const NEWSLETTER_TITLE_MAX = 200;
export const NEWSLETTER_CONTENT_MAX = 50_000;

const required = (max: number, name: string) =>
  z
    .string({ message: NEWSLETTER_MISSING_MESSAGE })
    .trim()
    .min(1, NEWSLETTER_MISSING_MESSAGE)
    .max(max, `The ${name} must be at most ${max.toLocaleString('en-US')} characters`);

/** POST and PUT /api/admin/newsletters: both fields non-blank after trimming. */
export const newsletterSchema = z.object({
  title: required(NEWSLETTER_TITLE_MAX, 'title'),
  content: required(NEWSLETTER_CONTENT_MAX, 'content'),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/**
 * POST /api/newsletter/unsubscribe (and the one-click URL's query): the address and the token of
 * the link in the newsletter email.
 */
export const unsubscribeSchema = z.object({
  email: z
    .string({ message: 'The unsubscribe link is missing its email address.' })
    .trim()
    .min(1, 'The unsubscribe link is missing its email address.')
    .max(254, 'The email address in the unsubscribe link is not valid.'),
  token: z
    .string({ message: 'The unsubscribe link is missing its token.' })
    .trim()
    .min(1, 'The unsubscribe link is missing its token.')
    .max(200, 'This unsubscribe link is not valid.'),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

export type NewsletterStatus = 'draft' | 'sent';

export interface NewsletterDto {
  id: number;
  title: string;
  content: string;
  status: NewsletterStatus;
  /** how many subscribers it was sent to; null for a draft */
  recipientCount: number | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

/** POST /api/admin/newsletters/{id}/send */
export interface NewsletterSentDto {
  message: string;
  newsletter: NewsletterDto;
}

/** GET /api/admin/subscribers: how many of all subscribers (X-Total-Count) are subscribed now. */
export const ACTIVE_COUNT_HEADER = 'X-Active-Count';

export interface SubscriberDto {
  id: number;
  email: string;
  subscribed: boolean;
  createdAt: string;
}

/** Messages the client shows as they are. */
export interface MessageDto {
  message: string;
}

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

export const newsletterResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  status: z.enum(['draft', 'sent']),
  recipientCount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
}) satisfies z.ZodType<NewsletterDto>;

/** POST /api/admin/newsletters/{id}/send */
export const newsletterSentSchema = z.object({ message: z.string(), newsletter: newsletterResponseSchema }) satisfies z.ZodType<NewsletterSentDto>;

/** A row of GET /api/admin/subscribers */
export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  subscribed: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<SubscriberDto>;
