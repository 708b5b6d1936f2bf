/**
 * @generated SignedSource<<93e9b3be8d324751f9a82d3ad2e4383c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BreedsTab_row$data = {
  readonly breed: string;
  readonly id: string;
  readonly specie: {
    readonly id: string;
    readonly specie: string;
  };
  readonly " $fragmentType": "BreedsTab_row";
};
export type BreedsTab_row$key = {
  readonly " $data"?: BreedsTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"BreedsTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "BreedsTab_row"
};

(node as any).hash = "4b0c0df89bf7199e7bd46a253d36aaca";

export default node;
