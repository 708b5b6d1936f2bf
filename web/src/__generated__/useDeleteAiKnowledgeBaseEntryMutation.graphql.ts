/**
 * @generated SignedSource<<06d2b0a9d145cd9e511a1f96a3c69db9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAiKnowledgeBaseEntryInput = {
  id: string;
};
export type useDeleteAiKnowledgeBaseEntryMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteAiKnowledgeBaseEntryInput;
};
export type useDeleteAiKnowledgeBaseEntryMutation$data = {
  readonly deleteAiKnowledgeBaseEntry: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useDeleteAiKnowledgeBaseEntryMutation = {
  response: useDeleteAiKnowledgeBaseEntryMutation$data;
  variables: useDeleteAiKnowledgeBaseEntryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteAiKnowledgeBaseEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteAiKnowledgeBaseEntry",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/)
            ],
            "type": "DeleteAiKnowledgeBaseEntrySuccess",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteAiKnowledgeBaseEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteAiKnowledgeBaseEntry",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "DeleteAiKnowledgeBaseEntrySuccess",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e2515461d0f4092b02e48af636a14904",
    "id": null,
    "metadata": {},
    "name": "useDeleteAiKnowledgeBaseEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteAiKnowledgeBaseEntryMutation(\n  $input: DeleteAiKnowledgeBaseEntryInput!\n) {\n  deleteAiKnowledgeBaseEntry(input: $input) {\n    __typename\n    ... on DeleteAiKnowledgeBaseEntrySuccess {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a70e9d697bebf7c7ddd9465fb3715c4";

export default node;
