/**
 * @generated SignedSource<<895d29be25cc2f29692d9c452b50719c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveFollowUpSettingsInput = {
  enabled: boolean;
  intervalDays: number;
};
export type useSaveFollowUpSettingsMutation$variables = {
  input: SaveFollowUpSettingsInput;
};
export type useSaveFollowUpSettingsMutation$data = {
  readonly saveFollowUpSettings: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly followUpSettings?: {
      readonly " $fragmentSpreads": FragmentRefs<"FollowUpSettingsModal_settings">;
    };
    readonly message?: string;
  };
};
export type useSaveFollowUpSettingsMutation = {
  response: useSaveFollowUpSettingsMutation$data;
  variables: useSaveFollowUpSettingsMutation$variables;
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
    "name": "useSaveFollowUpSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveFollowUpSettings",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
            "type": "SaveFollowUpSettingsSuccess",
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
    "name": "useSaveFollowUpSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveFollowUpSettings",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FollowUpSettings",
                "kind": "LinkedField",
                "name": "followUpSettings",
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
            "type": "SaveFollowUpSettingsSuccess",
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
    "cacheID": "9e6c1d7cce6c1a116d321dd1f0205636",
    "id": null,
    "metadata": {},
    "name": "useSaveFollowUpSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveFollowUpSettingsMutation(\n  $input: SaveFollowUpSettingsInput!\n) {\n  saveFollowUpSettings(input: $input) {\n    __typename\n    ... on SaveFollowUpSettingsSuccess {\n      followUpSettings {\n        ...FollowUpSettingsModal_settings\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment FollowUpSettingsModal_settings on FollowUpSettings {\n  id\n  enabled\n  intervalDays\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "dc7a6f425c5f69438f68912369ba7117";

export default node;
