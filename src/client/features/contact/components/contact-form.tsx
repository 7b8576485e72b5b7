import { useEffect, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Label from '@radix-ui/react-label';
import { CircleAlert, Send } from 'lucide-react';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import type { PublicUser } from '#shared/user.ts';
import { CONTACT_MAX, INQUIRY_LABELS, INQUIRY_TYPES, contactSchema, type ContactInput, type ContactMessage } from '#shared/schemas/contact.ts';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 ' +
  'transition-[border-color] hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-accent-600 aria-invalid:bg-red-50/40 aria-invalid:focus-visible:outline-accent-600';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}

function ControlLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <Label.Root htmlFor={htmlFor} className="mb-1.5 flex text-sm font-medium text-slate-800">
      {children}
    </Label.Root>
  );
}

/** The control's error props: marked invalid and described by its message. */
const invalid = (id: string, message?: string): Pick<ComponentProps<'input'>, 'aria-invalid' | 'aria-describedby'> =>
  message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/**
 * The Contact Us form (docs/product.md B3, B4 and B5): editing, then sending; an error from the
 * server shows in the alert above the button and the visitor's text stays. A signed-in user's name
 * and email are filled in, unless the visitor has typed there already.
 */
export function ContactForm({
  user,
  initial,
  sending,
  error,
  onSubmit,
}: {
  user: PublicUser | null;
  /** what the last message said of its sender, when writing another */
  initial?: Pick<ContactMessage, 'name' | 'email'>;
  sending: boolean;
  error: string | null;
  onSubmit: (message: ContactMessage) => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: initial?.name ?? '', email: initial?.email ?? '', inquiryType: 'general', subject: '', message: '' },
  });

  useEffect(() => {
    if (!user || initial) return;
    if (user.fullName && !getFieldState('name').isDirty) setValue('name', user.fullName);
    if (!getFieldState('email').isDirty) setValue('email', user.email);
  }, [user, initial, getFieldState, setValue]);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact Us" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Your Name" autoComplete="name" maxLength={CONTACT_MAX.name} error={errors.name?.message} {...register('name')} />
        <TextField
          id="contact-email"
          label="Email Address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CONTACT_MAX.email}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div>
        <ControlLabel htmlFor="contact-inquiry-type">What is this about?</ControlLabel>
        <select
          id="contact-inquiry-type"
          className={`${CONTROL} h-11`}
          {...invalid('contact-inquiry-type', errors.inquiryType?.message)}
          {...register('inquiryType')}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {INQUIRY_LABELS[type]}
            </option>
          ))}
        </select>
        <FieldError id="contact-inquiry-type-error" message={errors.inquiryType?.message} />
      </div>
      <TextField id="contact-subject" label="Subject" maxLength={CONTACT_MAX.subject} error={errors.subject?.message} {...register('subject')} />
      <div>
        <ControlLabel htmlFor="contact-message">Message</ControlLabel>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MAX.message}
          placeholder="Tell us how we can help. Include your order number if your message is about an order."
          className={`${CONTROL} min-h-36 resize-y py-2.5`}
          {...invalid('contact-message', errors.message?.message)}
          {...register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      {error && (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
          <p>{error}</p>
        </div>
      )}
      <SubmitButton pending={sending} pendingText="Sending...">
        <Send className="h-4 w-4" aria-hidden />
        Send Message
      </SubmitButton>
    </form>
  );
}
