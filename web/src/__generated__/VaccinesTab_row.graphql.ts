/**
 * @generated SignedSource<<6e4a4708d449bcb95bf9473f14552639>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VaccinesTab_row$data = {
  readonly application: string;
  readonly category: {
    readonly id: string;
    readonly name: string;
  };
  readonly cost: string;
  readonly dosage: string;
  readonly id: string;
  readonly manufacturer: {
    readonly id: string;
    readonly name: string;
  };
  readonly name: string;
  readonly species: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly unit: string;
  readonly vaccineType: {
    readonly id: string;
    readonly name: string;
  };
  readonly volume: number;
  readonly " $fragmentType": "VaccinesTab_row";
};
export type VaccinesTab_row$key = {
  readonly " $data"?: VaccinesTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VaccinesTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "VaccinesTab_row"
};

(node as any).hash = "325a75a1888be8b6c95c688e69409750";

export default node;
