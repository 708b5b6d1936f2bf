/**
 * @generated SignedSource<<73325523372c89055f022de426cc4105>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type AiSourceType = "CATALOGUE" | "KNOWLEDGE_BASE" | "RULE" | "%future added value";
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssessmentStep_suggestion$data = {
  readonly catalogueId: string;
  readonly category: string | null | undefined;
  readonly code: string;
  readonly description: string;
  readonly dosageOptions: ReadonlyArray<{
    readonly dosage: string;
    readonly unit: string;
  }>;
  readonly doseInstructions: string;
  readonly kind: TreatmentPlanItemKind;
  readonly name: string;
  readonly reason: string;
  readonly sideEffects: string;
  readonly source: {
    readonly id: string | null | undefined;
    readonly label: string;
    readonly matchedText: string | null | undefined;
    readonly type: AiSourceType;
  };
  readonly " $fragmentType": "AssessmentStep_suggestion";
};
export type AssessmentStep_suggestion$key = {
  readonly " $data"?: AssessmentStep_suggestion$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_suggestion">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AssessmentStep_suggestion"
};

(node as any).hash = "e8eb82806fde0505372f5f2f52257c5f";

export default node;
