/**
 * @generated SignedSource<<5a7fd8b4e85a52cdde0d014e83c6ef04>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GenderTab_row$data = {
  readonly gender: string;
  readonly id: string;
  readonly " $fragmentType": "GenderTab_row";
};
export type GenderTab_row$key = {
  readonly " $data"?: GenderTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"GenderTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "GenderTab_row"
};

(node as any).hash = "7dd8ac270325497f8e711420c84d4897";

export default node;
