/**
 * @generated SignedSource<<a29a7546df11b16654bd895c3069f9db>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartPhysicalExamInput = {
  visitId: string;
};
export type useStartPhysicalExamMutation$variables = {
  input: StartPhysicalExamInput;
};
export type useStartPhysicalExamMutation$data = {
  readonly startPhysicalExam: {
    readonly __typename: "StartPhysicalExamSuccess";
    readonly moved: boolean;
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
export type useStartPhysicalExamMutation = {
  response: useStartPhysicalExamMutation$data;
  variables: useStartPhysicalExamMutation$variables;
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
    "name": "startPhysicalExam",
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
            "name": "moved",
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
        "type": "StartPhysicalExamSuccess",
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
    "name": "useStartPhysicalExamMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useStartPhysicalExamMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "89578b0e21d6bc16608bfdb7f22f6ed8",
    "id": null,
    "metadata": {},
    "name": "useStartPhysicalExamMutation",
    "operationKind": "mutation",
    "text": "mutation useStartPhysicalExamMutation(\n  $input: StartPhysicalExamInput!\n) {\n  startPhysicalExam(input: $input) {\n    __typename\n    ... on StartPhysicalExamSuccess {\n      moved\n      visit {\n        id\n        isReadOnly\n        updatedAt\n        lastModifiedByName\n        status {\n          name\n        }\n        statusLogs {\n          id\n          event\n          userName\n          createdAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db285512ce6d33295ae8df8f45c77ea7";

export default node;
