import { z } from 'zod';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#shared/images.ts';
import { shipsToCountry, US_ONLY_MESSAGE } from '#shared/zip-states.ts';
import { PASSWORD_MIN } from './auth.ts';

export const PROFILE_EMAIL_MESSAGE = 'Please enter a valid email';
/** A data URL of the largest picture: base64 takes 4 characters for every 3 bytes, plus its header. */
export const PROFILE_IMAGE_MAX_URL = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 200;

/** Optional text: blank is no value (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** The Account Information form (docs/product.md B5: a valid email; the address fields optional). */
export const profileFormSchema = z.object({
  fullName: optionalText('Full name', 120),
  email: z.string({ message: PROFILE_EMAIL_MESSAGE }).trim().max(254, PROFILE_EMAIL_MESSAGE).pipe(z.email(PROFILE_EMAIL_MESSAGE)),
  street: optionalText('Street', 300),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  zipCode: optionalText('ZIP code', 20),
  // The shop ships within the United States only (decision 0043): the saved address is checkout's prefill.
  country: optionalText('Country', 100).refine(shipsToCountry, US_ONLY_MESSAGE),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/**
 * PUT /api/user (docs/product.md B7). profileImage: a data URL replaces the picture, null or ''
 * removes it, the current picture's URL or no field at all keeps it.
 */
export const profileSchema = profileFormSchema.extend({
  profileImage: z.string({ message: 'The profile image must be a picture file' }).max(PROFILE_IMAGE_MAX_URL, IMAGE_TOO_LARGE).nullish(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;

const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
const newPassword = z.string({ message: PASSWORD_MESSAGE }).min(PASSWORD_MIN, PASSWORD_MESSAGE).max(200, 'Password must be at most 200 characters');

/** PUT /api/user/password (docs/product.md B5); the server also checks the current password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(200, 'Current password is incorrect'),
    newPassword,
    confirmPassword: newPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
