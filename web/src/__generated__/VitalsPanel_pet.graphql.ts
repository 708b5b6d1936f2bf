/**
 * @generated SignedSource<<b161dd5768848ee9979875d9eea75d7e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VitalsPanel_pet$data = {
  readonly id: string;
  readonly species: {
    readonly specie: string;
  } | null | undefined;
  readonly vitalsHistory: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly temperature: {
          readonly unit: string;
          readonly value: number;
        } | null | undefined;
        readonly visitCreatedAt: string;
        readonly weight: {
          readonly unit: string;
          readonly value: number;
        } | null | undefined;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "VitalsPanel_pet";
};
export type VitalsPanel_pet$key = {
  readonly " $data"?: VitalsPanel_pet$data;
  readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_pet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VitalsPanel_pet",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "specie",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "PetVitalsHistoryConnection",
      "kind": "LinkedField",
      "name": "vitalsHistory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PetVitalsHistoryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Vitals",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "visitCreatedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Measurement",
                  "kind": "LinkedField",
                  "name": "temperature",
                  "plural": false,
                  "selections": (v1/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Measurement",
                  "kind": "LinkedField",
                  "name": "weight",
                  "plural": false,
                  "selections": (v1/*: any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "vitalsHistory(first:5)"
    }
  ],
  "type": "Pet",
  "abstractKey": null
};
})();

(node as any).hash = "7ab7fc06c48f9e558a42810b5b0b3500";

export default node;
