/**
 * @generated SignedSource<<613ca74a35ea2a7e165ba6061e15d796>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsHistoryDrawerQuery$variables = {
  petId: string;
};
export type ResultsHistoryDrawerQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"ResultsHistoryDrawer_pet">;
  } | null | undefined;
};
export type ResultsHistoryDrawerQuery = {
  response: ResultsHistoryDrawerQuery$data;
  variables: ResultsHistoryDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "petId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "petId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResultsHistoryDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ResultsHistoryDrawer_pet"
              }
            ],
            "type": "Pet",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ResultsHistoryDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
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
                "concreteType": "VisitResultsHistoryEntryConnection",
                "kind": "LinkedField",
                "name": "resultsHistory",
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
                    "concreteType": "VisitResultsHistoryEntryEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VisitResultsHistoryEntry",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Visit",
                            "kind": "LinkedField",
                            "name": "visit",
                            "plural": false,
                            "selections": [
                              (v2/*: any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "visitName",
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
                            "name": "reasonForConsultation",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "treatments",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "diagnosis",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "medications",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "resultsHistory(first:10)"
              }
            ],
            "type": "Pet",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4279cc4ca1a1bd77c2e1c5fe21615d21",
    "id": null,
    "metadata": {},
    "name": "ResultsHistoryDrawerQuery",
    "operationKind": "query",
    "text": "query ResultsHistoryDrawerQuery(\n  $petId: ID!\n) {\n  node(id: $petId) {\n    __typename\n    ... on Pet {\n      ...ResultsHistoryDrawer_pet\n    }\n    id\n  }\n}\n\nfragment ResultsHistoryDrawer_pet on Pet {\n  resultsHistory(first: 10) {\n    totalCount\n    edges {\n      node {\n        visit {\n          id\n        }\n        visitName\n        createdAt\n        reasonForConsultation\n        treatments\n        diagnosis\n        medications\n      }\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "4e2c805dc2d1cb7ac63ac6a3ec944bb7";

export default node;
