/**
 * @generated SignedSource<<b3e50ba0e20fa48e4f28e77428ea767a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicationsTab_row$data = {
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly dosageUnits: ReadonlyArray<{
    readonly dosage: string;
    readonly unit: string;
  }>;
  readonly doseInstructions: string;
  readonly drugCode: string;
  readonly id: string;
  readonly productName: string;
  readonly sideEffects: string;
  readonly species: ReadonlyArray<{
    readonly id: string;
    readonly specie: string;
  }>;
  readonly " $fragmentType": "MedicationsTab_row";
};
export type MedicationsTab_row$key = {
  readonly " $data"?: MedicationsTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicationsTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "MedicationsTab_row"
};

(node as any).hash = "0fe601dd6cde3390f23bce7fa03c4943";

export default node;
