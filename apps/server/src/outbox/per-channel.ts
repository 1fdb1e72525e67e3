// One message, the rows of the channels it goes out on (decision 029): a mail row when the
// person gets this kind by mail (an address known, not switched off), a push row when they
// switched push on for it. The push row's key is the mail's with '.push' after it, so each
// channel is written once, whatever the other did.
import type { NewBericht } from './outbox-repository';

export type Message = Omit<NewBericht, 'channel' | 'address'>;

export const pushKey = (idempotencyKey: string) => `${idempotencyKey}.push`;

export function perChannel(
  message: Message,
  to: { mail: string | undefined; push: boolean },
): NewBericht[] {
  const rows: NewBericht[] = [];
  if (to.mail) rows.push({ ...message, channel: 'mail', address: to.mail });
  if (to.push && message.persoonId !== null) {
    rows.push({
      ...message,
      channel: 'push',
      address: null,
      idempotencyKey: pushKey(message.idempotencyKey),
    });
  }
  return rows;
}
