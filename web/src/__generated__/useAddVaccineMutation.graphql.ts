/**
 * @generated SignedSource<<5ed9536e37c4af69a1c6b4e2cf92c63f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddVaccineInput = {
  application: string;
  categoryId: string;
  cost: string;
  dosage: string;
  manufacturerId: string;
  name: string;
  specieIds: ReadonlyArray<string>;
  unit: string;
  vaccineTypeId: string;
  volume: number;
};
export type useAddVaccineMutation$variables = {
  input: AddVaccineInput;
};
export type useAddVaccineMutation$data = {
  readonly addVaccine: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly vaccine?: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useAddVaccineMutation = {
  response: useAddVaccineMutation$data;
  variables: useAddVaccineMutation$variables;
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
    "name": "addVaccine",
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
            "concreteType": "Vaccine",
            "kind": "LinkedField",
            "name": "vaccine",
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
        "type": "AddVaccineSuccess",
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
    "name": "useAddVaccineMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAddVaccineMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "ce6f0366a14cb315c3cfe05e4e47ef6e",
    "id": null,
    "metadata": {},
    "name": "useAddVaccineMutation",
    "operationKind": "mutation",
    "text": "mutation useAddVaccineMutation(\n  $input: AddVaccineInput!\n) {\n  addVaccine(input: $input) {\n    __typename\n    ... on AddVaccineSuccess {\n      vaccine {\n        id\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6f83336a35febbb2255ff0f23eed49f";

export default node;
