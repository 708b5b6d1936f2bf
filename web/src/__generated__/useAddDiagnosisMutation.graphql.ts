/**
 * @generated SignedSource<<f6014f06418ae642dc87e78f18a091e1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddDiagnosisInput = {
  categoryId?: string | null | undefined;
  description?: string | null | undefined;
  name: string;
  specieIds?: ReadonlyArray<string> | null | undefined;
  symptoms?: string | null | undefined;
};
export type useAddDiagnosisMutation$variables = {
  input: AddDiagnosisInput;
};
export type useAddDiagnosisMutation$data = {
  readonly addDiagnosis: {
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
export type useAddDiagnosisMutation = {
  response: useAddDiagnosisMutation$data;
  variables: useAddDiagnosisMutation$variables;
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
    "name": "addDiagnosis",
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
        "type": "AddDiagnosisSuccess",
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
    "name": "useAddDiagnosisMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAddDiagnosisMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "0ebba1906613c779cba722609256d8b2",
    "id": null,
    "metadata": {},
    "name": "useAddDiagnosisMutation",
    "operationKind": "mutation",
    "text": "mutation useAddDiagnosisMutation(\n  $input: AddDiagnosisInput!\n) {\n  addDiagnosis(input: $input) {\n    __typename\n    ... on AddDiagnosisSuccess {\n      diagnosis {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbdf6ea67bb86c20d598d88ccf6c30c5";

export default node;
