/**
 * @generated SignedSource<<70e8ff569256e9c1bbb8465ba900e4c2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiagnosticsTab_row$data = {
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly code: string;
  readonly cost: string;
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly inHouse: boolean;
  readonly labCode: string | null | undefined;
  readonly name: string;
  readonly results: ReadonlyArray<{
    readonly name: string;
    readonly resultType: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly species: ReadonlyArray<{
    readonly id: string;
    readonly specie: string;
  }>;
  readonly tax: boolean;
  readonly " $fragmentType": "DiagnosticsTab_row";
};
export type DiagnosticsTab_row$key = {
  readonly " $data"?: DiagnosticsTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiagnosticsTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "DiagnosticsTab_row"
};

(node as any).hash = "12388704acc320b035baeb0ad790a388";

export default node;
