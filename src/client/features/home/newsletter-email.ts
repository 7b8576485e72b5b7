// The newsletter signup's check (docs/product.md A5), kept as a small function so the home page's
// bundle does not carry zod; the server checks the same shape with newsletterSubscribeSchema.

const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterEmailProblem = { title: string; description: string };

/** Null when the address may be sent, otherwise the toast to show. */
export function newsletterEmailProblem(email: string): NewsletterEmailProblem | null {
  const value = email.trim();
  if (!value) return { title: 'Email Required', description: 'Please enter your email address' };
  if (!SHAPE.test(value) || value.length > 254) return { title: 'Invalid Email', description: 'Please enter a valid email address' };
  return null;
}
