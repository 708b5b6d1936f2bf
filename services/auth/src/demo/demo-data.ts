// The demo organizations of the embedded default (README "Demo data"): one hospital with a
// person in every built-in role, a second organization for isolation checks, and two pending
// invitations sent through the real invite path so their links sit in the dev mailbox.
import type { Sql } from '@vetchart/platform/database';
import { hashSecret, normalizeAnswer } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import {
  addMembership,
  builtInRole,
  insertClinic,
  insertOrganization,
  insertUser,
  saveSecurityAnswer,
  setOrganizationOwner,
  type Address,
} from '../accounts/repository.ts';
import { inviteUsers } from '../invites/invites.ts';
import { loadSession } from '../sessions/session.ts';

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_QUESTION = 'What was the name of your first pet?';
export const DEMO_ANSWER = 'Rex';
export const DEMO_ORGANIZATION = 'Demo Animal Hospital';
export const OTHER_ORGANIZATION = 'Other Pet Clinic';
const PLAN_CODE = 'professional';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roleSlug: string;
  isClientAdmin?: boolean;
  isSuperAdmin?: boolean;
  licenses?: Record<string, string>;
}

interface DemoOrganization {
  name: string;
  address: Address;
  clinic: { email: string; phone: string; taxRate: number };
  owner: string;
  people: DemoPerson[];
}

const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: DEMO_ORGANIZATION,
    address: { address1: '2150 South Lamar Blvd', address2: 'Suite 110', city: 'Austin', state: 'TX', zip: '78704', country: 'US' },
    clinic: { email: 'frontdesk@demo.vet', phone: '5125550100', taxRate: 8.25 },
    owner: 'admin@demo.vet',
    people: [
      { email: 'superadmin@demo.vet', firstName: 'Avery', lastName: 'Brooks', phone: '5125550101', roleSlug: 'super-admin', isSuperAdmin: true },
      { email: 'admin@demo.vet', firstName: 'Morgan', lastName: 'Hayes', phone: '5125550102', roleSlug: 'admin', isClientAdmin: true },
      {
        email: 'vet@demo.vet',
        firstName: 'Priya',
        lastName: 'Raman',
        phone: '5125550103',
        roleSlug: 'veterinarian',
        licenses: { veterinarian_license: 'TX-VET-20417', state: 'TX' },
      },
      { email: 'tech@demo.vet', firstName: 'Jordan', lastName: 'Ellis', phone: '5125550104', roleSlug: 'veterinarian-technician', licenses: { rvt_license: 'RVT-55102' } },
      { email: 'assistant@demo.vet', firstName: 'Sam', lastName: 'Ortiz', phone: '5125550105', roleSlug: 'veterinarian-assistant' },
    ],
  },
  {
    name: OTHER_ORGANIZATION,
    address: { address1: '88 NW Harbor Street', city: 'Portland', state: 'OR', zip: '97209', country: 'US' },
    clinic: { email: 'hello@other.vet', phone: '5035550140', taxRate: 0 },
    owner: 'admin@other.vet',
    people: [{ email: 'admin@other.vet', firstName: 'Casey', lastName: 'Nguyen', phone: '5035550141', roleSlug: 'admin', isClientAdmin: true }],
  },
];

const DEMO_INVITES = [
  { firstName: 'Riley', lastName: 'Chen', email: 'new.vet@demo.vet', phone: '5125550106', roleSlug: 'veterinarian' },
  { firstName: 'Taylor', lastName: 'Brooks', email: 'new.tech@demo.vet', phone: '5125550107', roleSlug: 'veterinarian-technician' },
];

export async function demoDataExists(sql: Sql): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM auth.organizations WHERE name = $1`, [DEMO_ORGANIZATION]);
  return rows.length > 0;
}

export async function createDemoOrganizations(deps: ServiceDeps): Promise<void> {
  // argon2 is slow on purpose; every demo account shares one password and one answer, so hash once.
  const [passwordHash, answerHash] = await Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(normalizeAnswer(DEMO_ANSWER))]);
  await deps.db.transaction(async (tx) => {
    for (const demo of DEMO_ORGANIZATIONS) {
      const organization = await insertOrganization(tx, { name: demo.name, address: demo.address, planCode: PLAN_CODE });
      const owner = demo.people.find((person) => person.email === demo.owner)!;
      const clinic = await insertClinic(tx, {
        organizationId: organization.id,
        name: demo.name,
        address: demo.address,
        email: demo.clinic.email,
        phone: demo.clinic.phone,
        contactName: `${owner.firstName} ${owner.lastName}`,
        taxRate: demo.clinic.taxRate,
      });
      for (const person of demo.people) {
        const user = await insertUser(tx, {
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone,
          passwordHash,
          verified: true,
          isSuperAdmin: person.isSuperAdmin,
          licenses: person.licenses,
        });
        const role = await builtInRole(tx, person.roleSlug);
        await addMembership(tx, {
          userId: user.id,
          organizationId: organization.id,
          roleId: role.id,
          isClientAdmin: person.isClientAdmin ?? false,
          clinicIds: [clinic.id],
        });
        await saveSecurityAnswer(tx, user.id, DEMO_QUESTION, answerHash);
        if (person.email === demo.owner) await setOrganizationOwner(tx, organization.id, user.id);
      }
    }
  });
}

/** The pending invitations, sent by the demo hospital's owner exactly as the app would send them. */
export async function sendDemoInvites(deps: ServiceDeps): Promise<void> {
  const [pending] = await deps.db.query(`SELECT 1 FROM auth.users WHERE lower(email) = $1`, [DEMO_INVITES[0]!.email]);
  if (pending) return;
  const [owner] = await deps.db.query<{ id: string }>(`SELECT id FROM auth.users WHERE lower(email) = 'admin@demo.vet'`);
  const session = owner && (await loadSession(deps.db, owner.id));
  if (!session) throw new Error('the demo owner admin@demo.vet is missing');
  const users = [];
  for (const { roleSlug, ...person } of DEMO_INVITES) {
    const role = await builtInRole(deps.db, roleSlug);
    users.push({ ...person, roleId: role.id, clinicId: session.principal.clinicId! });
  }
  await inviteUsers(deps, session.principal, session.principal.organizationCode, { users });
}

/** The demo hospital's clinics, for the services that seed their own demo rows per clinic. */
export async function demoHospitalClinics(sql: Sql): Promise<{ clinicId: string; organizationId: string }[]> {
  return sql.query<{ clinicId: string; organizationId: string }>(
    `SELECT c.id AS "clinicId", c.organization_id AS "organizationId"
       FROM auth.clinics c JOIN auth.organizations o ON o.id = c.organization_id
      WHERE o.name = $1 ORDER BY c.created_at`,
    [DEMO_ORGANIZATION],
  );
}

/**
 * The demo organizations as the billing service seeds their subscriptions: the demo hospital
 * paying (active), Other Pet Clinic not (inactive, so its admin meets the checkout); the owner pays.
 */
export async function demoOrganizationsForBilling(
  sql: Sql,
): Promise<{ organizationId: string; planCode: string; active: boolean; payer: { name: string; email: string } }[]> {
  const rows = await sql.query<{ id: string; name: string; plan_code: string; owner_name: string; owner_email: string }>(
    `SELECT o.id, o.name, o.plan_code, trim(u.first_name || ' ' || u.last_name) AS owner_name, u.email AS owner_email
       FROM auth.organizations o JOIN auth.users u ON u.id = o.owner_user_id
      WHERE o.name = ANY($1::text[]) ORDER BY o.created_at`,
    [[DEMO_ORGANIZATION, OTHER_ORGANIZATION]],
  );
  return rows.map((row) => ({
    organizationId: row.id,
    planCode: row.plan_code,
    active: row.name === DEMO_ORGANIZATION,
    payer: { name: row.owner_name, email: row.owner_email },
  }));
}

/** The demo hospital's clinics with their codes and the owner, for the services that record a demo change as made by someone (thirdparty's lab connection). */
export async function demoHospitalClinicOwners(sql: Sql): Promise<{ clinicId: string; organizationId: string; clinicCode: string; connectedBy: { userId: string; name: string } }[]> {
  const rows = await sql.query<{ clinic_id: string; organization_id: string; clinic_code: string; user_id: string; name: string }>(
    `SELECT c.id AS clinic_id, c.organization_id, c.clinic_code, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name
       FROM auth.clinics c JOIN auth.organizations o ON o.id = c.organization_id JOIN auth.users u ON u.id = o.owner_user_id
      WHERE o.name = $1 ORDER BY c.created_at`,
    [DEMO_ORGANIZATION],
  );
  return rows.map((row) => ({ clinicId: row.clinic_id, organizationId: row.organization_id, clinicCode: row.clinic_code, connectedBy: { userId: row.user_id, name: row.name } }));
}
