/**
 * @generated SignedSource<<509f0d4e413be0398320cc3067dc8c88>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServicesTabOptionsQuery$variables = Record<PropertyKey, never>;
export type ServicesTabOptionsQuery$data = {
  readonly serviceCategories: {
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
export type ServicesTabOptionsQuery = {
  response: ServicesTabOptionsQuery$data;
  variables: ServicesTabOptionsQuery$variables;
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
    "args": [
      (v0/*: any*/)
    ],
    "concreteType": "ServiceCategoryConnection",
    "kind": "LinkedField",
    "name": "serviceCategories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceCategoryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceCategory",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*: any*/),
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
        "storageKey": null
      }
    ],
    "storageKey": "serviceCategories(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ServicesTabOptionsQuery",
    "selections": (v2/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ServicesTabOptionsQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "aa3f7921c32148119debf3c352a79947",
    "id": null,
    "metadata": {},
    "name": "ServicesTabOptionsQuery",
    "operationKind": "query",
    "text": "query ServicesTabOptionsQuery {\n  speciesOptions: species(first: 50, orderBy: NAME) {\n    edges {\n      node {\n        id\n        specie\n      }\n    }\n  }\n  serviceCategories(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e64ee4fe80087f486e0a77c068ca586";

export default node;
