/**
 * @generated SignedSource<<ecbe2b91936463ee5e2becc816c5f656>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicationPickerRefetchQuery$variables = {
  medicationSearch?: string | null | undefined;
};
export type MedicationPickerRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MedicationPicker_query">;
};
export type MedicationPickerRefetchQuery = {
  response: MedicationPickerRefetchQuery$data;
  variables: MedicationPickerRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "medicationSearch"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MedicationPickerRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "medicationSearch",
            "variableName": "medicationSearch"
          }
        ],
        "kind": "FragmentSpread",
        "name": "MedicationPicker_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MedicationPickerRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 8
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "medicationSearch"
          }
        ],
        "concreteType": "MedicationConnection",
        "kind": "LinkedField",
        "name": "medications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Medication",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "productName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "drugCode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "774438ac4226491f07725e261d06460d",
    "id": null,
    "metadata": {},
    "name": "MedicationPickerRefetchQuery",
    "operationKind": "query",
    "text": "query MedicationPickerRefetchQuery(\n  $medicationSearch: String\n) {\n  ...MedicationPicker_query_3El31k\n}\n\nfragment MedicationPicker_query_3El31k on Query {\n  medications(first: 8, search: $medicationSearch) {\n    edges {\n      node {\n        id\n        productName\n        drugCode\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9554ad879707e362ac67215ba70da809";

export default node;
