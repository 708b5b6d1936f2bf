// The e-mail carrying a subjective form link: sent by 'Send History Form' (routes.ts) and by the
// e-check-in scheduler before an appointment (../echeckin/).
import type { MailMessage } from '@vetchart/platform/mailer';

export interface FormMailInput {
  to: string;
  petName: string;
  parentFirstName: string | null;
  url: string;
  ttlDays: number;
  /** 'on 03/10/2026 at 2:30 PM': the appointment the form is for, when the scheduler sends it. */
  appointment?: string;
}

export function subjectiveFormMail(input: FormMailInput): MailMessage {
  const greeting = input.parentFirstName ? `Hello ${input.parentFirstName},` : 'Hello,';
  const before = input.appointment ? `Before ${input.petName}'s visit ${input.appointment}` : `Before ${input.petName}'s visit`;
  return {
    to: input.to,
    subject: input.appointment ? `Check in for ${input.petName}'s visit ${input.appointment}` : `Tell us about ${input.petName} before the visit`,
    text: `${greeting}\n\n${before}, please fill in the history (subjective) form:\n\n${input.url}\n\nThe link is valid for ${input.ttlDays} days.`,
  };
}
