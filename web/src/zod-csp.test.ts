import { expect, it } from 'vitest';

it('zod reads jitless from the global the entry sets, without the entry importing zod', async () => {
  await import('./zod-csp');
  const { config } = await import('zod/mini');
  expect(config().jitless).toBe(true);
});
