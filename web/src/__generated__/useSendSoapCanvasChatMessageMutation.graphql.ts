/**
 * @generated SignedSource<<f7e367dc86970b16d0d3a31876d99046>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
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
    readonly lines?: ReadonlyArray<{
      readonly sources: ReadonlyArray<{
        readonly end: number | null | undefined;
        readonly kind: AiLineSourceKind;
        readonly label: string;
        readonly quote: string | null | undefined;
        readonly start: number | null | undefined;
      }>;
      readonly text: string;
    }>;
    readonly message?: string;
    readonly notice?: string | null | undefined;
    readonly provider?: string;
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
            "name": "provider",
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
            "concreteType": "AiLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AiLineSource",
                "kind": "LinkedField",
                "name": "sources",
                "plural": true,
                "selections": [
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
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "start",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "end",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "cacheID": "b032f0b5660b11dccf542c3a6f6cce0b",
    "id": null,
    "metadata": {},
    "name": "useSendSoapCanvasChatMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useSendSoapCanvasChatMessageMutation(\n  $input: SendSoapCanvasChatMessageInput!\n) {\n  sendSoapCanvasChatMessage(input: $input) {\n    __typename\n    ... on SendSoapCanvasChatMessageSuccess {\n      reply\n      provider\n      notice\n      lines {\n        text\n        sources {\n          kind\n          label\n          quote\n          start\n          end\n        }\n      }\n      canvas {\n        id\n        version\n        chatHistory {\n          role\n          content\n          at\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2bb251d8a0406db559acb4b566f4f02";

export default node;
