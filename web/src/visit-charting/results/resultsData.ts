// The Results step's data as its fragment (ResultsStep_visit) reads it, named for the components
// that show each part.
import type { ResultsStep_visit$data } from '../../__generated__/ResultsStep_visit.graphql';

export type ResultsVisit = ResultsStep_visit$data;
export type VisitResultsData = ResultsVisit['results'];
export type LabOrderData = VisitResultsData['labOrders'][number];
export type LabResultData = VisitResultsData['labResults'][number];
export type InHouseResultData = VisitResultsData['inHouseResults'][number];
export type ResultCommentData = VisitResultsData['comments'][number];
export type TreatmentResultData = NonNullable<VisitResultsData['treatmentResult']>;
export type LabOrderingData = ResultsVisit['labOrdering'];
export type PlanItemData = NonNullable<ResultsVisit['treatmentPlan']>['items'][number];

/** What the step's parts need to know to write. */
export interface ResultsWriting {
  /** resultWritesAllowed(): the visit is not locked, nor SOAP Finalized without a reason. */
  writable: boolean;
  visitModificationId: string | null;
}
