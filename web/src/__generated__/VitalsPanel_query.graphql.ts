/**
 * @generated SignedSource<<f3b0c9efaee0d6fe5a28161d78c6bc98>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VitalsPanel_query$data = {
  readonly viewer: {
    readonly clinics: ReadonlyArray<{
      readonly temperatureUnit: string | null | undefined;
      readonly weightUnit: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "VitalsPanel_query";
};
export type VitalsPanel_query$key = {
  readonly " $data"?: VitalsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VitalsPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Clinic",
          "kind": "LinkedField",
          "name": "clinics",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperatureUnit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weightUnit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "26c3bcfaf07cf05b158588644fef22ff";

export default node;
