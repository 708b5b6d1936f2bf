/**
 * @generated SignedSource<<f850b88bb6f1166ebba1cc5296bc0985>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"AiKnowledgeBasePage_row">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
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
    "name": "createdAt",
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v6 = {
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
        (v4/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateAiKnowledgeBaseEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiKnowledgeBaseEntry",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
                    "kind": "InlineDataFragmentSpread",
                    "name": "AiKnowledgeBasePage_row",
                    "selections": (v3/*: any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateAiKnowledgeBaseEntrySuccess",
            "abstractKey": null
          },
          (v5/*: any*/),
          (v6/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateAiKnowledgeBaseEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiKnowledgeBaseEntry",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
                "selections": (v3/*: any*/),
                "storageKey": null
              }
            ],
            "type": "UpdateAiKnowledgeBaseEntrySuccess",
            "abstractKey": null
          },
          (v5/*: any*/),
          (v6/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f60a4f58389d7388536118aa09ccd33a",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiKnowledgeBaseEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiKnowledgeBaseEntryMutation(\n  $input: UpdateAiKnowledgeBaseEntryInput!\n) {\n  updateAiKnowledgeBaseEntry(input: $input) {\n    __typename\n    ... on UpdateAiKnowledgeBaseEntrySuccess {\n      entry {\n        ...AiKnowledgeBasePage_row\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment AiKnowledgeBasePage_row on AiKnowledgeBaseEntry {\n  id\n  content\n  text\n  createdAt\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "cfffa6a5ac06b087dc625a0dda6cae0c";

export default node;
