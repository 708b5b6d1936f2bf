/**
 * @generated SignedSource<<5112fcec791d9f21229a52d158b5ce34>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeciesTab_row$data = {
  readonly id: string;
  readonly specie: string;
  readonly " $fragmentType": "SpeciesTab_row";
};
export type SpeciesTab_row$key = {
  readonly " $data"?: SpeciesTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeciesTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SpeciesTab_row"
};

(node as any).hash = "1641813349c42b0d88bba37d17d89dfb";

export default node;
