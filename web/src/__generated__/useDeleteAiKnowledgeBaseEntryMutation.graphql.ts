/**
 * @generated SignedSource<<8129db96b292cac99383993457e2eecc>>
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
    "name": "deleteAiKnowledgeBaseEntry",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeleteAiKnowledgeBaseEntrySuccess",
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
    "name": "useDeleteAiKnowledgeBaseEntryMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDeleteAiKnowledgeBaseEntryMutation",
    "selections": (v1/*: any*/)
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

(node as any).hash = "ee86af1cb0626f1482882cea3b8cb594";

export default node;
