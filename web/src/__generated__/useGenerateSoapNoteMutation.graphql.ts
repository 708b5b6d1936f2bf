/**
 * @generated SignedSource<<c98fc7316af799c553344d1fb7aac3e4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type GenerateSoapNoteInput = {
  templateCode: string;
  triageText: string;
  visitId: string;
};
export type useGenerateSoapNoteMutation$variables = {
  input: GenerateSoapNoteInput;
};
export type useGenerateSoapNoteMutation$data = {
  readonly generateSoapNote: {
    readonly __typename: string;
    readonly message?: string;
    readonly note?: {
      readonly emptySections: ReadonlyArray<string>;
      readonly markdown: string;
      readonly notice: string | null | undefined;
      readonly provider: string;
      readonly sections: ReadonlyArray<{
        readonly lines: ReadonlyArray<{
          readonly sources: ReadonlyArray<{
            readonly end: number | null | undefined;
            readonly kind: AiLineSourceKind;
            readonly label: string;
            readonly quote: string | null | undefined;
            readonly start: number | null | undefined;
          }>;
          readonly text: string;
        }>;
        readonly section: string;
      }>;
    };
  };
};
export type useGenerateSoapNoteMutation = {
  response: useGenerateSoapNoteMutation$data;
  variables: useGenerateSoapNoteMutation$variables;
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
    "name": "generateSoapNote",
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
            "concreteType": "GeneratedSoapNote",
            "kind": "LinkedField",
            "name": "note",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markdown",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emptySections",
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
                "concreteType": "GeneratedSoapSection",
                "kind": "LinkedField",
                "name": "sections",
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "GenerateSoapNoteSuccess",
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
    "name": "useGenerateSoapNoteMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useGenerateSoapNoteMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "0a4899b8830b5f12c2ef99c322ffb8fa",
    "id": null,
    "metadata": {},
    "name": "useGenerateSoapNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useGenerateSoapNoteMutation(\n  $input: GenerateSoapNoteInput!\n) {\n  generateSoapNote(input: $input) {\n    __typename\n    ... on GenerateSoapNoteSuccess {\n      note {\n        markdown\n        emptySections\n        provider\n        notice\n        sections {\n          section\n          lines {\n            text\n            sources {\n              kind\n              label\n              quote\n              start\n              end\n            }\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1c38dad37d06f235947ce0a207e233a";

export default node;
