/**
 * @generated SignedSource<<450a57fdb5e28940ae81d600060c1411>>
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

(node as any).hash = "43f48282940ea004686ded57548442a9";

export default node;
