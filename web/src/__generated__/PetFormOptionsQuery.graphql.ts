/**
 * @generated SignedSource<<c0513b6eb37e8ee454957075bd438b30>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PetFormOptionsQuery$variables = Record<PropertyKey, never>;
export type PetFormOptionsQuery$data = {
  readonly colors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly color: string;
        readonly id: string;
      };
    }>;
  };
  readonly genders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly gender: string;
        readonly id: string;
      };
    }>;
  };
  readonly species: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly specie: string;
      };
    }>;
  };
};
export type PetFormOptionsQuery = {
  response: PetFormOptionsQuery$data;
  variables: PetFormOptionsQuery$variables;
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
  {
    "alias": null,
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
    "concreteType": "GenderConnection",
    "kind": "LinkedField",
    "name": "genders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GenderEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Gender",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gender",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "genders(first:50)"
  },
  {
    "alias": null,
    "args": (v2/*: any*/),
    "concreteType": "ColorConnection",
    "kind": "LinkedField",
    "name": "colors",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ColorEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Color",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "colors(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PetFormOptionsQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PetFormOptionsQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "e0146ac05365dcdc733486e9f2c790f8",
    "id": null,
    "metadata": {},
    "name": "PetFormOptionsQuery",
    "operationKind": "query",
    "text": "query PetFormOptionsQuery {\n  species(first: 50, orderBy: NAME) {\n    edges {\n      node {\n        id\n        specie\n      }\n    }\n  }\n  genders(first: 50) {\n    edges {\n      node {\n        id\n        gender\n      }\n    }\n  }\n  colors(first: 50) {\n    edges {\n      node {\n        id\n        color\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a9d13e09dab158a4459d956de97a93a";

export default node;
