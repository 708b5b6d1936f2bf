// Which payment provider the service uses: PAYMENT_PROVIDER=sandbox (the default) or stripe.
// Production never falls back to the sandbox: its test card would activate any self-signed-up
// clinic's subscription for free. A test installation run with NODE_ENV=production says so with
// PAYMENT_SANDBOX=allowed.
import type { Database } from '@vetchart/platform/database';
import { StartupError } from '@vetchart/platform/startup-errors';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, sandboxWebhookSecret, type SandboxProvider } from './sandbox.ts';
import { createStripeProvider, stripeSettingsFromEnv } from './stripe.ts';

export const SANDBOX_REFUSED_IN_PRODUCTION =
  'The sandbox payment provider is refused in production: its test card activates any subscription. Set PAYMENT_PROVIDER=stripe, or PAYMENT_SANDBOX=allowed on a test installation.';

export type ConfiguredProvider = { provider: PaymentProvider; sandbox: SandboxProvider | null };

export function providerFromEnv(options: { db: Database; dataDir?: string; webhookUrl: () => string | undefined; env?: NodeJS.ProcessEnv }): ConfiguredProvider {
  const env = options.env ?? process.env;
  const name = env.PAYMENT_PROVIDER || 'sandbox';
  if (name === 'stripe') return { provider: createStripeProvider(stripeSettingsFromEnv(env)), sandbox: null };
  if (name !== 'sandbox') throw new StartupError(`PAYMENT_PROVIDER: "${name}" is not known; use sandbox or stripe.`);
  if (env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX !== 'allowed') throw new StartupError(SANDBOX_REFUSED_IN_PRODUCTION);
  const sandbox = createSandboxProvider({ db: options.db, webhookSecret: sandboxWebhookSecret(options.dataDir, env), webhookUrl: options.webhookUrl });
  return { provider: sandbox, sandbox };
}
