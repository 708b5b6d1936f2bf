/**
 * @generated SignedSource<<f25043fa333f0c1786ff3f577817451b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiKnowledgeBasePageQuery$variables = Record<PropertyKey, never>;
export type AiKnowledgeBasePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AiKnowledgeBasePage_query">;
};
export type AiKnowledgeBasePageQuery = {
  response: AiKnowledgeBasePageQuery$data;
  variables: AiKnowledgeBasePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AiKnowledgeBasePageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AiKnowledgeBasePage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AiKnowledgeBasePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*: any*/),
        "concreteType": "AiKnowledgeBaseEntryConnection",
        "kind": "LinkedField",
        "name": "aiKnowledgeBaseEntries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiKnowledgeBaseEntryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiKnowledgeBaseEntry",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "createdAt",
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
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "aiKnowledgeBaseEntries(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*: any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "AiKnowledgeBasePage_aiKnowledgeBaseEntries",
        "kind": "LinkedHandle",
        "name": "aiKnowledgeBaseEntries"
      }
    ]
  },
  "params": {
    "cacheID": "fa1a71a5c0ee31a40e7ec62e48f1c0bc",
    "id": null,
    "metadata": {},
    "name": "AiKnowledgeBasePageQuery",
    "operationKind": "query",
    "text": "query AiKnowledgeBasePageQuery {\n  ...AiKnowledgeBasePage_query\n}\n\nfragment AiKnowledgeBasePage_query on Query {\n  aiKnowledgeBaseEntries(first: 10) {\n    totalCount\n    edges {\n      node {\n        ...AiKnowledgeBasePage_row\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AiKnowledgeBasePage_row on AiKnowledgeBaseEntry {\n  id\n  content\n  text\n  createdAt\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "4909a638649bb8f9ed88cf29f5a9099d";

export default node;
