/** One message of the outbox as the admin lists it. */
export interface Delivery {
  id: string;
  kind: string;
  recipient: string;
  created: number;
  status: 'waiting' | 'sent' | 'failed';
  sent: number | null;
  attempts: number;
  lastError: string | null;
}
