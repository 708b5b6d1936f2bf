// Confirms a sandbox intent with a card and, when the card asks for it (4000 0025 0000 3155), waits
// for the person's answer to the authentication step, as stripe.js does with 3-D Secure. The
// promise settles once the intent has an outcome: true when it succeeded, false when the provider
// refused the card (its message and code are in `cardError`).
import { useCallback, useRef, useState } from 'react';
import { authenticateSandboxIntent, confirmSandboxIntent, describeProviderError, type IntentAnswer, type SandboxCard } from './sandboxPayments';

export function useSandboxCardConfirmation(clientSecret: string | null) {
  const [cardError, setCardError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [answering, setAnswering] = useState(false);
  const pending = useRef<{ resolve: (succeeded: boolean) => void; reject: (error: unknown) => void } | null>(null);

  const settle = useCallback((answer: IntentAnswer): boolean => {
    if (answer.status === 'succeeded' || answer.status === 'processing') return true;
    setCardError(answer.error ? describeProviderError(answer.error) : 'Your card could not be charged. Please try a different card.');
    return false;
  }, []);

  const confirm = useCallback(
    async (card: SandboxCard): Promise<boolean> => {
      if (!clientSecret) throw new Error('The payment is not ready yet. Please try again.');
      setCardError(null);
      const answer = await confirmSandboxIntent(clientSecret, card);
      if (answer.status !== 'requires_action') return settle(answer);
      setAuthenticating(true);
      return new Promise<boolean>((resolve, reject) => {
        pending.current = { resolve, reject };
      });
    },
    [clientSecret, settle],
  );

  const authenticate = useCallback(
    async (approve: boolean) => {
      const waiting = pending.current;
      if (!clientSecret || !waiting) return;
      setAnswering(true);
      try {
        const answer = await authenticateSandboxIntent(clientSecret, approve);
        pending.current = null;
        setAuthenticating(false);
        waiting.resolve(settle(answer));
      } catch (error) {
        pending.current = null;
        setAuthenticating(false);
        waiting.reject(error);
      } finally {
        setAnswering(false);
      }
    },
    [clientSecret, settle],
  );

  return { confirm, authenticate, authenticating, answering, cardError, setCardError };
}
