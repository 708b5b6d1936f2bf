// The thirdparty demo data: Demo Animal Hospital starts connected to the sandbox lab's demo
// account SANDBOX-LAB-1 (whose orphaned results the main service's poller imports), stored as a
// real connect stores it: the login's password sealed, the connection audited. Only when the
// Antech URL is the local sandbox lab; a clinic that has ever had a lab connection (one a person
// disconnected included) is left alone.
import type { IntegrationDeps } from './integrations.ts';
import { findAppBySlug, insertConnection, recordAudit } from './repository.ts';
import { ANTECH_SANDBOX_ACCOUNT } from '../sandbox/antech-sandbox.ts';

export interface DemoLabClinic {
  clinicId: string;
  organizationId: string;
  clinicCode: string;
  /** Who the connection is recorded as made by (the demo hospital's owner). */
  connectedBy: { userId: string; name: string };
}

export async function seedThirdpartyDemo(deps: IntegrationDeps, clinics: DemoLabClinic[], options: { antechIsSandbox: boolean }): Promise<void> {
  if (!options.antechIsSandbox) return;
  const app = await findAppBySlug(deps.db, 'antech');
  if (!app) return;
  const account = ANTECH_SANDBOX_ACCOUNT;
  for (const clinic of clinics) {
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx.query(`SELECT 1 FROM thirdparty.connections WHERE owner_clinic_id = $1 AND app_id = $2 LIMIT 1`, [clinic.clinicId, app.id]);
      if (existing) return;
      await insertConnection(tx, {
        appId: app.id,
        organizationId: clinic.organizationId,
        ownerClinicId: clinic.clinicId,
        clinicCode: clinic.clinicCode,
        clinicId: account.clinicId,
        accountId: account.accountId,
        username: account.username,
        partnerAccountName: account.name,
        // No token yet: the first lab call signs in with the login and keeps the token it gets.
        secretCiphertext: deps.secrets.seal({ password: account.password }, `${clinic.clinicId}:${app.id}`),
        connectedByUserId: clinic.connectedBy.userId,
        connectedByName: clinic.connectedBy.name,
      });
      await recordAudit(tx, {
        actorUserId: clinic.connectedBy.userId,
        organizationId: clinic.organizationId,
        clinicId: clinic.clinicId,
        action: 'integration.connect',
        targetType: 'integration',
        targetId: app.slug,
        detail: { clinic_id: account.clinicId, account_id: account.accountId, username: account.username, demo: true },
      });
    });
  }
}
