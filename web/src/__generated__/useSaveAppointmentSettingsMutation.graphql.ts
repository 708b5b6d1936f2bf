/**
 * @generated SignedSource<<5ce1aee328db7bb979af4891a097ca06>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveAppointmentSettingsInput = {
  clinicCode: string;
  dailyReminder: boolean;
  daysBefore: number;
};
export type useSaveAppointmentSettingsMutation$variables = {
  input: SaveAppointmentSettingsInput;
};
export type useSaveAppointmentSettingsMutation$data = {
  readonly saveAppointmentSettings: {
    readonly __typename: string;
    readonly appointmentSettings?: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsModal_settings">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useSaveAppointmentSettingsMutation = {
  response: useSaveAppointmentSettingsMutation$data;
  variables: useSaveAppointmentSettingsMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v3/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveAppointmentSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveAppointmentSettings",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
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
            "type": "SaveAppointmentSettingsSuccess",
            "abstractKey": null
          },
          (v4/*: any*/),
          (v5/*: any*/)
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
    "name": "useSaveAppointmentSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveAppointmentSettings",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveAppointmentSettingsSuccess",
            "abstractKey": null
          },
          (v4/*: any*/),
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "24357a9b1fc7156af6a68c4ccb86e966",
    "id": null,
    "metadata": {},
    "name": "useSaveAppointmentSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveAppointmentSettingsMutation(\n  $input: SaveAppointmentSettingsInput!\n) {\n  saveAppointmentSettings(input: $input) {\n    __typename\n    ... on SaveAppointmentSettingsSuccess {\n      appointmentSettings {\n        ...NotificationSettingsModal_settings\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment NotificationSettingsModal_settings on AppointmentSettings {\n  id\n  clinicCode\n  daysBefore\n  dailyReminder\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "e1bd5517ede29aa9243b9114f1662798";

export default node;
