/**
 * @generated SignedSource<<f5a89a9d25923d208d2038e4a99d4fe2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateVaccineInput = {
  application: string;
  categoryId: string;
  cost: string;
  dosage: string;
  id: string;
  manufacturerId: string;
  name: string;
  specieIds: ReadonlyArray<string>;
  unit: string;
  vaccineTypeId: string;
  volume: number;
};
export type useUpdateVaccineMutation$variables = {
  input: UpdateVaccineInput;
};
export type useUpdateVaccineMutation$data = {
  readonly updateVaccine: {
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
export type useUpdateVaccineMutation = {
  response: useUpdateVaccineMutation$data;
  variables: useUpdateVaccineMutation$variables;
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
    "name": "updateVaccine",
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
        "type": "UpdateVaccineSuccess",
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
    "name": "useUpdateVaccineMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateVaccineMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "6bb8bcbd39523d8c3b31f463ba2af8d6",
    "id": null,
    "metadata": {},
    "name": "useUpdateVaccineMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateVaccineMutation(\n  $input: UpdateVaccineInput!\n) {\n  updateVaccine(input: $input) {\n    __typename\n    ... on UpdateVaccineSuccess {\n      vaccine {\n        id\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "325392bc3ae8e5b0d646a7076100d0ff";

export default node;
