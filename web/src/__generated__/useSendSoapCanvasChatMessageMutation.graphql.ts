/**
 * @generated SignedSource<<c82408eec747ea4fefd5c8e3fbed393d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendSoapCanvasChatMessageInput = {
  basedOnVersion: number;
  message: string;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type useSendSoapCanvasChatMessageMutation$variables = {
  input: SendSoapCanvasChatMessageInput;
};
export type useSendSoapCanvasChatMessageMutation$data = {
  readonly sendSoapCanvasChatMessage: {
    readonly __typename: string;
    readonly canvas?: {
      readonly chatHistory: ReadonlyArray<{
        readonly at: string;
        readonly content: string;
        readonly role: string;
      }>;
      readonly id: string;
      readonly version: number;
    };
    readonly message?: string;
    readonly notice?: string | null | undefined;
    readonly reply?: string;
  };
};
export type useSendSoapCanvasChatMessageMutation = {
  response: useSendSoapCanvasChatMessageMutation$data;
  variables: useSendSoapCanvasChatMessageMutation$variables;
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
    "name": "sendSoapCanvasChatMessage",
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
            "kind": "ScalarField",
            "name": "reply",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SoapCanvas",
            "kind": "LinkedField",
            "name": "canvas",
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
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapCanvasChatMessage",
                "kind": "LinkedField",
                "name": "chatHistory",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SendSoapCanvasChatMessageSuccess",
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
    "name": "useSendSoapCanvasChatMessageMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSendSoapCanvasChatMessageMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "c72732845cc78ca436e9f987c247834e",
    "id": null,
    "metadata": {},
    "name": "useSendSoapCanvasChatMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useSendSoapCanvasChatMessageMutation(\n  $input: SendSoapCanvasChatMessageInput!\n) {\n  sendSoapCanvasChatMessage(input: $input) {\n    __typename\n    ... on SendSoapCanvasChatMessageSuccess {\n      reply\n      notice\n      canvas {\n        id\n        version\n        chatHistory {\n          role\n          content\n          at\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d98eff77bf935f6136100a7201ec6a75";

export default node;
