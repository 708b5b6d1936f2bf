/**
 * @generated SignedSource<<dfa325da2a817b84ce32c9fff59d9f66>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PracticeExportState = "FAILED" | "QUEUED" | "RETRYING" | "SENDING" | "WRITTEN" | "%future added value";
export type WriteBackTableMovingRowsQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type WriteBackTableMovingRowsQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly attempts?: number;
    readonly id?: string;
    readonly lastError?: string | null | undefined;
    readonly nextAttemptAt?: string | null | undefined;
    readonly partnerName?: string | null | undefined;
    readonly partnerRecordId?: string | null | undefined;
    readonly state?: PracticeExportState;
  } | null | undefined>;
  readonly practiceExportCounts: {
    readonly failed: number;
    readonly queued: number;
    readonly retrying: number;
    readonly sending: number;
    readonly written: number;
  };
};
export type WriteBackTableMovingRowsQuery = {
  response: WriteBackTableMovingRowsQuery$data;
  variables: WriteBackTableMovingRowsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "PracticeExportCounts",
  "kind": "LinkedField",
  "name": "practiceExportCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "queued",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retrying",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "written",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attempts",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastError",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerRecordId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAttemptAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WriteBackTableMovingRowsQuery",
    "selections": [
      (v1/*: any*/),
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/)
            ],
            "type": "PracticeExport",
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
    "name": "WriteBackTableMovingRowsQuery",
    "selections": [
      (v1/*: any*/),
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/)
            ],
            "type": "PracticeExport",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c6899e0833924d7876c0284a48f57067",
    "id": null,
    "metadata": {},
    "name": "WriteBackTableMovingRowsQuery",
    "operationKind": "query",
    "text": "query WriteBackTableMovingRowsQuery(\n  $ids: [ID!]!\n) {\n  practiceExportCounts {\n    queued\n    sending\n    retrying\n    written\n    failed\n  }\n  nodes(ids: $ids) {\n    __typename\n    ... on PracticeExport {\n      id\n      state\n      attempts\n      lastError\n      partnerName\n      partnerRecordId\n      nextAttemptAt\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1581b034503215e09d3b752eef3f0900";

export default node;
