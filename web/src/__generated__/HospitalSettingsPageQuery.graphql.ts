/**
 * @generated SignedSource<<e04c1dacc1b0cb7b09f4703dc46d07db>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HospitalSettingsPageQuery$variables = Record<PropertyKey, never>;
export type HospitalSettingsPageQuery$data = {
  readonly activeClinic: {
    readonly " $fragmentSpreads": FragmentRefs<"HospitalSettingsForm_clinic">;
  } | null | undefined;
};
export type HospitalSettingsPageQuery = {
  response: HospitalSettingsPageQuery$data;
  variables: HospitalSettingsPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HospitalSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Clinic",
        "kind": "LinkedField",
        "name": "activeClinic",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HospitalSettingsForm_clinic"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HospitalSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Clinic",
        "kind": "LinkedField",
        "name": "activeClinic",
        "plural": false,
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
            "name": "clinicCode",
            "storageKey": null
          },
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
            "name": "email",
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
            "name": "contactName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxRate",
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
            "name": "address2",
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
            "name": "timezone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weightUnit",
            "storageKey": null
          },
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
            "name": "avatar",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6df95b2a6f19ec7441fb5031af6016bb",
    "id": null,
    "metadata": {},
    "name": "HospitalSettingsPageQuery",
    "operationKind": "query",
    "text": "query HospitalSettingsPageQuery {\n  activeClinic {\n    ...HospitalSettingsForm_clinic\n    id\n  }\n}\n\nfragment HospitalSettingsForm_clinic on Clinic {\n  id\n  clinicCode\n  name\n  email\n  phone\n  contactName\n  taxRate\n  address1\n  address2\n  city\n  state\n  zip\n  timezone\n  weightUnit\n  temperatureUnit\n  avatar\n}\n"
  }
};

(node as any).hash = "c83c9236c367a6ae6795b3b7a7bcf69c";

export default node;
