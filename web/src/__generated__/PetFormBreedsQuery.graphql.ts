/**
 * @generated SignedSource<<d417bb5310a694d7819ea2c478f8bc20>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PetFormBreedsQuery$variables = {
  specieId: string;
};
export type PetFormBreedsQuery$data = {
  readonly breeds: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly breed: string;
        readonly id: string;
      };
    }>;
  };
};
export type PetFormBreedsQuery = {
  response: PetFormBreedsQuery$data;
  variables: PetFormBreedsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "specieId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Variable",
        "name": "specieId",
        "variableName": "specieId"
      }
    ],
    "concreteType": "BreedConnection",
    "kind": "LinkedField",
    "name": "breeds",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BreedEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Breed",
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
                "name": "breed",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PetFormBreedsQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PetFormBreedsQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "146b0c22310864ff8b7b394b10c1f8b7",
    "id": null,
    "metadata": {},
    "name": "PetFormBreedsQuery",
    "operationKind": "query",
    "text": "query PetFormBreedsQuery(\n  $specieId: ID!\n) {\n  breeds(first: 50, specieId: $specieId) {\n    edges {\n      node {\n        id\n        breed\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e9edb559e4e939a758c206b5979230d";

export default node;
