/**
 * @generated SignedSource<<8438cd80f8aa3f48bff6deac70054641>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsStep_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RuleOutPicker_query">;
  readonly " $fragmentType": "ResultsStep_query";
};
export type ResultsStep_query$key = {
  readonly " $data"?: ResultsStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsStep_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RuleOutPicker_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f876263b155f4ed628cd4061e13c482e";

export default node;
