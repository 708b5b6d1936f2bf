import { describe, expect, it } from 'vitest';
import { gateView } from './subscriptionGate';

const admin = { isClientAdmin: true, isSuperAdmin: false };
const superAdmin = { isClientAdmin: false, isSuperAdmin: true };
const staff = { isClientAdmin: false, isSuperAdmin: false };

describe('the subscription checkout wrapper', () => {
  it('shows the screen to everyone while the subscription is active (a cancelled one too, until its period ends)', () => {
    for (const access of [admin, superAdmin, staff]) expect(gateView('ACTIVE', access)).toBe('screen');
  });

  it.each(['INACTIVE', 'INCOMPLETE', 'PAST_DUE', 'CANCELED'])('%s: the checkout for client admins and super admins, the notice for anyone else', (status) => {
    expect(gateView(status, admin)).toBe('checkout');
    expect(gateView(status, superAdmin)).toBe('checkout');
    expect(gateView(status, staff)).toBe('notice');
  });
});
