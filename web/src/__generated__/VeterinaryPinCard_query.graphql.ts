/**
 * @generated SignedSource<<b7428e6ab33358769b86dfb65a810fba>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VeterinaryPinCard_query$data = {
  readonly veterinaryPin: {
    readonly isSet: boolean;
    readonly updatedAt: string | null | undefined;
  };
  readonly " $fragmentType": "VeterinaryPinCard_query";
};
export type VeterinaryPinCard_query$key = {
  readonly " $data"?: VeterinaryPinCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VeterinaryPinCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VeterinaryPinCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VeterinaryPin",
      "kind": "LinkedField",
      "name": "veterinaryPin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f2a95af6ec60982fa37e3e2df121d8df";

export default node;
