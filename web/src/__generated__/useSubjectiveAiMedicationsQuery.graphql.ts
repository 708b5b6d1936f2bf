/**
 * @generated SignedSource<<413234d0d002e9f2396c12c87219eac4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSubjectiveAiMedicationsQuery$variables = {
  search?: string | null | undefined;
};
export type useSubjectiveAiMedicationsQuery$data = {
  readonly medications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly productName: string;
      };
    }>;
  } | null | undefined;
};
export type useSubjectiveAiMedicationsQuery = {
  response: useSubjectiveAiMedicationsQuery$data;
  variables: useSubjectiveAiMedicationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubjectiveAiMedicationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
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
                  (v2/*: any*/)
                ],
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSubjectiveAiMedicationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
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
                  (v2/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
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
    "cacheID": "c5df28ce3420184a899a6cf46b20c76c",
    "id": null,
    "metadata": {},
    "name": "useSubjectiveAiMedicationsQuery",
    "operationKind": "query",
    "text": "query useSubjectiveAiMedicationsQuery(\n  $search: String\n) {\n  medications(first: 50, search: $search) {\n    edges {\n      node {\n        productName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1980797d625ffda13941c2f0acced964";

export default node;
