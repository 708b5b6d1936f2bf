/**
 * @generated SignedSource<<b9dffcfa7fb3f3ea12dc868db57b0647>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardHeader_viewer$data = {
  readonly clinics: ReadonlyArray<{
    readonly avatar: string | null | undefined;
    readonly id: string;
    readonly name: string;
  }>;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
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
        (v0/*: any*/)
      ],
      "storageKey": null
    },
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
          "name": "id",
          "storageKey": null
        },
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatar",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "647b7772db7abaaf8dbcd108b27be3fb";

export default node;
