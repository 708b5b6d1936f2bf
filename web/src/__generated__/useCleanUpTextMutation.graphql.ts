/**
 * @generated SignedSource<<457bec87221198e4d69e7cae56ceabe9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type CleanUpTextInput = {
  text: string;
};
export type useCleanUpTextMutation$variables = {
  input: CleanUpTextInput;
};
export type useCleanUpTextMutation$data = {
  readonly cleanUpText: {
    readonly __typename: string;
    readonly changes?: ReadonlyArray<string>;
    readonly improvedText?: string;
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
    readonly provider?: string;
  };
};
export type useCleanUpTextMutation = {
  response: useCleanUpTextMutation$data;
  variables: useCleanUpTextMutation$variables;
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
    "name": "cleanUpText",
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
            "name": "improvedText",
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
            "name": "changes",
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
          }
        ],
        "type": "CleanUpTextSuccess",
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
    "name": "useCleanUpTextMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCleanUpTextMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "40951f30d22b920f09cf21b06d2d8212",
    "id": null,
    "metadata": {},
    "name": "useCleanUpTextMutation",
    "operationKind": "mutation",
    "text": "mutation useCleanUpTextMutation(\n  $input: CleanUpTextInput!\n) {\n  cleanUpText(input: $input) {\n    __typename\n    ... on CleanUpTextSuccess {\n      improvedText\n      provider\n      changes\n      lines {\n        text\n        sources {\n          kind\n          label\n          quote\n          start\n          end\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9db5adaecc4b77650477223748c33914";

export default node;
