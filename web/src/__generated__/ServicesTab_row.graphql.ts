/**
 * @generated SignedSource<<b5c51c72f06c2f1b25c566f46428baea>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServicesTab_row$data = {
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly code: string;
  readonly comment: string;
  readonly cost: string;
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly species: ReadonlyArray<{
    readonly id: string;
    readonly specie: string;
  }>;
  readonly tax: boolean;
  readonly " $fragmentType": "ServicesTab_row";
};
export type ServicesTab_row$key = {
  readonly " $data"?: ServicesTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServicesTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ServicesTab_row"
};

(node as any).hash = "6bb2ec2b83f2a83c0c10d1ee253b61f9";

export default node;
