/**
 * @generated SignedSource<<b981275e015b6c7c60145c7c6ab7418f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryTab_row$data = {
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly code: string;
  readonly createdAt: string;
  readonly dosageUnits: ReadonlyArray<{
    readonly dosage: string;
    readonly unit: string;
  }>;
  readonly doseInstructions: string;
  readonly id: string;
  readonly name: string;
  readonly productType: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly sideEffects: string;
  readonly species: ReadonlyArray<{
    readonly id: string;
    readonly specie: string;
  }>;
  readonly " $fragmentType": "InventoryTab_row";
};
export type InventoryTab_row$key = {
  readonly " $data"?: InventoryTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "InventoryTab_row"
};

(node as any).hash = "ce88f11d3054151cdd432eab1defb610";

export default node;
