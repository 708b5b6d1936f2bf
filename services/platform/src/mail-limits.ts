// How many e-mails of each kind the product sends: per recipient, per staff member who
// sends them, and per network address for the anonymous forms (sign-up, forgot password), all
// counted by the shared limiter (rate-limit.ts) over config.mailLimitWindowSeconds. The
// recipient is counted as typed, whether or not an account has that address, so a refusal
// tells nothing about who has an account.
import type { ProductConfig } from './config.ts';
import { limitKey, waitText, type LimitCheck } from './rate-limit.ts';

export type MailKind = 'password-reset' | 'sign-up' | 'history-form' | 'invite' | 'treatment-plan' | 'visit-summary' | 'consent' | 'follow-up';

export interface MailSender {
  /** The recipient's address. */
  to: string;
  /** The staff member sending it (their user id), for staff actions. */
  senderUserId?: string;
  /** The network address of an anonymous request. */
  address?: string;
}

export function mailChecks(config: ProductConfig, kind: MailKind, sender: MailSender): LimitCheck[] {
  const policy = (points: number) => ({ points, windowSeconds: config.mailLimitWindowSeconds });
  const checks: LimitCheck[] = [
    {
      key: limitKey(`mail-${kind}-to`, sender.to),
      policy: policy(config.mailLimitPerRecipient),
      message: (seconds) => `Too many e-mails were sent to this address. Try again in ${waitText(seconds)}.`,
    },
  ];
  if (sender.senderUserId) {
    checks.push({
      key: limitKey(`mail-${kind}-sender`, sender.senderUserId),
      policy: policy(config.mailLimitPerSender),
      message: (seconds) => `You have sent too many of these e-mails. Try again in ${waitText(seconds)}.`,
    });
  }
  if (sender.address) {
    checks.push({
      key: limitKey(`mail-${kind}-address`, sender.address),
      policy: policy(config.mailLimitPerAddress),
      message: (seconds) => `Too many requests came from your network. Try again in ${waitText(seconds)}.`,
    });
  }
  return checks;
}
