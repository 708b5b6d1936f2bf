/**
 * @generated SignedSource<<0d8d9770ebad2c45f0ec4888e1f1dd02>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateAiKnowledgeBaseEntryInput = {
  content: string;
  text: string;
};
export type useCreateAiKnowledgeBaseEntryMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateAiKnowledgeBaseEntryInput;
};
export type useCreateAiKnowledgeBaseEntryMutation$data = {
  readonly createAiKnowledgeBaseEntry: {
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
export type useCreateAiKnowledgeBaseEntryMutation = {
  response: useCreateAiKnowledgeBaseEntryMutation$data;
  variables: useCreateAiKnowledgeBaseEntryMutation$variables;
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
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = {
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
        (v5/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateAiKnowledgeBaseEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAiKnowledgeBaseEntry",
        "plural": false,
        "selections": [
          (v3/*: any*/),
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
                    "selections": (v4/*: any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateAiKnowledgeBaseEntrySuccess",
            "abstractKey": null
          },
          (v6/*: any*/),
          (v7/*: any*/)
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
    "name": "useCreateAiKnowledgeBaseEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAiKnowledgeBaseEntry",
        "plural": false,
        "selections": [
          (v3/*: any*/),
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
                "selections": (v4/*: any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "entry",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "AiKnowledgeBaseEntryEdge"
                  }
                ]
              }
            ],
            "type": "CreateAiKnowledgeBaseEntrySuccess",
            "abstractKey": null
          },
          (v6/*: any*/),
          (v7/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "23d550a5df5ceb938763cbe3e555b54c",
    "id": null,
    "metadata": {},
    "name": "useCreateAiKnowledgeBaseEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateAiKnowledgeBaseEntryMutation(\n  $input: CreateAiKnowledgeBaseEntryInput!\n) {\n  createAiKnowledgeBaseEntry(input: $input) {\n    __typename\n    ... on CreateAiKnowledgeBaseEntrySuccess {\n      entry {\n        ...AiKnowledgeBasePage_row\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment AiKnowledgeBasePage_row on AiKnowledgeBaseEntry {\n  id\n  content\n  text\n  createdAt\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "e509c36f4c9c6ebed5f4b84ff27cb0e0";

export default node;
