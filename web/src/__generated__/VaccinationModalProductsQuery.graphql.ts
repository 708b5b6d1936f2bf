/**
 * @generated SignedSource<<71d234003ee3628cc0b13fc245a2d7b8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VaccinationModalProductsQuery$variables = Record<PropertyKey, never>;
export type VaccinationModalProductsQuery$data = {
  readonly vaccines: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly category: {
          readonly id: string;
        };
        readonly id: string;
        readonly manufacturer: {
          readonly id: string;
        };
        readonly name: string;
        readonly vaccineType: {
          readonly id: string;
        };
      };
    }>;
  };
};
export type VaccinationModalProductsQuery = {
  response: VaccinationModalProductsQuery$data;
  variables: VaccinationModalProductsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*: any*/)
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "VaccineConnection",
    "kind": "LinkedField",
    "name": "vaccines",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VaccineEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Vaccine",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*: any*/),
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
                "concreteType": "VaccineCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": (v1/*: any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VaccineType",
                "kind": "LinkedField",
                "name": "vaccineType",
                "plural": false,
                "selections": (v1/*: any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Manufacturer",
                "kind": "LinkedField",
                "name": "manufacturer",
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
    "storageKey": "vaccines(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VaccinationModalProductsQuery",
    "selections": (v2/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VaccinationModalProductsQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "06e8a6b4eb412a3a75f23cac227c1faa",
    "id": null,
    "metadata": {},
    "name": "VaccinationModalProductsQuery",
    "operationKind": "query",
    "text": "query VaccinationModalProductsQuery {\n  vaccines(first: 50) {\n    edges {\n      node {\n        id\n        name\n        category {\n          id\n        }\n        vaccineType {\n          id\n        }\n        manufacturer {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b31818568310d05d0f693890f65cb0cb";

export default node;
