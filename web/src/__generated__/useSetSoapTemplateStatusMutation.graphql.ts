/**
 * @generated SignedSource<<974577b1b1e853088048f97acc95774e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
      readonly status: SoapTemplateStatus;
      readonly updatedAt: string;
      readonly version: number;
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
    "name": "setSoapTemplateStatus",
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
            "concreteType": "SoapTemplate",
            "kind": "LinkedField",
            "name": "template",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetSoapTemplateStatusSuccess",
        "abstractKey": null
      },
      {
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
    "name": "useSetSoapTemplateStatusMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSetSoapTemplateStatusMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "36beccd397f5c72465cc2cf226e561f3",
    "id": null,
    "metadata": {},
    "name": "useSetSoapTemplateStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSoapTemplateStatusMutation(\n  $input: SetSoapTemplateStatusInput!\n) {\n  setSoapTemplateStatus(input: $input) {\n    __typename\n    ... on SetSoapTemplateStatusSuccess {\n      template {\n        id\n        status\n        version\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2d4638697979156f8209a798ecbb6ee";

export default node;
