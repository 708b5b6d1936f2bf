/**
 * @generated SignedSource<<6f5473c67f1f2abcf76e03a766e76b0a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartPlanApprovalInput = {
  visitId: string;
};
export type useStartPlanApprovalMutation$variables = {
  input: StartPlanApprovalInput;
};
export type useStartPlanApprovalMutation$data = {
  readonly startPlanApproval: {
    readonly __typename: "StartPlanApprovalSuccess";
    readonly visit: {
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
      readonly updatedAt: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useStartPlanApprovalMutation = {
  response: useStartPlanApprovalMutation$data;
  variables: useStartPlanApprovalMutation$variables;
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
    "name": "startPlanApproval",
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
        "type": "StartPlanApprovalSuccess",
        "abstractKey": null
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
    "name": "useStartPlanApprovalMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useStartPlanApprovalMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "98613a341068959a46d9fc26b0ed3881",
    "id": null,
    "metadata": {},
    "name": "useStartPlanApprovalMutation",
    "operationKind": "mutation",
    "text": "mutation useStartPlanApprovalMutation(\n  $input: StartPlanApprovalInput!\n) {\n  startPlanApproval(input: $input) {\n    __typename\n    ... on StartPlanApprovalSuccess {\n      visit {\n        id\n        isReadOnly\n        updatedAt\n        lastModifiedByName\n        status {\n          name\n        }\n        statusLogs {\n          id\n          event\n          userName\n          createdAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f1f3f0e7f6b1ad47de6fac201ec1048";

export default node;
