// The service shell and the demo data the embedded default loads.
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAuth, seedAuthDemo } from './service.ts';
import { signIn, startAuthHarness, type AuthHarness } from './testing.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => h?.close());

const TABLES = ['auth.organizations', 'auth.clinics', 'auth.users', 'auth.user_organizations', 'auth.link_tokens', 'auth.roles', 'auth.permissions', 'auth.role_permissions', 'mail.outbox'];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await h.count(table)])));

describe('auth service', () => {
  it('answers the health check and 404s unknown paths in the error format', async () => {
    expect(await h.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok', service: 'auth' } });
    expect(await h.call('GET', '/nope')).toMatchObject({ status: 404, body: { message: 'Not found.', errors: [] } });
  });

  it('migrates once: the permission catalogue and the five built-in roles', async () => {
    await migrateAuth(h.db);
    const permissions = await h.db.query<{ module: string; name: string }>(`SELECT module, name FROM auth.permissions ORDER BY module, name`);
    expect(permissions).toEqual([
      { module: 'Knowledge Base', name: 'Modify Knowledge Base' },
      { module: 'Pets', name: 'Add new Pet' },
      { module: 'Pets', name: 'Delete Pet' },
      { module: 'Pets', name: 'Edit Pet Details' },
      { module: 'User Management', name: 'Disable User' },
      { module: 'User Management', name: 'Edit User Details' },
      { module: 'User Management', name: 'Invite User' },
      { module: 'Visits', name: 'Add Visit' },
      { module: 'Visits', name: 'Lock Visit Note' },
    ]);
    const roles = await h.db.query<{ name: string; slug: string; n: number }>(
      `SELECT r.name, r.slug, count(rp.permission_id)::int AS n FROM auth.roles r LEFT JOIN auth.role_permissions rp ON rp.role_id = r.id
        WHERE r.organization_id IS NULL GROUP BY r.name, r.slug ORDER BY n DESC, r.name`,
    );
    expect(roles).toEqual([
      { name: 'Admin', slug: 'admin', n: 9 },
      { name: 'Super Admin', slug: 'super-admin', n: 9 },
      { name: 'veterinarian', slug: 'veterinarian', n: 5 },
      { name: 'veterinarian-technician', slug: 'veterinarian-technician', n: 3 },
      { name: 'veterinarian-assistant', slug: 'veterinarian-assistant', n: 2 },
    ]);
  });

  it('loads the demo organizations, people and pending invitations once', async () => {
    await seedAuthDemo(h.deps);
    const afterFirst = await counts();
    await seedAuthDemo(h.deps);
    expect(await counts()).toEqual(afterFirst);

    const expected: [string, string, string, boolean, boolean][] = [
      ['superadmin@demo.vet', 'Demo Animal Hospital', 'Super Admin', true, false],
      ['admin@demo.vet', 'Demo Animal Hospital', 'Admin', false, true],
      ['vet@demo.vet', 'Demo Animal Hospital', 'veterinarian', false, false],
      ['tech@demo.vet', 'Demo Animal Hospital', 'veterinarian-technician', false, false],
      ['assistant@demo.vet', 'Demo Animal Hospital', 'veterinarian-assistant', false, false],
      ['admin@other.vet', 'Other Pet Clinic', 'Admin', false, true],
    ];
    for (const [email, organization, role, isSuperAdmin, isClientAdmin] of expected) {
      const session = await signIn(h, email);
      expect(session.organization.name).toBe(organization);
      expect(session.clinics.map((clinic: { name: string }) => clinic.name)).toEqual([organization]);
      expect(session.user).toMatchObject({ is_super_admin: isSuperAdmin, is_client_admin: isClientAdmin, role: { name: role } });
      expect(session.user.contact_phone_number).toMatch(/^\d{10}$/);
      expect(session.subscription).toEqual({ plan_code: 'professional' });
    }
    const [owner] = await h.db.query<{ email: string; tax_rate: string }>(
      `SELECT u.email, c.tax_rate FROM auth.organizations o JOIN auth.users u ON u.id = o.owner_user_id JOIN auth.clinics c ON c.organization_id = o.id
        WHERE o.name = 'Demo Animal Hospital'`,
    );
    expect(owner).toEqual({ email: 'admin@demo.vet', tax_rate: '8.250' });

    const question = await h.db.query<{ question: string }>(`SELECT DISTINCT question FROM auth.security_answers`);
    expect(question).toEqual([{ question: 'What was the name of your first pet?' }]);

    const invites = (await listOutbox(h.db)).filter((mail) => mail.subject === 'You have been invited');
    expect(invites.map((mail) => mail.to_address).sort()).toEqual(['new.tech@demo.vet', 'new.vet@demo.vet']);
    for (const mail of invites) expect(mail.links[0]).toMatch(/^http:\/\/app\.test\/invite\/[A-Za-z0-9_-]{43}\?code=[A-Z2-9]{8}&id=[0-9a-f-]{36}$/);
  });
});
