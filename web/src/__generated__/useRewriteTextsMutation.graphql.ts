/**
 * @generated SignedSource<<795efb0582015211cf1ee3165e68e228>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RewriteTextsInput = {
  texts: ReadonlyArray<KeyedTextInput>;
};
export type KeyedTextInput = {
  key: string;
  text: string;
};
export type useRewriteTextsMutation$variables = {
  input: RewriteTextsInput;
};
export type useRewriteTextsMutation$data = {
  readonly rewriteTexts: {
    readonly __typename: string;
    readonly improvedTexts?: ReadonlyArray<{
      readonly key: string;
      readonly text: string;
    }>;
    readonly languageModel?: boolean;
    readonly message?: string;
    readonly notice?: string | null | undefined;
    readonly provider?: string;
  };
};
export type useRewriteTextsMutation = {
  response: useRewriteTextsMutation$data;
  variables: useRewriteTextsMutation$variables;
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
    "name": "rewriteTexts",
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
            "concreteType": "KeyedText",
            "kind": "LinkedField",
            "name": "improvedTexts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              }
            ],
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
            "name": "languageModel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notice",
            "storageKey": null
          }
        ],
        "type": "RewriteTextsSuccess",
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
    "name": "useRewriteTextsMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRewriteTextsMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "db627a269dba3358e224222794abf5e1",
    "id": null,
    "metadata": {},
    "name": "useRewriteTextsMutation",
    "operationKind": "mutation",
    "text": "mutation useRewriteTextsMutation(\n  $input: RewriteTextsInput!\n) {\n  rewriteTexts(input: $input) {\n    __typename\n    ... on RewriteTextsSuccess {\n      improvedTexts {\n        key\n        text\n      }\n      provider\n      languageModel\n      notice\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c73161d658104e60509163edf5eba81";

export default node;
