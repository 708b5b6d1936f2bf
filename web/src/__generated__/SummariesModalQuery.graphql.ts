/**
 * @generated SignedSource<<5049cab94e708daade0a2958ea9b65a3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SummariesModalQuery$variables = {
  id: string;
};
export type SummariesModalQuery$data = {
  readonly node: {
    readonly summariesAvailable?: boolean;
  } | null | undefined;
};
export type SummariesModalQuery = {
  response: SummariesModalQuery$data;
  variables: SummariesModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summariesAvailable",
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SummariesModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/)
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
    "name": "SummariesModalQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ecdca8558ad688e142d252abd88df92a",
    "id": null,
    "metadata": {},
    "name": "SummariesModalQuery",
    "operationKind": "query",
    "text": "query SummariesModalQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Visit {\n      summariesAvailable\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "60b73a77f27cd554ab879ed4ba182544";

export default node;
