// The administrator's view of the mail outbox (GET /api/admin/outbox): shared by the server and the page.

export type MailStatus = 'pending' | 'sent' | 'failed';

/** A message as GET /api/admin/outbox lists it. */
export interface OutboxMessageDto {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One message with its bodies, as GET /api/admin/outbox/{id} answers it. */
export interface OutboxMessageDetailDto extends OutboxMessageDto {
  text: string;
  html: string | null;
}
