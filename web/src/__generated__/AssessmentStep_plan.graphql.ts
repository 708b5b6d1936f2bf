/**
 * @generated SignedSource<<d2222bdaf11f12135e774ba7a4e9bf18>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssessmentStep_plan$data = {
  readonly id: string;
  readonly isClientAtClinic: boolean;
  readonly items: ReadonlyArray<{
    readonly ai: boolean;
    readonly aiReason: string | null | undefined;
    readonly approved: boolean;
    readonly catalogueId: string;
    readonly category: string | null | undefined;
    readonly code: string;
    readonly comment: string;
    readonly description: string;
    readonly directions: string;
    readonly dosageOptions: ReadonlyArray<{
      readonly dosage: string;
      readonly unit: string;
    }>;
    readonly doseInstructions: string;
    readonly doseMg: number | null | undefined;
    readonly dosesPerDay: number | null | undefined;
    readonly id: string;
    readonly kind: TreatmentPlanItemKind;
    readonly name: string;
    readonly quantity: number;
    readonly removed: boolean;
    readonly selectedDosage: {
      readonly dosage: string;
      readonly unit: string;
    } | null | undefined;
    readonly sideEffects: string;
  }>;
  readonly totals: {
    readonly subtotalCents: number;
    readonly taxCents: number;
    readonly taxRate: number;
    readonly totalCents: number;
  };
  readonly updatedAt: string;
  readonly updatedByName: string;
  readonly version: number;
  readonly " $fragmentType": "AssessmentStep_plan";
};
export type AssessmentStep_plan$key = {
  readonly " $data"?: AssessmentStep_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_plan">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AssessmentStep_plan"
};

(node as any).hash = "6cff0ea99000b11b4055a2b2e697dd03";

export default node;
