import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Info, LogIn } from 'lucide-react';
import type { z } from 'zod';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { productQuery } from '#client/features/catalogue/api.ts';
import { ProductProblem } from '#client/components/catalogue/product-problem.tsx';
import { parseRouteId } from '#shared/route-id.ts';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { writeReviewSchema } from '#shared/schemas/catalogue.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import type { PublicUser } from '#shared/user.ts';
import { eligibilityQuery, useDirectReview } from '../api.ts';
import { CommentField } from '../components/comment-field.tsx';
import { RatingField } from '../components/rating-field.tsx';

/** Redirect to the product after a successful review (docs/product.md B9). */
const REDIRECT_AFTER_REVIEW_MS = 1500;
const COMMENT_MAX = 500;

// The comment is required here (3 to 500 characters); the payload still sends null for an empty one.
const formSchema = writeReviewSchema.pick({ rating: true }).extend({ comment: writeReviewSchema.shape.comment.unwrap().unwrap() });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** /write-review/{id} (docs/product.md B2): login, unknown product, form, submitting, success then redirect. */
export default function WriteReviewPage() {
  const id = parseRouteId(useParams().id);
  const { user, isLoading: sessionLoading } = useAuth();
  const product = useQuery({ ...productQuery(id ?? 0), enabled: id != null });
  const { pathname } = useLocation();
  useSeo({ title: 'Write a Review', noIndex: true });

  if (id == null || (product.error instanceof ApiError && product.error.status === 404)) {
    return <ProductProblem kind="not-found" linkText="Return to Homepage" />;
  }
  if (sessionLoading || product.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (product.isError) return <ProductProblem kind="error" />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <Link to={`/product/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to product
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">Write a Review</h1>
      <ProductSummary product={product.data} />
      {user ? <EligibleForm product={product.data} user={user} /> : <LoginRequired returnTo={pathname} />}
    </div>
  );
}

function ProductSummary({ product }: { product: ProductDto }) {
  return (
    <div className="mt-5 flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-3">
      <div className="w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-20">
        <ProductImage imageUrl={product.imageUrl} alt="" size={200} />
      </div>
      <p className="min-w-0 font-semibold text-slate-900">{product.name}</p>
    </div>
  );
}

function LoginRequired({ returnTo }: { returnTo: string }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">Login Required</h2>
      <p className="mt-2 text-slate-600">Please log in to submit a review.</p>
      <Link to={`/auth?returnTo=${encodeURIComponent(returnTo)}`} className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-5`}>
        <LogIn className="h-5 w-5" aria-hidden />
        Log In
      </Link>
    </div>
  );
}

/** The form, unless the server already says this user may not review the product. */
function EligibleForm({ product, user }: { product: ProductDto; user: PublicUser }) {
  const navigate = useNavigate();
  const eligibility = useQuery(eligibilityQuery(product.id));
  // After success the refreshed eligibility says "already reviewed": the form (and the pending
  // redirect) must stay until the product page takes over.
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => void navigate(`/product/${product.id}`), REDIRECT_AFTER_REVIEW_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate, product.id]);

  if (eligibility.isPending && !submitted) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Checking whether you can review this product" />
      </div>
    );
  }
  if (!submitted && !eligibility.data?.canReview) {
    return (
      <div role="status" className="mt-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <p>{eligibility.data?.message}</p>
          <Link to={`/product/${product.id}`} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            Back to {product.name}
          </Link>
        </div>
      </div>
    );
  }
  return <WriteReviewForm product={product} user={user} onSubmitted={() => setSubmitted(true)} />;
}

function WriteReviewForm({ product, user, onSubmitted }: { product: ProductDto; user: PublicUser; onSubmitted: () => void }) {
  const submit = useDirectReview(product.id);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const length = useWatch({ control, name: 'comment' })?.length ?? 0;
  const done = submit.isSuccess;

  const onSubmit = handleSubmit((values) =>
    submit.mutate(
      { userId: user.id, productId: product.id, rating: values.rating, comment: values.comment ? values.comment : null },
      {
        onSuccess: () => {
          toast({ title: 'Review Submitted', description: 'Thank you for your feedback!', variant: 'success' });
          // The product page follows after 1.5 s (cancelled if the user leaves first).
          onSubmitted();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            toast({ title: 'Authentication Required', description: 'Please log in to submit a review', variant: 'destructive' });
            return;
          }
          const detail = serverMessage(error, '');
          toast({
            title: 'Failed to submit your review. Please try again.',
            ...(detail ? { description: detail } : {}),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a review" className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <RatingField control={control} error={errors.rating?.message} disabled={submit.isPending || done} />
      <CommentField
        id="write-review-comment"
        label="Your review"
        placeholder="Share what you liked, how you use it, and how it has held up."
        hint={`${length}/${COMMENT_MAX} characters`}
        error={errors.comment?.message}
        disabled={submit.isPending || done}
        {...register('comment')}
      />
      <Button type="submit" variant="brand" size="lg" className="w-full sm:w-auto" disabled={submit.isPending || done}>
        {submit.isPending ? (
          <>
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
            Submitting...
          </>
        ) : done ? (
          'Review Submitted'
        ) : (
          'Submit Review'
        )}
      </Button>
    </form>
  );
}
