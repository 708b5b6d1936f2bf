/**
 * @generated SignedSource<<2038dd1b290e9e724d132a88b7bd76ec>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateAiKnowledgeBaseEntryInput = {
  content: string;
  text: string;
};
export type useCreateAiKnowledgeBaseEntryMutation$variables = {
  input: CreateAiKnowledgeBaseEntryInput;
};
export type useCreateAiKnowledgeBaseEntryMutation$data = {
  readonly createAiKnowledgeBaseEntry: {
    readonly __typename: string;
    readonly entry?: {
      readonly content: string;
      readonly id: string;
      readonly text: string;
      readonly updatedAt: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useCreateAiKnowledgeBaseEntryMutation = {
  response: useCreateAiKnowledgeBaseEntryMutation$data;
  variables: useCreateAiKnowledgeBaseEntryMutation$variables;
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
    "name": "createAiKnowledgeBaseEntry",
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
            "concreteType": "AiKnowledgeBaseEntry",
            "kind": "LinkedField",
            "name": "entry",
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
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateAiKnowledgeBaseEntrySuccess",
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
    "name": "useCreateAiKnowledgeBaseEntryMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCreateAiKnowledgeBaseEntryMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "f81ff7481ca754c60e54a0f17be0c0b2",
    "id": null,
    "metadata": {},
    "name": "useCreateAiKnowledgeBaseEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateAiKnowledgeBaseEntryMutation(\n  $input: CreateAiKnowledgeBaseEntryInput!\n) {\n  createAiKnowledgeBaseEntry(input: $input) {\n    __typename\n    ... on CreateAiKnowledgeBaseEntrySuccess {\n      entry {\n        id\n        content\n        text\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c9d0f3a384d4cbd18751dc9f495e5eb3";

export default node;
