/**
 * @generated SignedSource<<75a309633eb160c96234b0908e2723f1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentRemindersQuery$variables = {
  visitId: string;
};
export type ConsentRemindersQuery$data = {
  readonly node: {
    readonly consents?: ReadonlyArray<{
      readonly followUp: {
        readonly " $fragmentSpreads": FragmentRefs<"LinkReminders_followUp">;
      } | null | undefined;
      readonly form: {
        readonly id: string;
      };
    }>;
  } | null | undefined;
};
export type ConsentRemindersQuery = {
  response: ConsentRemindersQuery$data;
  variables: ConsentRemindersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "visitId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "visitId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "ConsentForm",
  "kind": "LinkedField",
  "name": "form",
  "plural": false,
  "selections": [
    (v2/*: any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentRemindersQuery",
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
                "alias": null,
                "args": null,
                "concreteType": "VisitConsent",
                "kind": "LinkedField",
                "name": "consents",
                "plural": true,
                "selections": [
                  (v3/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FollowUp",
                    "kind": "LinkedField",
                    "name": "followUp",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "LinkReminders_followUp"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Visit",
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
    "name": "ConsentRemindersQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "VisitConsent",
                "kind": "LinkedField",
                "name": "consents",
                "plural": true,
                "selections": [
                  (v3/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FollowUp",
                    "kind": "LinkedField",
                    "name": "followUp",
                    "plural": false,
                    "selections": [
                      (v2/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sentAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "remindersSent",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastReminderAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nextReminderAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "plannedReminders",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stoppedReason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Visit",
            "abstractKey": null
          },
          (v2/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6cf13c22dbfb6935f8641f5c75d254cf",
    "id": null,
    "metadata": {},
    "name": "ConsentRemindersQuery",
    "operationKind": "query",
    "text": "query ConsentRemindersQuery(\n  $visitId: ID!\n) {\n  node(id: $visitId) {\n    __typename\n    ... on Visit {\n      consents {\n        form {\n          id\n        }\n        followUp {\n          ...LinkReminders_followUp\n          id\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment LinkReminders_followUp on FollowUp {\n  id\n  email\n  sentAt\n  remindersSent\n  lastReminderAt\n  nextReminderAt\n  plannedReminders\n  stoppedReason\n}\n"
  }
};
})();

(node as any).hash = "e042e0d430a34d99d598f3c12852229d";

export default node;
