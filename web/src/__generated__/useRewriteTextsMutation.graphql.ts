/**
 * @generated SignedSource<<7d6201d68c13b24f2afc9a77657d1445>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type RewriteTextsInput = {
  texts: ReadonlyArray<KeyedTextInput>;
};
export type KeyedTextInput = {
  key: string;
  text: string;
};
export type useRewriteTextsMutation$variables = {
  input: RewriteTextsInput;
};
export type useRewriteTextsMutation$data = {
  readonly rewriteTexts: {
    readonly __typename: string;
    readonly improvedTexts?: ReadonlyArray<{
      readonly key: string;
      readonly text: string;
    }>;
    readonly languageModel?: boolean;
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
  };
};
export type useRewriteTextsMutation = {
  response: useRewriteTextsMutation$data;
  variables: useRewriteTextsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = [
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
    "name": "rewriteTexts",
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
            "concreteType": "KeyedText",
            "kind": "LinkedField",
            "name": "improvedTexts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              (v1/*: any*/)
            ],
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
            "name": "languageModel",
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
              (v1/*: any*/),
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
          }
        ],
        "type": "RewriteTextsSuccess",
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
    "name": "useRewriteTextsMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRewriteTextsMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "3d5866a7b8d93e131f52b3e48f332b0f",
    "id": null,
    "metadata": {},
    "name": "useRewriteTextsMutation",
    "operationKind": "mutation",
    "text": "mutation useRewriteTextsMutation(\n  $input: RewriteTextsInput!\n) {\n  rewriteTexts(input: $input) {\n    __typename\n    ... on RewriteTextsSuccess {\n      improvedTexts {\n        key\n        text\n      }\n      provider\n      languageModel\n      notice\n      lines {\n        text\n        sources {\n          kind\n          label\n          quote\n          start\n          end\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f314dee165ceee401b3a1e603a41154";

export default node;
