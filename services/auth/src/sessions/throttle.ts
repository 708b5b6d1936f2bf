// Sign-in throttling with the shared limiter (platform/rate-limit.ts), as OWASP's authentication
// guidance describes: failures are counted
//   - per account and source address: loginMaxFailures in a row, then a pause of
//     loginBlockSeconds that doubles with each further failure (up to loginMaxBlockSeconds);
//     a success forgets them. This is what stops guessing from one machine, and an attacker's
//     failures never lock the owner signing in from their own address;
//   - per source address across accounts (loginMaxFailuresPerAddress an hour): one machine
//     trying many accounts;
//   - per account across addresses (loginMaxFailuresPerAccount an hour): generous enough that
//     one address with its pauses cannot reach it, so only guessing from many machines does.
// Keys are made from the e-mail as typed (lowercased), never from whether an account exists, so
// an unknown address is throttled exactly like a known one. Every attempt takes its hits before
// the password is checked, so a burst gets no more tries than the limits; a success gives the
// per-address and per-account hits back.
import type { Database, Sql } from '@vetchart/platform/database';
import type { HttpError } from '@vetchart/platform/http';
import type { ProductConfig } from '@vetchart/platform/config';
import { limitKey, refund, resetLimits, takeLimits, tooManyRequests, type LimitCheck } from '@vetchart/platform/rate-limit';

const HOUR = 60 * 60;
/** How long failures in a row are remembered for one account and address. */
const PAIR_MEMORY_SECONDS = 24 * HOUR;

export function signInChecks(config: ProductConfig, email: string, address: string): LimitCheck[] {
  return [
    {
      key: limitKey('sign-in-pair', email, address),
      policy: {
        points: config.loginMaxFailures,
        windowSeconds: PAIR_MEMORY_SECONDS,
        blockSeconds: config.loginBlockSeconds,
        growth: 2,
        maxBlockSeconds: config.loginMaxBlockSeconds,
      },
    },
    { key: limitKey('sign-in-address', address), policy: { points: config.loginMaxFailuresPerAddress, windowSeconds: HOUR } },
    { key: limitKey('sign-in-account', email), policy: { points: config.loginMaxFailuresPerAccount, windowSeconds: HOUR } },
  ];
}

export interface SignInAttempt {
  /** Seconds of the pause this attempt started for its account and address, should it fail. */
  pauseIfFailed: number;
  succeeded(sql: Sql): Promise<void>;
}

/** Takes the attempt's hits, or answers the refusal (429 with Retry-After). */
export async function beginSignIn(db: Database, config: ProductConfig, email: string, address: string): Promise<SignInAttempt | HttpError> {
  const checks = signInChecks(config, email, address);
  const taken = await takeLimits(db, checks);
  if (taken.refused) return throttled(taken.refused.retryAfterSeconds);
  return {
    pauseIfFailed: Math.max(0, ...taken.results.map((result) => result.pausedForSeconds)),
    async succeeded(sql) {
      // The pair's failures are forgotten, the others' hits given back, in the order consumeAll
      // takes the keys (sorted): a success holding one counter while waiting for another, against
      // an attempt counting them in the other order, was a deadlock PostgreSQL ended by failing
      // the sign-in (four journeys signing in as one account from one address met it).
      for (const check of [...checks].sort((a, b) => a.key.localeCompare(b.key))) {
        if (check === checks[0]) await resetLimits(sql, check.key);
        else await refund(sql, check.key);
      }
    },
  };
}

/** A new password ends every pause of the account, whichever address caused it. */
export async function forgetSignInFailures(sql: Sql, email: string): Promise<void> {
  // In the keys' sorted order (account before pair), as every attempt counts them.
  await resetLimits(sql, limitKey('sign-in-account', email));
  await resetLimits(sql, limitKey('sign-in-pair', email), { prefix: true });
}

export function throttled(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, seconds);
}
