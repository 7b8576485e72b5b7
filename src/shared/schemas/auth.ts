import { z } from 'zod';
import type { PublicUser, RememberedUser } from '#shared/user.ts';
import { dbId } from './common.ts';

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

const username = z
  .string({ message: 'Username must be at least 3 characters' })
  .trim()
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username can only contain letters, numbers, dots, dashes and underscores');
const password = z
  .string({ message: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const loginSchema = z.object({
  username: z.string({ message: 'Username must be at least 3 characters' }).trim().min(USERNAME_MIN, 'Username must be at least 3 characters'),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server accepts for POST /api/register (the confirmation never leaves the browser). */
export const registerSchema = z.object({
  username,
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  password,
  fullName: optionalText(120),
  address: optionalText(300),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form adds the confirmation, checked in the browser only. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const quickLoginSchema = z.object({
  userId: dbId('userId must be a number'),
});

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

/** The signed-in user as the API shows them: never a password hash, a token or a USPS key. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  address: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  isSeller: z.boolean(),
  isAdmin: z.boolean(),
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  createdAt: z.string(),
  uspsUserId: z.string().nullable().optional(),
  uspsApiKey: z.string().nullable().optional(),
  uspsApiKeySet: z.boolean().optional(),
  shippingOriginZip: z.string().nullable().optional(),
  uspsEnabled: z.boolean().optional(),
}) satisfies z.ZodType<PublicUser>;

/** GET /api/user for a browser that remembers an account but is not signed in. */
export const rememberedUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  remembered: z.literal(true),
  passwordRequired: z.literal(true).optional(),
}) satisfies z.ZodType<RememberedUser>;

/** GET /api/user */
export const sessionUserSchema = z.union([publicUserSchema, rememberedUserSchema]);
