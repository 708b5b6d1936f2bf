/**
 * @generated SignedSource<<b18a57069df1a5b1df58c793cbc368a9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type SetSoapTemplateStatusInput = {
  code: string;
  status: SoapTemplateStatus;
};
export type useSetSoapTemplateStatusMutation$variables = {
  input: SetSoapTemplateStatusInput;
};
export type useSetSoapTemplateStatusMutation$data = {
  readonly setSoapTemplateStatus: {
    readonly __typename: string;
    readonly message?: string;
    readonly template?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SoapTemplatesPage_row">;
    };
  };
};
export type useSetSoapTemplateStatusMutation = {
  response: useSetSoapTemplateStatusMutation$data;
  variables: useSetSoapTemplateStatusMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v5 = [
  (v3/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  (v4/*: any*/),
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
    "name": "status",
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
    "name": "updatedAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TemplateSection",
    "kind": "LinkedField",
    "name": "content",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "section",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TemplateField",
        "kind": "LinkedField",
        "name": "fields",
        "plural": true,
        "selections": [
          (v4/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hint",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v6 = {
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
    "name": "useSetSoapTemplateStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSoapTemplateStatus",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapTemplate",
                "kind": "LinkedField",
                "name": "template",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "SoapTemplatesPage_row",
                    "selections": (v5/*: any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetSoapTemplateStatusSuccess",
            "abstractKey": null
          },
          (v6/*: any*/)
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
    "name": "useSetSoapTemplateStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSoapTemplateStatus",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapTemplate",
                "kind": "LinkedField",
                "name": "template",
                "plural": false,
                "selections": (v5/*: any*/),
                "storageKey": null
              }
            ],
            "type": "SetSoapTemplateStatusSuccess",
            "abstractKey": null
          },
          (v6/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7f1ac54f6c03dbf049dd4b5da1101a99",
    "id": null,
    "metadata": {},
    "name": "useSetSoapTemplateStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSoapTemplateStatusMutation(\n  $input: SetSoapTemplateStatusInput!\n) {\n  setSoapTemplateStatus(input: $input) {\n    __typename\n    ... on SetSoapTemplateStatusSuccess {\n      template {\n        id\n        ...SoapTemplatesPage_row\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment SoapTemplatesPage_row on SoapTemplate {\n  id\n  code\n  name\n  description\n  status\n  version\n  updatedAt\n  content {\n    section\n    value\n    fields {\n      name\n      hint\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c2ed3804ab946d199aaece629a8cd80";

export default node;
