import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { adminOnly } from '#server/http/auth.ts';
import { moderationResponseSchema, moderationSchema, type ModerationDto } from '#shared/schemas/seller.ts';
import { isModerationOn, setModeration } from './service.ts';

/**
 * Listing moderation: anyone may read it (the List a New Product page says whether a listing goes
 * live at once); only the administrator turns it on or off.
 */
export async function settingsRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings/moderation', { schema: { response: { 200: moderationResponseSchema } } }, async (): Promise<ModerationDto> => ({
    moderation: await isModerationOn(deps.db),
  }));

  api.put(
    '/api/admin/settings/moderation',
    { ...adminOnly, schema: { body: moderationSchema, response: { 200: moderationResponseSchema } } },
    async (request): Promise<ModerationDto> => ({
      moderation: await setModeration(deps.db, request.body.moderation),
    }),
  );
}
