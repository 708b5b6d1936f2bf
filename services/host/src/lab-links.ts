// Where the services host points the main service's lab and practice-system calls (PLAN-18,
// 'In-process interfaces'): the clinic's reference lab and practice system, read through the
// thirdparty service's adapters and the clinic's sealed connections. Main never calls a partner
// itself; sending an order is a retried job and polling is scheduled work, so no person's token is
// involved (like echeckin-source.ts). thirdparty's failures become main's LabLinkError and
// PracticeLinkError with the same kind and message.
import { LabLinkError, PracticeLinkError, type LabLink, type PracticeLink } from '@vetchart/main/results/links';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { cancelLabOrder, clinicLab, connectedLabClinics, LabCallError, labOrders, labReport, labResultsSince, placeLabOrder } from '@vetchart/thirdparty/lab/lab';
import { PracticeCallError, writePracticeMedicalRecord, readPracticeMedicalRecord } from '@vetchart/thirdparty/practice/practice';

async function asLabLink<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof LabCallError) throw new LabLinkError(error.message, error.kind);
    throw error;
  }
}

export function thirdpartyLabLink(integrations: IntegrationDeps): LabLink {
  return {
    connectedClinics: () => connectedLabClinics(integrations),
    clinicLab: (clinicId) => clinicLab(integrations, clinicId),
    placeOrder: (clinicId, order) => asLabLink(() => placeLabOrder(integrations, clinicId, order)),
    cancelOrder: (clinicId, partnerOrderId) => asLabLink(() => cancelLabOrder(integrations, clinicId, partnerOrderId)),
    orders: (clinicId, partnerOrderIds) => asLabLink(() => labOrders(integrations, clinicId, partnerOrderIds)),
    resultsSince: (clinicId, since) => asLabLink(() => labResultsSince(integrations, clinicId, since)),
    report: (clinicId, partnerResultId) => asLabLink(() => labReport(integrations, clinicId, partnerResultId)),
  };
}

export function thirdpartyPracticeLink(integrations: IntegrationDeps): PracticeLink {
  return {
    async writeMedicalRecord(clinicId, record) {
      try {
        // A caller may name the record's kind and external id (main's write-back does); else a treatment result of the visit.
        return await writePracticeMedicalRecord(integrations, clinicId, record as Parameters<typeof writePracticeMedicalRecord>[2]);
      } catch (error) {
        if (error instanceof PracticeCallError) throw new PracticeLinkError(error.message, error.kind);
        throw error;
      }
    },
    async readMedicalRecord(clinicId, record) {
      try {
        const found = await readPracticeMedicalRecord(integrations, clinicId, record);
        return found && { record_id: found.id, title: found.title, date: found.date, kind: found.kind, sections: found.sections, medications: found.medications, charges: found.charges };
      } catch (error) {
        if (error instanceof PracticeCallError) throw new PracticeLinkError(error.message, error.kind);
        throw error;
      }
    },
  };
}
