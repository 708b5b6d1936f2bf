/**
 * @generated SignedSource<<ad4b0896b4d8425883153f1e69c0bed1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentRequirement = "ALWAYS" | "BY_HAND" | "WHEN_PLAN_NEEDS" | "%future added value";
export type UpdateConsentFormInput = {
  archived?: boolean | null | undefined;
  basedOnVersion: number;
  body: string;
  id: string;
  requirement: ConsentRequirement;
  title: string;
};
export type useSaveConsentFormUpdateMutation$variables = {
  input: UpdateConsentFormInput;
};
export type useSaveConsentFormUpdateMutation$data = {
  readonly updateConsentForm: {
    readonly __typename: string;
    readonly consentForm?: {
      readonly " $fragmentSpreads": FragmentRefs<"ConsentFormsPage_form">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useSaveConsentFormUpdateMutation = {
  response: useSaveConsentFormUpdateMutation$data;
  variables: useSaveConsentFormUpdateMutation$variables;
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
    (v3/*: any*/),
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
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveConsentFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateConsentForm",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ConsentForm",
                "kind": "LinkedField",
                "name": "consentForm",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ConsentFormsPage_form"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateConsentFormSuccess",
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
    "name": "useSaveConsentFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateConsentForm",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ConsentForm",
                "kind": "LinkedField",
                "name": "consentForm",
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
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "version",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requirement",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "archived",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "textSha256",
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
                    "name": "updatedByName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateConsentFormSuccess",
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
    "cacheID": "7d48b9c7260e4ac00bbdaae3cf7f4a49",
    "id": null,
    "metadata": {},
    "name": "useSaveConsentFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveConsentFormUpdateMutation(\n  $input: UpdateConsentFormInput!\n) {\n  updateConsentForm(input: $input) {\n    __typename\n    ... on UpdateConsentFormSuccess {\n      consentForm {\n        ...ConsentFormsPage_form\n        id\n      }\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ConsentFormsPage_form on ConsentForm {\n  id\n  kind\n  title\n  body\n  version\n  requirement\n  archived\n  textSha256\n  updatedAt\n  updatedByName\n}\n"
  }
};
})();

(node as any).hash = "6334fcd1d5cee9ddcda396cea988e6e4";

export default node;
