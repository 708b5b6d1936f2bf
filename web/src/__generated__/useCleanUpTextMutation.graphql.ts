/**
 * @generated SignedSource<<18152614f922b1aa0f4b7d616e1f4385>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CleanUpTextInput = {
  text: string;
};
export type useCleanUpTextMutation$variables = {
  input: CleanUpTextInput;
};
export type useCleanUpTextMutation$data = {
  readonly cleanUpText: {
    readonly __typename: string;
    readonly changes?: ReadonlyArray<string>;
    readonly improvedText?: string;
    readonly message?: string;
    readonly provider?: string;
  };
};
export type useCleanUpTextMutation = {
  response: useCleanUpTextMutation$data;
  variables: useCleanUpTextMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "cleanUpText",
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
            "name": "improvedText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changes",
            "storageKey": null
          }
        ],
        "type": "CleanUpTextSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useCleanUpTextMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCleanUpTextMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "5fdfa80e50bea38ddf7969450e2800e0",
    "id": null,
    "metadata": {},
    "name": "useCleanUpTextMutation",
    "operationKind": "mutation",
    "text": "mutation useCleanUpTextMutation(\n  $input: CleanUpTextInput!\n) {\n  cleanUpText(input: $input) {\n    __typename\n    ... on CleanUpTextSuccess {\n      improvedText\n      provider\n      changes\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b2449772ed42a5515694d95de343960";

export default node;
