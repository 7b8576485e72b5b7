import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { forbidden } from '#server/errors.ts';
import { limitRoute, type Limit } from '#server/http/rate-limit.ts';
import { newsletterSubscribeSchema } from '#shared/schemas/catalogue.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { unsubscribeSchema, type MessageDto, type UnsubscribeInput } from '#shared/schemas/newsletter.ts';
import { fileResponse } from '#server/http/openapi.ts';
import { SUBSCRIBED_MESSAGE, UNSUBSCRIBED_MESSAGE, subscribe, unsubscribe } from './service.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** Per client address: enough for a person, too few to fill the list with strangers' addresses. */
export const SUBSCRIBE_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid. Please use the link from your latest newsletter email.';

export interface NewsletterRouteDeps extends FeatureDeps {
  unsubscribeTokens: UnsubscribeTokens;
}

/**
 * The home page's signup (docs/product.md A5 and A8), the unsubscribe page's call (docs/product.md part B
 * section 4) and the one-click unsubscribe of the List-Unsubscribe header (RFC 8058).
 */
export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const leave = async ({ email, token }: UnsubscribeInput): Promise<MessageDto> => {
    if (!deps.unsubscribeTokens.verify(email, token)) throw forbidden(INVALID_LINK_MESSAGE);
    await unsubscribe(deps.db, email, deps.now());
    return { message: UNSUBSCRIBED_MESSAGE };
  };

  api.post(
    '/api/newsletter/subscribe',
    { schema: { body: newsletterSubscribeSchema, response: { 200: messageSchema } }, config: limitRoute('newsletter-subscribe', SUBSCRIBE_LIMIT) },
    // The same status and words whether or not the address was on the list already.
    async (request): Promise<MessageDto> => {
      await subscribe(deps.db, request.body.email, deps.now());
      return { message: SUBSCRIBED_MESSAGE };
    },
  );

  api.post('/api/newsletter/unsubscribe', { schema: { body: unsubscribeSchema, response: { 200: messageSchema } } }, async (request) => leave(request.body));

  // Mail providers POST `List-Unsubscribe=One-Click` (form-encoded or multipart) to the header's URL,
  // which carries the address and token: the body says nothing more, so any type is read and ignored.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/newsletter/unsubscribe-one-click', { schema: { querystring: unsubscribeSchema, response: { 200: messageSchema } } }, async (request) =>
        leave(request.query),
      );
  });

  // A mail client without one-click support opens the URL instead: the page asks before unsubscribing.
  api.get(
    '/api/newsletter/unsubscribe-one-click',
    { schema: { querystring: unsubscribeSchema, response: { 302: fileResponse('text/plain', 'To the unsubscribe page, which asks first') } } },
    async (request, reply) => {
      const query = new URLSearchParams({ email: request.query.email, token: request.query.token });
      return reply.redirect(`/newsletter/unsubscribe?${query}`);
    },
  );
}
