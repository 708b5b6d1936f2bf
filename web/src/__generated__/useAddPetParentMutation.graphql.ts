/**
 * @generated SignedSource<<196697721f0654bc8d45d9f93cd0b3e3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddPetParentInput = {
  address: PetParentAddressInput;
  dateOfBirth?: string | null | undefined;
  email: string;
  emergencyContact?: EmergencyContactInput | null | undefined;
  firstName: string;
  lastName: string;
  phoneNumber: string;
};
export type PetParentAddressInput = {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
};
export type EmergencyContactInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};
export type useAddPetParentMutation$variables = {
  input: AddPetParentInput;
};
export type useAddPetParentMutation$data = {
  readonly addPetParent: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly petParent?: {
      readonly firstName: string;
      readonly fullName: string;
      readonly id: string;
      readonly lastName: string;
    };
  };
};
export type useAddPetParentMutation = {
  response: useAddPetParentMutation$data;
  variables: useAddPetParentMutation$variables;
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
    "name": "addPetParent",
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
            "concreteType": "PetParent",
            "kind": "LinkedField",
            "name": "petParent",
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddPetParentSuccess",
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
    "name": "useAddPetParentMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAddPetParentMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "86bbe7934dfa7c3939643b8a40613b9d",
    "id": null,
    "metadata": {},
    "name": "useAddPetParentMutation",
    "operationKind": "mutation",
    "text": "mutation useAddPetParentMutation(\n  $input: AddPetParentInput!\n) {\n  addPetParent(input: $input) {\n    __typename\n    ... on AddPetParentSuccess {\n      petParent {\n        id\n        firstName\n        lastName\n        fullName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b313a2afe563afc3e84b0a007974908a";

export default node;
