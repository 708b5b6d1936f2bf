/**
 * @generated SignedSource<<23e88525651b5ac4c4420d7ee1a71992>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardHeader_viewer$data = {
  readonly role: {
    readonly name: string;
  };
  readonly user: {
    readonly fullName: string;
  };
  readonly " $fragmentType": "DashboardHeader_viewer";
};
export type DashboardHeader_viewer$key = {
  readonly " $data"?: DashboardHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardHeader_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "role",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "60590bcdc86f5b1d248ad38cb7c5d80d";

export default node;
