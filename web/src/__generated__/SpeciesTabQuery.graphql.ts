/**
 * @generated SignedSource<<9c3b31bf9db00629cde2697dac4de204>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeciesTabQuery$variables = Record<PropertyKey, never>;
export type SpeciesTabQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpeciesTab_query">;
};
export type SpeciesTabQuery = {
  response: SpeciesTabQuery$data;
  variables: SpeciesTabQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeciesTabQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SpeciesTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SpeciesTabQuery",
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
        "concreteType": "SpeciesConnection",
        "kind": "LinkedField",
        "name": "species",
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
            "concreteType": "SpeciesEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
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
                    "name": "specie",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "species(first:10)"
      }
    ]
  },
  "params": {
    "cacheID": "e4627edfa8abe21ba635df42ced48285",
    "id": null,
    "metadata": {},
    "name": "SpeciesTabQuery",
    "operationKind": "query",
    "text": "query SpeciesTabQuery {\n  ...SpeciesTab_query\n}\n\nfragment SpeciesTab_query on Query {\n  species(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        specie\n      }\n    }\n  }\n}\n"
  }
};

(node as any).hash = "f53729eef7151ee1bc7eb68fd9405f2c";

export default node;
