/**
 * @generated SignedSource<<db835c9282bffac637ac28f09c5a8260>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GenderTabQuery$variables = Record<PropertyKey, never>;
export type GenderTabQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GenderTab_query">;
};
export type GenderTabQuery = {
  response: GenderTabQuery$data;
  variables: GenderTabQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GenderTabQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "GenderTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GenderTabQuery",
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
        "concreteType": "GenderConnection",
        "kind": "LinkedField",
        "name": "genders",
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
            "concreteType": "GenderEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Gender",
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
                    "name": "gender",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "genders(first:10)"
      }
    ]
  },
  "params": {
    "cacheID": "7e0d6b90bbe611d7361bcff9a98ef860",
    "id": null,
    "metadata": {},
    "name": "GenderTabQuery",
    "operationKind": "query",
    "text": "query GenderTabQuery {\n  ...GenderTab_query\n}\n\nfragment GenderTab_query on Query {\n  genders(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        gender\n      }\n    }\n  }\n}\n"
  }
};

(node as any).hash = "8a59df061135132084dd584054a3ebd8";

export default node;
