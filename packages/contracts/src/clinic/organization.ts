// An organization (the practice that holds the clinics) as the auth service answers it
// (snake_case, docs/rest-auth-billing.md), each field named once; the gateway parses the service's
// answers with it (gateway/src/clinic/clinic-wire.ts).
import { z } from 'zod/mini';
import { answerId } from '../answer.ts';
import { wire } from '../wire.ts';

export const organizationAnswer = wire({ id: answerId, organizationCode: z.string(), name: z.string() });
export type Organization = z.output<typeof organizationAnswer>;
