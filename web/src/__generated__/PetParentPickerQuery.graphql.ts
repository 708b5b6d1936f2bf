/**
 * @generated SignedSource<<ee57983407f49ac124eeafeca52d67ca>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PetParentPickerQuery$variables = {
  search?: string | null | undefined;
};
export type PetParentPickerQuery$data = {
  readonly petParents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly fullName: string;
        readonly id: string;
        readonly phoneNumber: string;
      };
    }>;
  };
};
export type PetParentPickerQuery = {
  response: PetParentPickerQuery$data;
  variables: PetParentPickerQuery$variables;
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
        "variableName": "search"
      }
    ],
    "concreteType": "PetParentConnection",
    "kind": "LinkedField",
    "name": "petParents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PetParentEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PetParent",
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
                "name": "fullName",
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
                "name": "phoneNumber",
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
    "name": "PetParentPickerQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PetParentPickerQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "4d38c69eca7cec8c0276969948dea96b",
    "id": null,
    "metadata": {},
    "name": "PetParentPickerQuery",
    "operationKind": "query",
    "text": "query PetParentPickerQuery(\n  $search: String\n) {\n  petParents(first: 8, search: $search) {\n    edges {\n      node {\n        id\n        fullName\n        email\n        phoneNumber\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "113171950ce61c5284bf487db82ce08d";

export default node;
