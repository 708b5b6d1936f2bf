/**
 * @generated SignedSource<<0ae18de1ab84269a94c0d4952e2c82db>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDiagnosticInput = {
  categoryId?: string | null | undefined;
  cost?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  inHouse?: boolean | null | undefined;
  labCode?: string | null | undefined;
  name: string;
  results?: ReadonlyArray<DiagnosticResultInput> | null | undefined;
  specieIds?: ReadonlyArray<string> | null | undefined;
  tax?: boolean | null | undefined;
};
export type DiagnosticResultInput = {
  name: string;
  resultTypeId?: string | null | undefined;
};
export type useUpdateDiagnosticMutation$variables = {
  input: UpdateDiagnosticInput;
};
export type useUpdateDiagnosticMutation$data = {
  readonly updateDiagnostic: {
    readonly __typename: string;
    readonly diagnostic?: {
      readonly id: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useUpdateDiagnosticMutation = {
  response: useUpdateDiagnosticMutation$data;
  variables: useUpdateDiagnosticMutation$variables;
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
    "name": "updateDiagnostic",
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
            "concreteType": "Diagnostic",
            "kind": "LinkedField",
            "name": "diagnostic",
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
        "type": "UpdateDiagnosticSuccess",
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
    "name": "useUpdateDiagnosticMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateDiagnosticMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "e30e53f9aedb6b248afcfb71593624bf",
    "id": null,
    "metadata": {},
    "name": "useUpdateDiagnosticMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDiagnosticMutation(\n  $input: UpdateDiagnosticInput!\n) {\n  updateDiagnostic(input: $input) {\n    __typename\n    ... on UpdateDiagnosticSuccess {\n      diagnostic {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf34cf8a258932ab0691c42c14ad574d";

export default node;
