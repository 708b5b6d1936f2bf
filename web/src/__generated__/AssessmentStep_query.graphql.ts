/**
 * @generated SignedSource<<9d9dc8c7d406a79dd47ab60570294755>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssessmentStep_query$data = {
  readonly aiSettings: {
    readonly smartRecommendations: boolean;
  } | null | undefined;
  readonly " $fragmentType": "AssessmentStep_query";
};
export type AssessmentStep_query$key = {
  readonly " $data"?: AssessmentStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssessmentStep_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiSettings",
      "kind": "LinkedField",
      "name": "aiSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "smartRecommendations",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1a3066264a47431de4000a60ce2700a6";

export default node;
