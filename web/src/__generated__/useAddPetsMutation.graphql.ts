/**
 * @generated SignedSource<<b6c2060b2d3689c2f4b5d14990c71787>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddPetsInput = {
  parentId: string;
  pets: ReadonlyArray<NewPetInput>;
};
export type NewPetInput = {
  breedId: string;
  color: string;
  dateOfBirth: string;
  genderId: string;
  image?: string | null | undefined;
  microchip?: string | null | undefined;
  name: string;
  note?: string | null | undefined;
  problems?: ReadonlyArray<string> | null | undefined;
  specieId: string;
  weight?: number | null | undefined;
  weightUnit?: string | null | undefined;
};
export type useAddPetsMutation$variables = {
  input: AddPetsInput;
};
export type useAddPetsMutation$data = {
  readonly addPets: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly pets?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type useAddPetsMutation = {
  response: useAddPetsMutation$data;
  variables: useAddPetsMutation$variables;
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
    "name": "addPets",
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
            "name": "pets",
            "plural": true,
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
        "type": "AddPetsSuccess",
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
    "name": "useAddPetsMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAddPetsMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "8903733601cb18f0724350c34f5eb46b",
    "id": null,
    "metadata": {},
    "name": "useAddPetsMutation",
    "operationKind": "mutation",
    "text": "mutation useAddPetsMutation(\n  $input: AddPetsInput!\n) {\n  addPets(input: $input) {\n    __typename\n    ... on AddPetsSuccess {\n      pets {\n        id\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f2219838d6122350400ee62dde4ef2f";

export default node;
