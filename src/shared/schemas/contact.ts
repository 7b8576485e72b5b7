import { z } from 'zod';

/** What a message is about (docs/product.md B3); the first is the default. The table's column holds the same. */
export const INQUIRY_TYPES = ['general', 'order', 'return', 'seller'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** How the form's select and the support email name each inquiry type. */
export const INQUIRY_LABELS: Record<InquiryType, string> = {
  general: 'General question',
  order: 'An order or a delivery',
  return: 'A return or refund',
  seller: 'Selling on Heartland Market',
};

export const CONTACT_MAX = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** Line breaks and runs of spaces become one space: the name and subject go into a mail's header line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** POST /api/contact and the /contact form (docs/product.md B3 and B5): all required but the type. */
export const contactSchema = z.object({
  name: z
    .string({ message: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(CONTACT_MAX.name, `Name must be at most ${CONTACT_MAX.name} characters`)
    .transform(oneLine),
  email: z
    .string({ message: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(CONTACT_MAX.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  inquiryType: z.enum(INQUIRY_TYPES, { message: 'Please choose what your message is about' }).default('general'),
  subject: z
    .string({ message: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(CONTACT_MAX.subject, `Subject must be at most ${CONTACT_MAX.subject} characters`)
    .transform(oneLine),
  message: z
    .string({ message: 'Please enter your message' })
    .trim()
    .min(1, 'Please enter your message')
    .max(CONTACT_MAX.message, `Message must be at most ${CONTACT_MAX.message.toLocaleString('en-US')} characters`),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** The answer of POST /api/contact and the success toast's text (docs/product.md B8). */
export const CONTACT_SENT_MESSAGE = "We've received your message and will respond soon.";
