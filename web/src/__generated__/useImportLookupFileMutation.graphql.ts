/**
 * @generated SignedSource<<1b3d7900ed2453f79a6672ec8e8dad06>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LookupModule = "BREEDS" | "DIAGNOSIS" | "DIAGNOSTICS" | "GENDER" | "INVENTORY" | "MEDICATIONS" | "SERVICES" | "SPECIES" | "VACCINES" | "%future added value";
export type ImportLookupFileInput = {
  dataUri: string;
  fileName: string;
  module: LookupModule;
};
export type useImportLookupFileMutation$variables = {
  input: ImportLookupFileInput;
};
export type useImportLookupFileMutation$data = {
  readonly importLookupFile: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly imported?: number;
    readonly message?: string;
  };
};
export type useImportLookupFileMutation = {
  response: useImportLookupFileMutation$data;
  variables: useImportLookupFileMutation$variables;
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
    "name": "importLookupFile",
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
            "kind": "ScalarField",
            "name": "imported",
            "storageKey": null
          },
          (v1/*: any*/)
        ],
        "type": "ImportLookupFileSuccess",
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
    "name": "useImportLookupFileMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useImportLookupFileMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "3fb495c96e7097ae7c524368fde61096",
    "id": null,
    "metadata": {},
    "name": "useImportLookupFileMutation",
    "operationKind": "mutation",
    "text": "mutation useImportLookupFileMutation(\n  $input: ImportLookupFileInput!\n) {\n  importLookupFile(input: $input) {\n    __typename\n    ... on ImportLookupFileSuccess {\n      imported\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "134010bf01aea650ea1842c860890b09";

export default node;
