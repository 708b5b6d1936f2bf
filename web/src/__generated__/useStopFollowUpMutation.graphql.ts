/**
 * @generated SignedSource<<185bdd8c7aeb73117d86cd0a5ef8d70e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StopFollowUpInput = {
  followUpId: string;
};
export type useStopFollowUpMutation$variables = {
  input: StopFollowUpInput;
};
export type useStopFollowUpMutation$data = {
  readonly stopFollowUp: {
    readonly __typename: string;
    readonly followUp?: {
      readonly " $fragmentSpreads": FragmentRefs<"LinkReminders_followUp">;
    };
    readonly message?: string;
  };
};
export type useStopFollowUpMutation = {
  response: useStopFollowUpMutation$data;
  variables: useStopFollowUpMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStopFollowUpMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "stopFollowUp",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
            "type": "StopFollowUpSuccess",
            "abstractKey": null
          },
          (v3/*: any*/)
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
    "name": "useStopFollowUpMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "stopFollowUp",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FollowUp",
                "kind": "LinkedField",
                "name": "followUp",
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
            "type": "StopFollowUpSuccess",
            "abstractKey": null
          },
          (v3/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d8a6e400922f33a21f76723105e8900b",
    "id": null,
    "metadata": {},
    "name": "useStopFollowUpMutation",
    "operationKind": "mutation",
    "text": "mutation useStopFollowUpMutation(\n  $input: StopFollowUpInput!\n) {\n  stopFollowUp(input: $input) {\n    __typename\n    ... on StopFollowUpSuccess {\n      followUp {\n        ...LinkReminders_followUp\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment LinkReminders_followUp on FollowUp {\n  id\n  email\n  sentAt\n  remindersSent\n  lastReminderAt\n  nextReminderAt\n  plannedReminders\n  stoppedReason\n}\n"
  }
};
})();

(node as any).hash = "0308217ced0e14afb6a7e0970efc10b7";

export default node;
