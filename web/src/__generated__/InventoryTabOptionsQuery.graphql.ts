/**
 * @generated SignedSource<<c2628398d89df98be439e1a48207aa3b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InventoryTabOptionsQuery$variables = Record<PropertyKey, never>;
export type InventoryTabOptionsQuery$data = {
  readonly inventoryCategories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly inventoryTypes: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly speciesOptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly specie: string;
      };
    }>;
  };
};
export type InventoryTabOptionsQuery = {
  response: InventoryTabOptionsQuery$data;
  variables: InventoryTabOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v0/*: any*/)
],
v3 = [
  (v1/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": "speciesOptions",
    "args": [
      (v0/*: any*/),
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "NAME"
      }
    ],
    "concreteType": "SpeciesConnection",
    "kind": "LinkedField",
    "name": "species",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SpeciesEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specie",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "species(first:50,orderBy:\"NAME\")"
  },
  {
    "alias": null,
    "args": (v2/*: any*/),
    "concreteType": "InventoryTypeConnection",
    "kind": "LinkedField",
    "name": "inventoryTypes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InventoryTypeEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InventoryType",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v3/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "inventoryTypes(first:50)"
  },
  {
    "alias": null,
    "args": (v2/*: any*/),
    "concreteType": "InventoryCategoryConnection",
    "kind": "LinkedField",
    "name": "inventoryCategories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InventoryCategoryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InventoryCategory",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v3/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "inventoryCategories(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryTabOptionsQuery",
    "selections": (v4/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InventoryTabOptionsQuery",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "3af5547d7b23e041a7df10d8e3555d42",
    "id": null,
    "metadata": {},
    "name": "InventoryTabOptionsQuery",
    "operationKind": "query",
    "text": "query InventoryTabOptionsQuery {\n  speciesOptions: species(first: 50, orderBy: NAME) {\n    edges {\n      node {\n        id\n        specie\n      }\n    }\n  }\n  inventoryTypes(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  inventoryCategories(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e56f7dfb5e634d1a8abb83dc17f3d6fb";

export default node;
