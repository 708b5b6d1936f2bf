/**
 * @generated SignedSource<<20639added376554d2ef144df0eff66e>>
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
    readonly followUpSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"FollowUpSettingsModal_settings">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"VeterinaryPinCard_query">;
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FollowUpSettings",
            "kind": "LinkedField",
            "name": "followUpSettings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FollowUpSettingsModal_settings"
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
          {
            "alias": null,
            "args": null,
            "concreteType": "FollowUpSettings",
            "kind": "LinkedField",
            "name": "followUpSettings",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "intervalDays",
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
    "cacheID": "63331a9ea8546b54f8b1c02b60b204c2",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery {\n  ...VeterinaryPinCard_query\n  activeClinic {\n    appointmentSettings {\n      ...NotificationSettingsModal_settings\n      id\n    }\n    followUpSettings {\n      ...FollowUpSettingsModal_settings\n      id\n    }\n    id\n  }\n}\n\nfragment FollowUpSettingsModal_settings on FollowUpSettings {\n  id\n  enabled\n  intervalDays\n  updatedAt\n}\n\nfragment NotificationSettingsModal_settings on AppointmentSettings {\n  id\n  clinicCode\n  daysBefore\n  dailyReminder\n  updatedAt\n}\n\nfragment VeterinaryPinCard_query on Query {\n  veterinaryPin {\n    isSet\n    updatedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "047747d874fd26e22af3f1d815960891";

export default node;
