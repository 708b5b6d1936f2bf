/**
 * @generated SignedSource<<fece65cca75052d228b8d8b7a6704f7d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FinishVisitInput = {
  visitId: string;
};
export type useFinishVisitMutation$variables = {
  input: FinishVisitInput;
};
export type useFinishVisitMutation$data = {
  readonly finishVisit: {
    readonly __typename: string;
    readonly message?: string;
    readonly summaryEmailedTo?: string | null | undefined;
    readonly visit?: {
      readonly id: string;
      readonly isReadOnly: boolean;
      readonly lastModifiedByName: string;
      readonly status: {
        readonly name: string;
      };
      readonly statusLogs: ReadonlyArray<{
        readonly createdAt: string;
        readonly event: string;
        readonly id: string;
        readonly userName: string;
      }>;
      readonly summariesAvailable: boolean;
      readonly updatedAt: string;
    };
  };
};
export type useFinishVisitMutation = {
  response: useFinishVisitMutation$data;
  variables: useFinishVisitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "finishVisit",
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
            "name": "summaryEmailedTo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Visit",
            "kind": "LinkedField",
            "name": "visit",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isReadOnly",
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
                "name": "lastModifiedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summariesAvailable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VisitStatus",
                "kind": "LinkedField",
                "name": "status",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VisitStatusLog",
                "kind": "LinkedField",
                "name": "statusLogs",
                "plural": true,
                "selections": [
                  (v1/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "event",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FinishVisitSuccess",
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
    "name": "useFinishVisitMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useFinishVisitMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "32509a3ff977edb4bdf79496667f484d",
    "id": null,
    "metadata": {},
    "name": "useFinishVisitMutation",
    "operationKind": "mutation",
    "text": "mutation useFinishVisitMutation(\n  $input: FinishVisitInput!\n) {\n  finishVisit(input: $input) {\n    __typename\n    ... on FinishVisitSuccess {\n      summaryEmailedTo\n      visit {\n        id\n        isReadOnly\n        updatedAt\n        lastModifiedByName\n        summariesAvailable\n        status {\n          name\n        }\n        statusLogs {\n          id\n          event\n          userName\n          createdAt\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6260f650670f7e861d39f389cd85bdd";

export default node;
