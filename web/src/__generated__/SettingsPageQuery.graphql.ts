/**
 * @generated SignedSource<<b29a721cc2f97ea172fdfa54cc5b5bc2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPageQuery$variables = Record<PropertyKey, never>;
export type SettingsPageQuery$data = {
  readonly activeClinic: {
    readonly appointmentSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsModal_settings">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AiStatusCard_query" | "VeterinaryPinCard_query">;
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VeterinaryPinCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AiStatusCard_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Clinic",
        "kind": "LinkedField",
        "name": "activeClinic",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AppointmentSettings",
            "kind": "LinkedField",
            "name": "appointmentSettings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationSettingsModal_settings"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VeterinaryPin",
        "kind": "LinkedField",
        "name": "veterinaryPin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSet",
            "storageKey": null
          },
          (v0/*: any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiStatus",
        "kind": "LinkedField",
        "name": "aiStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "languageModel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatModel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dictationAvailable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dictationSetting",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dictationDescription",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Clinic",
        "kind": "LinkedField",
        "name": "activeClinic",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AppointmentSettings",
            "kind": "LinkedField",
            "name": "appointmentSettings",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clinicCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysBefore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dailyReminder",
                "storageKey": null
              },
              (v0/*: any*/)
            ],
            "storageKey": null
          },
          (v1/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0891b1fcb0091d584781d0f51d1e24b",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery {\n  ...VeterinaryPinCard_query\n  ...AiStatusCard_query\n  activeClinic {\n    appointmentSettings {\n      ...NotificationSettingsModal_settings\n      id\n    }\n    id\n  }\n}\n\nfragment AiStatusCard_query on Query {\n  aiStatus {\n    provider\n    description\n    languageModel\n    chatModel\n    dictationAvailable\n    dictationSetting\n    dictationDescription\n  }\n}\n\nfragment NotificationSettingsModal_settings on AppointmentSettings {\n  id\n  clinicCode\n  daysBefore\n  dailyReminder\n  updatedAt\n}\n\nfragment VeterinaryPinCard_query on Query {\n  veterinaryPin {\n    isSet\n    updatedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbb582d65a5129b0b59a7a0675d4f8d2";

export default node;
