/**
 * @generated SignedSource<<f74664a99a2e95c83b214e4f9681ad7b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VaccinationModalListsQuery$variables = Record<PropertyKey, never>;
export type VaccinationModalListsQuery$data = {
  readonly manufacturers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly vaccineCategories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly vaccineTypes: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type VaccinationModalListsQuery = {
  response: VaccinationModalListsQuery$data;
  variables: VaccinationModalListsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v1 = [
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
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": (v0/*: any*/),
    "concreteType": "VaccineCategoryConnection",
    "kind": "LinkedField",
    "name": "vaccineCategories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VaccineCategoryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "VaccineCategory",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v1/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "vaccineCategories(first:50)"
  },
  {
    "alias": null,
    "args": (v0/*: any*/),
    "concreteType": "VaccineTypeConnection",
    "kind": "LinkedField",
    "name": "vaccineTypes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VaccineTypeEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "VaccineType",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v1/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "vaccineTypes(first:50)"
  },
  {
    "alias": null,
    "args": (v0/*: any*/),
    "concreteType": "ManufacturerConnection",
    "kind": "LinkedField",
    "name": "manufacturers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ManufacturerEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Manufacturer",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v1/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "manufacturers(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VaccinationModalListsQuery",
    "selections": (v2/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VaccinationModalListsQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "de58982e4bd4f901c6f28c28c03f2b9c",
    "id": null,
    "metadata": {},
    "name": "VaccinationModalListsQuery",
    "operationKind": "query",
    "text": "query VaccinationModalListsQuery {\n  vaccineCategories(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  vaccineTypes(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  manufacturers(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e694b94a388a412e0b031ce9fc3cfd8e";

export default node;
