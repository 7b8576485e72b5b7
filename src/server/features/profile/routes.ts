import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireSeller, requireUser, sellerOnly, signedIn, tokenCookieOptions } from '#server/http/auth.ts';
import { AppError } from '#server/errors.ts';
import { limitCheck, limitRoute, type Limit } from '#server/http/rate-limit.ts';
import { toPublicUser } from '#server/features/auth/service.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE, type SessionStore } from '#server/features/auth/sessions.ts';
import { IMAGE_TOO_LARGE } from '#server/integrations/storage/images.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { SecretBox } from '#server/security/secret-box.ts';
import { publicUserSchema } from '#shared/schemas/auth.ts';
import { shippingInfoResponseSchema, shippingInfoSchema } from '#shared/schemas/checkout.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { passwordChangeSchema, PROFILE_IMAGE_MAX_URL, profileSchema } from '#shared/schemas/profile.ts';
import { shippingSettingsSchema } from '#shared/schemas/shipping-settings.ts';
import { changePassword, updateProfile, updateShippingInfo } from './service.ts';
import { saveShippingSettings } from './shipping-settings.ts';

/** Per user: a stolen session must not become a way to guess the password. */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You have been signed out on every other device.';

export interface ProfileRouteDeps extends FeatureDeps {
  sessions: SessionStore;
  storage: FileStorage;
  secureCookies: boolean;
  /** seals sellers' USPS API keys (users.usps_api_key_encrypted) */
  uspsKeys: SecretBox;
  /** attempts to change the email per user (the registration limit: both can tell which emails have accounts) */
  emailChangeLimit: Limit;
}

/** The signed-in user's own profile (docs/product.md A7, docs/product.md B2, B5 and B7); owners only. */
export async function profileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per user from any address: the account, not its address, is what probes (decision 0039).
  const emailChange = limitCheck(app, 'email-change', deps.emailChangeLimit, (request) => String(request.user?.id ?? ''));

  api.patch('/api/user/shipping-info', { ...signedIn, schema: { body: shippingInfoSchema, response: { 200: shippingInfoResponseSchema } } }, async (request) =>
    updateShippingInfo(deps.db, requireUser(request).id, request.body),
  );

  api.put(
    '/api/user',
    {
      ...signedIn,
      schema: { body: profileSchema, response: { 200: publicUserSchema } },
      // The spec sends the picture inside the JSON as a data URL: room for one of 10MB.
      bodyLimit: PROFILE_IMAGE_MAX_URL + 64 * 1024,
      errorHandler: (error) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'payload_too_large', IMAGE_TOO_LARGE);
        throw error;
      },
    },
    async (request) => {
      const user = requireUser(request);
      // A 409 tells whether an email has an account, so only attempts to change it count; once
      // limited, every change gets 429 whether the address is taken or free.
      if (request.body.email.toLowerCase() !== user.email.toLowerCase()) await emailChange(request);
      return toPublicUser(await updateProfile(deps.db, deps.storage, user, request.body));
    },
  );

  // Shipping Settings (docs/product.md B5 and B7): sellers only; anyone else is refused before their body is judged.
  api.put('/api/user/shipping-settings', { ...sellerOnly, schema: { body: shippingSettingsSchema, response: { 200: publicUserSchema } } }, async (request) =>
    toPublicUser(await saveShippingSettings(deps.db, deps.uspsKeys, requireSeller(request), request.body)),
  );

  api.put(
    '/api/user/password',
    {
      ...signedIn,
      schema: { body: passwordChangeSchema, response: { 200: messageSchema } },
      config: limitRoute('password-change', PASSWORD_CHANGE_LIMIT, (request) => String(request.user?.id ?? '')),
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A logged-out browser's token counts too: the current password is proof enough for a full one.
      const remembered = (await deps.sessions.findRemembered(request.cookies[REMEMBER_COOKIE]))?.user.id === user.id;
      await changePassword(deps.db, user, request.body);
      // Every token of the user is gone; this browser alone gets new ones (and stays remembered if it was).
      const session = await deps.sessions.create(user.id, 'session');
      reply.setCookie(SESSION_COOKIE, session.token, tokenCookieOptions(deps.secureCookies, session.expiresAt));
      if (remembered) {
        const token = await deps.sessions.create(user.id, 'remember');
        reply.setCookie(REMEMBER_COOKIE, token.token, tokenCookieOptions(deps.secureCookies, token.expiresAt));
      }
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
