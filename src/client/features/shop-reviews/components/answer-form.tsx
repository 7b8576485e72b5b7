import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { shopReplyInputSchema } from '#shared/schemas/shops.ts';
import { useAnswerReview } from '../api.ts';

/**
 * The seller's public answer to one review (once): a text area that takes the focus when opened,
 * 'Post Answer' and 'Cancel'. The reply schema is the route's; a refusal is said beside the field.
 */
export function AnswerForm({
  slug,
  reviewId,
  reviewer,
  onDone,
  onCancel,
}: {
  slug: string;
  reviewId: number;
  reviewer: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const answer = useAnswerReview(slug);
  useEffect(() => field.current?.focus(), []);

  const submit = () => {
    const parsed = shopReplyInputSchema.safeParse({ reply: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write an answer');
      field.current?.focus();
      return;
    }
    setError(null);
    answer.mutate(
      { reviewId, reply: parsed.data.reply },
      {
        onSuccess: onDone,
        onError: (e) => {
          setError(serverMessage(e, 'Your answer could not be posted. Please try again.'));
          field.current?.focus();
        },
      },
    );
  };

  return (
    <form
      className="mt-3 space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-reply`} className="block text-sm font-medium text-slate-800">
        Your public answer to {reviewer}
      </label>
      <textarea
        id={`${id}-reply`}
        ref={field}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="brand" size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Posting…' : 'Post Answer'}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
