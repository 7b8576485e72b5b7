import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import {
  NEWSLETTER_CONTENT_MAX,
  NEWSLETTER_MISSING_MESSAGE,
  NEWSLETTER_MISSING_TITLE,
  NEWSLETTER_TITLE_MAX,
  newsletterSchema,
  type NewsletterInput,
} from '#shared/schemas/newsletter.ts';

const TEXTAREA =
  'block min-h-64 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base leading-relaxed text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-[background-color,border-color,color] hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-accent-600 aria-invalid:bg-red-50/40';

interface NewsletterFormProps {
  /** unique per form on the page (ids of the fields) */
  id: string;
  defaultValues?: NewsletterInput;
  submitLabel: string;
  pendingText: string;
  pending: boolean;
  onSubmit: (values: NewsletterInput) => void;
  onCancel?: () => void;
}

/** Title and content, both non-blank after trimming (docs/product.md B5): otherwise the 'Missing Fields' toast. */
export function NewsletterForm({ id, defaultValues = { title: '', content: '' }, submitLabel, pendingText, pending, onSubmit, onCancel }: NewsletterFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), defaultValues });

  const submit = handleSubmit(onSubmit, (invalid) => {
    const blank = [invalid.title, invalid.content].some((e) => e?.message === NEWSLETTER_MISSING_MESSAGE);
    if (blank) toast({ title: NEWSLETTER_MISSING_TITLE, description: NEWSLETTER_MISSING_MESSAGE, variant: 'destructive' });
  });
  const contentError = errors.content?.message;

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="space-y-5">
      <TextField
        id={`${id}-title`}
        label="Title"
        maxLength={NEWSLETTER_TITLE_MAX}
        placeholder="What this issue is about"
        error={errors.title?.message}
        {...register('title')}
      />
      <div>
        <label htmlFor={`${id}-content`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Content
        </label>
        <textarea
          id={`${id}-content`}
          rows={12}
          maxLength={NEWSLETTER_CONTENT_MAX}
          placeholder="Write your newsletter. A blank line starts a new paragraph."
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-content-error` : `${id}-content-hint`}
          className={TEXTAREA}
          {...register('content')}
        />
        {contentError ? (
          <p id={`${id}-content-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{contentError}</span>
          </p>
        ) : (
          <p id={`${id}-content-hint`} className="mt-1.5 text-xs text-slate-500">
            Sent as plain text and HTML; every email carries its own unsubscribe link.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:w-56">
          <SubmitButton pending={pending} pendingText={pendingText}>
            {submitLabel}
          </SubmitButton>
        </div>
        {onCancel && (
          <Button variant="outline" size="lg" className="h-11" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
