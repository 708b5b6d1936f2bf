// Every service's migrations and, when configured, the demo data: once per start, under one lock,
// so replicas (or `pnpm start`'s service processes) starting together on one PostgreSQL database
// take turns instead of seeding the same rows at once. The one-process host runs it before starting
// the services (product.ts); with separate processes `pnpm start`'s primary runs it before forking
// them (separate-services.ts), and each service's own migrations then find their work done.
import { demoHospitalClinicOwners, demoHospitalClinics, demoOrganizationsForBilling } from '@vetchart/auth/demo/demo-data';
import { migrateAuth, seedAuthDemo } from '@vetchart/auth/service';
import { migrateBilling, seedBillingDemo, seedBillingSubscriptionsDemo } from '@vetchart/billing/service';
import { lookupIdsByName } from '@vetchart/inventory/lookups/lookup-names';
import { migrateInventory, seedInventoryDemo } from '@vetchart/inventory/service';
import { migrateMain, seedMainDemo, syncDemoPracticePatients } from '@vetchart/main/service';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { migrateOutbox } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import { seedPracticeDemo, seedThirdpartyDemo } from '@vetchart/thirdparty/integrations/demo';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { createThirdpartyIntegrations, migrateThirdparty } from '@vetchart/thirdparty/service';
import { sandboxPartnerFlags, startPartners, type SandboxPartners } from './partners.ts';

export interface SandboxPartnerFlags {
  /** Antech is the local sandbox lab: the demo hospital starts connected to it. */
  antechIsSandbox: boolean;
  /** Covetrus is the local sandbox practice: the demo hospital starts connected to it, a few of its patients synced. */
  covetrusIsSandbox: boolean;
}

/**
 * `integrations`: thirdparty's adapters and sealed connections; the demo hospital starts connected
 * to the sandbox lab and the sandbox practice system when they are the partners (the sandbox
 * partners must be listening).
 */
export async function migrateAndSeed(deps: ServiceDeps, integrations: IntegrationDeps, options: SandboxPartnerFlags): Promise<void> {
  const { db, config } = deps;
  await migrateOutbox(db);
  await db.withExclusiveLock('vetchart:startup', async () => {
    await migrateIdempotency(db);
    await migrateAuth(db);
    await migrateMain(db);
    await migrateBilling(db);
    await migrateInventory(db);
    await migrateThirdparty(db);
    if (config.demoData) {
      await seedBillingDemo(deps);
      await seedAuthDemo(deps);
      await seedBillingSubscriptionsDemo(deps, await demoOrganizationsForBilling(db));
      const demoClinics = await demoHospitalClinics(db);
      await seedInventoryDemo(deps, demoClinics);
      // Demo pets use the clinic's lookup ids, resolved by name through the inventory module.
      await seedMainDemo(db, await Promise.all(demoClinics.map(async (clinic) => ({ ...clinic, lookups: await lookupIdsByName(db, clinic.clinicId) }))));
      // The demo hospital starts connected to the sandbox lab (only when Antech is the local sandbox).
      const owners = await demoHospitalClinicOwners(db);
      await seedThirdpartyDemo(integrations, owners, { antechIsSandbox: options.antechIsSandbox });
      // And to the sandbox practice system (only when Covetrus is the local sandbox), with a few of
      // its patients synced as a person's Sync would: the clinic's lookup ids by name, as above.
      await seedPracticeDemo(integrations, owners, {
        covetrusIsSandbox: options.covetrusIsSandbox,
        linkPatients: async (tx, clinic, patients) =>
          syncDemoPracticePatients(tx, { ...clinic, userId: clinic.connectedBy.userId, lookups: await lookupIdsByName(tx, clinic.clinicId) }, patients),
      });
    }
  });
}

/**
 * What every start does before its services run: the partners (a sandbox for each one not
 * configured, outside production) and the sealed secrets, then migrateAndSeed, which connects the
 * demo clinic to the sandboxes. The sandboxes keep their orders and written records in thirdparty's
 * tables (migrated here before anything calls them), so a restart keeps them as the real partners
 * would. The partners stay listening for the caller (close them when done); a failure leaves none.
 */
export async function startPartnersAndMigrate(deps: ServiceDeps, secretKey?: Buffer): Promise<{ partners: SandboxPartners; integrations: IntegrationDeps }> {
  const partners = await startPartners(deps.db, deps.config);
  try {
    const integrations = createThirdpartyIntegrations(deps, { partnerUrls: partners.partnerUrls, secretKey });
    await migrateAndSeed(deps, integrations, sandboxPartnerFlags(partners));
    return { partners, integrations };
  } catch (error) {
    await partners.close();
    throw error;
  }
}
