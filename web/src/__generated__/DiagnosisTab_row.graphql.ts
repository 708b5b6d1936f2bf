/**
 * @generated SignedSource<<5ad63411f6771d65e3444f40d6fe3c10>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiagnosisTab_row$data = {
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly code: string;
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly species: ReadonlyArray<{
    readonly id: string;
    readonly specie: string;
  }>;
  readonly symptoms: string;
  readonly " $fragmentType": "DiagnosisTab_row";
};
export type DiagnosisTab_row$key = {
  readonly " $data"?: DiagnosisTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiagnosisTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "DiagnosisTab_row"
};

(node as any).hash = "9825b520ae527905116b8670198a42b7";

export default node;
