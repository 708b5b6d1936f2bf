/**
 * @generated SignedSource<<d1f0d92fadc287f7871232868c515350>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateAiKnowledgeBaseEntryInput = {
  content: string;
  id: string;
  text: string;
};
export type useUpdateAiKnowledgeBaseEntryMutation$variables = {
  input: UpdateAiKnowledgeBaseEntryInput;
};
export type useUpdateAiKnowledgeBaseEntryMutation$data = {
  readonly updateAiKnowledgeBaseEntry: {
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
export type useUpdateAiKnowledgeBaseEntryMutation = {
  response: useUpdateAiKnowledgeBaseEntryMutation$data;
  variables: useUpdateAiKnowledgeBaseEntryMutation$variables;
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
    "name": "updateAiKnowledgeBaseEntry",
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
        "type": "UpdateAiKnowledgeBaseEntrySuccess",
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
    "name": "useUpdateAiKnowledgeBaseEntryMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateAiKnowledgeBaseEntryMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "e3eec3022642198f49bc69bfb0fe7050",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiKnowledgeBaseEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiKnowledgeBaseEntryMutation(\n  $input: UpdateAiKnowledgeBaseEntryInput!\n) {\n  updateAiKnowledgeBaseEntry(input: $input) {\n    __typename\n    ... on UpdateAiKnowledgeBaseEntrySuccess {\n      entry {\n        id\n        content\n        text\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1078f4f99c73137a35f97db44909c69c";

export default node;
