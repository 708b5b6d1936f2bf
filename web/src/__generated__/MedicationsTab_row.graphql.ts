/**
 * @generated SignedSource<<91be867ce2875ec52f3d9162ac6a68b8>>
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
  readonly dosing: ReadonlyArray<{
    readonly dosesPerDay: number;
    readonly enteredMax: number | null | undefined;
    readonly enteredMin: number | null | undefined;
    readonly enteredUnit: string;
    readonly maxMgPerDay: number | null | undefined;
    readonly maxMgPerDose: number | null | undefined;
    readonly notForSpecies: boolean;
    readonly route: string;
    readonly specieId: string;
  }>;
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

(node as any).hash = "46766ad52297409fdb63fe0f7b7eb776";

export default node;
