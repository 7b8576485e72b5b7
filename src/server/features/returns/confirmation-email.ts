// The email a shopper gets when they ask to return an item: what was asked and what happens next,
// per the returns policy (docs/product.md B4 and B9). Written to the outbox in the request's own
// transaction, in the marketplace's mail frame; every stored string is escaped in the HTML.
import { button, escapeHtml as e, htmlMail, siteLink } from '#server/features/orders/confirmation-email.ts';
import type { MailMessage } from '#server/integrations/mail/outbox.ts';
import type { ReturnRequestDto } from '#shared/returns.ts';

export const RETURN_REQUEST_KIND = 'return_request';

const NEXT_STEPS = [
  'The seller reviews your request within 1-2 business days. Most requests are approved automatically; custom-made or perishable items may need more information from you.',
  'Once it is approved, we email you a prepaid return label.',
  'Pack the item and ship it back with that label.',
  'When the seller has received and inspected the item, your refund goes back to your original payment method.',
];

/** The confirmation of `request`, to `to` (the order's contact), greeting `name`. */
export function returnRequestEmail(request: ReturnRequestDto, to: string, name: string, publicUrl: string): MailMessage {
  const link = siteLink(publicUrl, '/returns');
  const what = `${request.quantity} × ${request.orderItem.product.name}`;

  const text = [
    `Hello ${name},`,
    '',
    `We received your request to return ${what} from order #${request.orderId}.`,
    `Reason: ${request.reason}`,
    `Details: ${request.additionalInfo}`,
    '',
    'What happens next',
    ...NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
    '',
    `Your return requests: ${link}`,
    '',
    'Heartland Market',
    '',
  ].join('\n');

  const html = htmlMail(
    'We received your return request',
    `<p>Hello ${e(name)},</p>
<p>We received your request to return <strong>${e(what)}</strong> from order <strong>#${request.orderId}</strong>.</p>
<p style="margin:0">Reason: ${e(request.reason)}<br>Details: ${e(request.additionalInfo)}</p>
<h2 style="font-size:16px;margin:16px 0 8px">What happens next</h2>
<ol style="margin:0;padding-left:20px">
${NEXT_STEPS.map((step) => `<li style="margin:0 0 6px">${e(step)}</li>`).join('\n')}
</ol>
${button(link, 'Your return requests')}`,
  );

  return { kind: RETURN_REQUEST_KIND, to, subject: `We received your return request for order #${request.orderId}`, text, html };
}
