// What the dashboard shows for the organization's subscription (spec 000 sections 2 and 4): the
// screen while it is active; otherwise the card checkout for someone who may pay (a client admin
// or super admin), and for anyone else a notice saying whom to ask.
import type { Access } from '../auth/access';

export type GateView = 'screen' | 'checkout' | 'notice';

export function gateView(status: string, access: Pick<Access, 'isClientAdmin' | 'isSuperAdmin'>): GateView {
  if (status === 'ACTIVE') return 'screen';
  return access.isClientAdmin || access.isSuperAdmin ? 'checkout' : 'notice';
}
