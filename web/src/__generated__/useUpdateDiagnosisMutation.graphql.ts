/**
 * @generated SignedSource<<cefe0d3baa32106dfba963ca60f8d93c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDiagnosisInput = {
  categoryId?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  name: string;
  specieIds?: ReadonlyArray<string> | null | undefined;
  symptoms?: string | null | undefined;
};
export type useUpdateDiagnosisMutation$variables = {
  input: UpdateDiagnosisInput;
};
export type useUpdateDiagnosisMutation$data = {
  readonly updateDiagnosis: {
    readonly __typename: string;
    readonly diagnosis?: {
      readonly id: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useUpdateDiagnosisMutation = {
  response: useUpdateDiagnosisMutation$data;
  variables: useUpdateDiagnosisMutation$variables;
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
    "name": "updateDiagnosis",
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
            "concreteType": "Diagnosis",
            "kind": "LinkedField",
            "name": "diagnosis",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateDiagnosisSuccess",
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
    "name": "useUpdateDiagnosisMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateDiagnosisMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "b323c9685a84ce84aca35c96665768c7",
    "id": null,
    "metadata": {},
    "name": "useUpdateDiagnosisMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDiagnosisMutation(\n  $input: UpdateDiagnosisInput!\n) {\n  updateDiagnosis(input: $input) {\n    __typename\n    ... on UpdateDiagnosisSuccess {\n      diagnosis {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b196fe7a53b867e0638a8313559e67b7";

export default node;
