/**
 * @generated SignedSource<<a03976439849122a9fa1a789b6b94042>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddDiagnosticInput = {
  categoryId?: string | null | undefined;
  cost?: string | null | undefined;
  description?: string | null | undefined;
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
export type useAddDiagnosticMutation$variables = {
  input: AddDiagnosticInput;
};
export type useAddDiagnosticMutation$data = {
  readonly addDiagnostic: {
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
export type useAddDiagnosticMutation = {
  response: useAddDiagnosticMutation$data;
  variables: useAddDiagnosticMutation$variables;
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
    "name": "addDiagnostic",
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
        "type": "AddDiagnosticSuccess",
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
    "name": "useAddDiagnosticMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAddDiagnosticMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "1499cfb8fa1ec905a35a0552f83aa5f1",
    "id": null,
    "metadata": {},
    "name": "useAddDiagnosticMutation",
    "operationKind": "mutation",
    "text": "mutation useAddDiagnosticMutation(\n  $input: AddDiagnosticInput!\n) {\n  addDiagnostic(input: $input) {\n    __typename\n    ... on AddDiagnosticSuccess {\n      diagnostic {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a0bb584cc844042ae578695fb9bd9f7a";

export default node;
