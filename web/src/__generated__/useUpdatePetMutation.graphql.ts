/**
 * @generated SignedSource<<fafcb2ae8a7c224e0ca8b1968d1896ad>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePetInput = {
  breedId: string;
  color: string;
  dateOfBirth: string;
  genderId: string;
  id: string;
  image?: string | null | undefined;
  microchip?: string | null | undefined;
  name: string;
  note?: string | null | undefined;
  parentId: string;
  problems?: ReadonlyArray<string> | null | undefined;
  specieId: string;
  weight?: number | null | undefined;
  weightUnit?: string | null | undefined;
};
export type useUpdatePetMutation$variables = {
  input: UpdatePetInput;
};
export type useUpdatePetMutation$data = {
  readonly updatePet: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly pet?: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdatePetMutation = {
  response: useUpdatePetMutation$data;
  variables: useUpdatePetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updatePet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pet",
            "kind": "LinkedField",
            "name": "pet",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdatePetSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
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
    "name": "useUpdatePetMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdatePetMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "082a0f237cd3fa0e05a1074a38f468d4",
    "id": null,
    "metadata": {},
    "name": "useUpdatePetMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePetMutation(\n  $input: UpdatePetInput!\n) {\n  updatePet(input: $input) {\n    __typename\n    ... on UpdatePetSuccess {\n      pet {\n        id\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc78cbee2c515119693b8cc511771f02";

export default node;
