/**
 * @generated SignedSource<<d5a8ed46a6329a2c1174ad65241439ed>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanStep_query$data = {
  readonly viewer: {
    readonly clinics: ReadonlyArray<{
      readonly address1: string | null | undefined;
      readonly avatar: string | null | undefined;
      readonly city: string | null | undefined;
      readonly email: string | null | undefined;
      readonly name: string;
      readonly phone: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zip: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "PlanStep_query";
};
export type PlanStep_query$key = {
  readonly " $data"?: PlanStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanStep_query",
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
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avatar",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address1",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zip",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "phone",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
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

(node as any).hash = "f8aa607b76dfc51104ad6f67f536e8ed";

export default node;
