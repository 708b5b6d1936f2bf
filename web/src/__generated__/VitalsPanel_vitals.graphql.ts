/**
 * @generated SignedSource<<c54cc6baa4d3cf24703128a0f600ed7f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VitalsPanel_vitals$data = {
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
  readonly " $fragmentType": "VitalsPanel_vitals";
};
export type VitalsPanel_vitals$key = {
  readonly " $data"?: VitalsPanel_vitals$data;
  readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_vitals">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "VitalsPanel_vitals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "selections": (v0/*: any*/),
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
      "selections": (v0/*: any*/),
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
  "type": "Vitals",
  "abstractKey": null
};
})();

(node as any).hash = "8e3eb83d1cc865282bb102e0b5bc6075";

export default node;
