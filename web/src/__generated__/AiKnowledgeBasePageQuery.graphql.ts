/**
 * @generated SignedSource<<052a704bec897c92cb7b24f962326bd0>>
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

const node: ConcreteRequest = {
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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 10
          }
        ],
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "aiKnowledgeBaseEntries(first:10)"
      }
    ]
  },
  "params": {
    "cacheID": "887ddb80400bd1a2a18172c08874ec68",
    "id": null,
    "metadata": {},
    "name": "AiKnowledgeBasePageQuery",
    "operationKind": "query",
    "text": "query AiKnowledgeBasePageQuery {\n  ...AiKnowledgeBasePage_query\n}\n\nfragment AiKnowledgeBasePage_query on Query {\n  aiKnowledgeBaseEntries(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        content\n        text\n        createdAt\n        updatedAt\n      }\n    }\n  }\n}\n"
  }
};

(node as any).hash = "4909a638649bb8f9ed88cf29f5a9099d";

export default node;
