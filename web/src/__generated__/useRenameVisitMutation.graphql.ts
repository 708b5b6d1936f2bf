/**
 * @generated SignedSource<<f6e894537d89a3adf6808a3261d3cfda>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RenameVisitInput = {
  id: string;
  name: string;
  visitModificationId?: string | null | undefined;
};
export type useRenameVisitMutation$variables = {
  input: RenameVisitInput;
};
export type useRenameVisitMutation$data = {
  readonly renameVisit: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly visit?: {
      readonly id: string;
      readonly lastModifiedByName: string;
      readonly name: string;
      readonly updatedAt: string;
    };
  };
};
export type useRenameVisitMutation = {
  response: useRenameVisitMutation$data;
  variables: useRenameVisitMutation$variables;
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
    "name": "renameVisit",
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
            "concreteType": "Visit",
            "kind": "LinkedField",
            "name": "visit",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastModifiedByName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RenameVisitSuccess",
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
    "name": "useRenameVisitMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRenameVisitMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "f3312e2ea2784c71ff51860cb15f94b5",
    "id": null,
    "metadata": {},
    "name": "useRenameVisitMutation",
    "operationKind": "mutation",
    "text": "mutation useRenameVisitMutation(\n  $input: RenameVisitInput!\n) {\n  renameVisit(input: $input) {\n    __typename\n    ... on RenameVisitSuccess {\n      visit {\n        id\n        name\n        updatedAt\n        lastModifiedByName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "91444366f66798f6233b7980e0194fd7";

export default node;
