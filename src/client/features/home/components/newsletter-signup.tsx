import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { newsletterEmailProblem } from '../newsletter-email.ts';

/** Newsletter signup (docs/product.md A4, A5, A8): idle, pending, success (field cleared) or failure. */
export default function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const subscribe = useMutation({
    mutationFn: (address: string) => apiJson<{ message?: string }>('POST', '/api/newsletter/subscribe', { email: address }),
    // A second try would subscribe the same address twice or hit the rate limit.
    retry: false,
    onSuccess: () => {
      setEmail('');
      toast({ title: 'Subscribed!', description: "You've been successfully subscribed to our newsletter.", variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Subscription Failed',
        description: serverMessage(error, 'An error occurred while subscribing. Please try again.'),
        variant: 'destructive',
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailProblem(email);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    subscribe.mutate(email.trim());
  };

  return (
    <section aria-labelledby="newsletter-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-12">
          <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-accent-600/10 text-accent-600">
            <Mail className="h-6 w-6" aria-hidden />
          </span>
          <h2 id="newsletter-title" className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Subscribe to Our Newsletter
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-600">
            New American makers, seasonal deals and stories from the workshop, once a week. Unsubscribe anytime.
          </p>
          <form onSubmit={onSubmit} noValidate className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="Enter your email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
            />
            <Button type="submit" size="lg" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
