/**
 * @generated SignedSource<<e6af1c840bf2db967c718a7f27c95968>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VitalsPanel_visit$data = {
  readonly id: string;
  readonly subjectiveNote: {
    readonly id: string;
  } | null | undefined;
  readonly vitals: {
    readonly heartRate: number | null | undefined;
    readonly id: string;
    readonly respiratoryRate: number | null | undefined;
    readonly temperature: {
      readonly unit: string;
      readonly value: number;
    } | null | undefined;
    readonly updatedAt: string;
    readonly updatedByName: string;
    readonly version: number;
    readonly visitCreatedAt: string;
    readonly weight: {
      readonly unit: string;
      readonly value: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "VitalsPanel_visit";
};
export type VitalsPanel_visit$key = {
  readonly " $data"?: VitalsPanel_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_visit">;
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
  "name": "VitalsPanel_visit",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SubjectiveNote",
      "kind": "LinkedField",
      "name": "subjectiveNote",
      "plural": false,
      "selections": [
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vitals",
      "kind": "LinkedField",
      "name": "vitals",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
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
          "kind": "ScalarField",
          "name": "respiratoryRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heartRate",
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
        },
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
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedByName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "1541b77b30140326a98baea7774498f4";

export default node;
