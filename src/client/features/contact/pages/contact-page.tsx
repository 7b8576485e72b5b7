import { useEffect, useRef, useState } from 'react';
import { ArrowRight, CircleCheck, House } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { SupportCard } from '#client/features/help/support-card.tsx';
import { CONTACT_SENT_MESSAGE, type ContactMessage } from '#shared/schemas/contact.ts';
import { SUPPORT_REPLY_TIME } from '#shared/site.ts';
import { contactErrorMessage, useSendContactMessage } from '../api.ts';
import { ContactForm } from '../components/contact-form.tsx';

const QUICK_ANSWERS = [
  { to: '/tracking', label: 'Where is my package?' },
  { to: '/returns-policy', label: 'How do I return an item?' },
  { to: '/shipping', label: 'What does shipping cost?' },
  { to: '/help', label: 'Browse all help topics' },
];

/** The success view: what happens next, Send Another Message and Return to Homepage. */
function MessageSent({ message, onAnother }: { message: ContactMessage; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was on is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="h-9 w-9" aria-hidden />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900">
        Thank you, your message is on its way
      </h2>
      <p className="mt-3 max-w-md text-slate-600">
        We'll reply to <span className="font-semibold break-all text-slate-900">{message.email}</span> within 1-2 business days. Look out for our answer in your
        inbox, and in your spam folder just in case.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button variant="brand" size="lg" onClick={onAnother}>
          Send Another Message
        </Button>
        <Link to="/" className={buttonClass({ variant: 'outline', size: 'lg' })}>
          <House className="h-5 w-5" aria-hidden />
          Return to Homepage
        </Link>
      </div>
    </div>
  );
}

/** /contact (docs/product.md B2, B4 and B8): the form or its success view, and how else to reach us. */
export default function ContactPage() {
  useSeo({
    title: 'Contact Us',
    description: `Questions about an order, a return or selling on Heartland Market? Send us a message. ${SUPPORT_REPLY_TIME}`,
  });
  const { user } = useAuth();
  const send = useSendContactMessage();
  // The sender of the last message, kept for the next one.
  const [sender, setSender] = useState<Pick<ContactMessage, 'name' | 'email'>>();

  const submit = (message: ContactMessage) =>
    send.mutate(message, {
      onSuccess: () => {
        setSender({ name: message.name, email: message.email });
        toast({ title: 'Message sent', description: CONTACT_SENT_MESSAGE, variant: 'success' });
      },
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Help Center', to: '/help' }, { label: 'Contact Us' }]} />
      <div className="mt-6 max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-slate-600">
          Have a question about an order, a return or selling with us? Send us a message and our support team will get back to you.
        </p>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Send us a message" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8 lg:self-start">
          {send.isSuccess ? (
            <MessageSent message={send.variables} onAnother={send.reset} />
          ) : (
            <ContactForm
              user={user}
              initial={sender}
              sending={send.isPending}
              error={send.isError ? contactErrorMessage(send.error) : null}
              onSubmit={submit}
            />
          )}
        </section>

        <aside className="space-y-6">
          <SupportCard />
          <nav aria-labelledby="quick-answers-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="quick-answers-title" className="text-lg font-bold text-slate-900">
              Quick answers
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {QUICK_ANSWERS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className="group flex items-center justify-between gap-3 py-2.5 text-sm font-medium text-slate-700 hover:text-brand-700">
                    {label}
                    <ArrowRight className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-brand-700" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}
