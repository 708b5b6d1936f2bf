/**
 * @generated SignedSource<<61e3efe7cd4b418af1bab545ca108cc1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateVisitStatusInput = {
  id: string;
  statusId: number;
  visitModificationId?: string | null | undefined;
};
export type useUpdateVisitStatusMutation$variables = {
  input: UpdateVisitStatusInput;
};
export type useUpdateVisitStatusMutation$data = {
  readonly updateVisitStatus: {
    readonly __typename: string;
    readonly message?: string;
    readonly visit?: {
      readonly id: string;
      readonly isLocked: boolean;
      readonly isReadOnly: boolean;
      readonly status: {
        readonly name: string;
        readonly statusId: number;
      };
      readonly updatedAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"VisitStatusTimeline_visit">;
    };
  };
};
export type useUpdateVisitStatusMutation = {
  response: useUpdateVisitStatusMutation$data;
  variables: useUpdateVisitStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
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
  "name": "isReadOnly",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLocked",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
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
      "name": "statusId",
      "storageKey": null
    },
    (v7/*: any*/)
  ],
  "storageKey": null
},
v9 = {
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
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateVisitStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateVisitStatus",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
                  (v3/*: any*/),
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v8/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "VisitStatusTimeline_visit"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateVisitStatusSuccess",
            "abstractKey": null
          },
          (v9/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateVisitStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateVisitStatus",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
                  (v3/*: any*/),
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v8/*: any*/),
                  (v7/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VisitStatusLog",
                    "kind": "LinkedField",
                    "name": "statusLogs",
                    "plural": true,
                    "selections": [
                      (v3/*: any*/),
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
                        "name": "event",
                        "storageKey": null
                      },
                      (v10/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ModificationReason",
                    "kind": "LinkedField",
                    "name": "modificationReasons",
                    "plural": true,
                    "selections": [
                      (v3/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "modificationDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "modificationReason",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdByName",
                        "storageKey": null
                      },
                      (v10/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateVisitStatusSuccess",
            "abstractKey": null
          },
          (v9/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "47223ccb92d71b1a5e17d0787b97e909",
    "id": null,
    "metadata": {},
    "name": "useUpdateVisitStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateVisitStatusMutation(\n  $input: UpdateVisitStatusInput!\n) {\n  updateVisitStatus(input: $input) {\n    __typename\n    ... on UpdateVisitStatusSuccess {\n      visit {\n        id\n        isReadOnly\n        isLocked\n        updatedAt\n        status {\n          statusId\n          name\n        }\n        ...VisitStatusTimeline_visit\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment VisitStatusTimeline_visit on Visit {\n  id\n  name\n  isReadOnly\n  status {\n    statusId\n    name\n  }\n  statusLogs {\n    id\n    userName\n    event\n    createdAt\n  }\n  modificationReasons {\n    id\n    modificationDate\n    modificationReason\n    createdByName\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "95d22788b688491cc6c57ead20d44090";

export default node;
