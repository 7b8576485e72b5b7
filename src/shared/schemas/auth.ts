import { z } from 'zod';
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
