/**
 * @generated SignedSource<<817df3378302b79f4aac59be4617197a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiDraftFeature = "CANVAS_CHAT" | "CLEAN_UP" | "GENERATE_SOAP" | "PHYSICAL_EXAM" | "RECOMMENDATIONS" | "REWRITE" | "TRIAGE_IMPORT" | "%future added value";
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type SaveSoapCanvasInput = {
  aiDrafts?: ReadonlyArray<AiDraftMarkInput> | null | undefined;
  basedOnVersion?: number | null | undefined;
  finalSoap: string;
  prompt: string;
  templateCode?: string | null | undefined;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type AiDraftMarkInput = {
  feature: AiDraftFeature;
  field: string;
  provider: string;
  sources?: AiDraftSourcesInput | null | undefined;
};
export type AiDraftSourcesInput = {
  input: string;
  lines: ReadonlyArray<AiLineInput>;
};
export type AiLineInput = {
  sources: ReadonlyArray<AiLineSourceInput>;
  text: string;
};
export type AiLineSourceInput = {
  end?: number | null | undefined;
  kind: AiLineSourceKind;
  label: string;
  quote?: string | null | undefined;
  start?: number | null | undefined;
};
export type useSaveSoapCanvasMutation$variables = {
  input: SaveSoapCanvasInput;
};
export type useSaveSoapCanvasMutation$data = {
  readonly saveSoapCanvas: {
    readonly __typename: string;
    readonly canvas?: {
      readonly id: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"SoapCanvasEditorPage_canvas" | "SoapCanvasPage_canvas">;
    };
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly finalSoap: string;
      readonly id: string;
      readonly prompt: string;
      readonly templateCode: string | null | undefined;
      readonly version: number;
    } | null | undefined;
    readonly message?: string;
    readonly visit?: {
      readonly id: string;
      readonly soapCanvas: {
        readonly id: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"useVisitAiDrafts_visit">;
    };
  };
};
export type useSaveSoapCanvasMutation = {
  response: useSaveSoapCanvasMutation$data;
  variables: useSaveSoapCanvasMutation$variables;
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
  "name": "version",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "SoapCanvas",
  "kind": "LinkedField",
  "name": "soapCanvas",
  "plural": false,
  "selections": [
    (v3/*: any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "finalSoap",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prompt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "templateCode",
  "storageKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SoapCanvas",
      "kind": "LinkedField",
      "name": "current",
      "plural": false,
      "selections": [
        (v3/*: any*/),
        (v4/*: any*/),
        (v7/*: any*/),
        (v8/*: any*/),
        (v9/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SoapCanvasStaleVersionError",
  "abstractKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSoapCanvasMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSoapCanvas",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapCanvas",
                "kind": "LinkedField",
                "name": "canvas",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SoapCanvasEditorPage_canvas"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SoapCanvasPage_canvas"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v5/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "useVisitAiDrafts_visit"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSoapCanvasSuccess",
            "abstractKey": null
          },
          (v10/*: any*/),
          (v11/*: any*/)
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
    "name": "useSaveSoapCanvasMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSoapCanvas",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapCanvas",
                "kind": "LinkedField",
                "name": "canvas",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/),
                  (v9/*: any*/),
                  (v7/*: any*/),
                  (v8/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFinalized",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "finalizedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "finalizedByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exportedTo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedByName",
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
                    "concreteType": "PracticeExport",
                    "kind": "LinkedField",
                    "name": "practiceExport",
                    "plural": false,
                    "selections": [
                      (v3/*: any*/),
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
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "attempts",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastError",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "partnerName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "partnerRecordId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nextAttemptAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "writtenAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "verifiedAt",
                        "storageKey": null
                      }
                    ],
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v5/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiDraft",
                    "kind": "LinkedField",
                    "name": "aiDrafts",
                    "plural": true,
                    "selections": [
                      (v3/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "record",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "field",
                        "storageKey": null
                      },
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
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "part",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "featureLabel",
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
                        "name": "reviewedByName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reviewedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasSources",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSoapCanvasSuccess",
            "abstractKey": null
          },
          (v10/*: any*/),
          (v11/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ce0eef45d5876dc5a1c1a3021a19fdfc",
    "id": null,
    "metadata": {},
    "name": "useSaveSoapCanvasMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSoapCanvasMutation(\n  $input: SaveSoapCanvasInput!\n) {\n  saveSoapCanvas(input: $input) {\n    __typename\n    ... on SaveSoapCanvasSuccess {\n      canvas {\n        id\n        version\n        ...SoapCanvasEditorPage_canvas\n        ...SoapCanvasPage_canvas\n      }\n      visit {\n        id\n        soapCanvas {\n          id\n        }\n        ...useVisitAiDrafts_visit\n      }\n    }\n    ... on SoapCanvasStaleVersionError {\n      message\n      changedByName\n      changedAt\n      current {\n        id\n        version\n        finalSoap\n        prompt\n        templateCode\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AiDraftBadge_draft on AiDraft {\n  id\n  part\n  status\n  featureLabel\n  provider\n  reviewedByName\n  reviewedAt\n  hasSources\n}\n\nfragment PracticeExportStatus_practiceExport on PracticeExport {\n  id\n  kind\n  state\n  attempts\n  lastError\n  partnerName\n  partnerRecordId\n  nextAttemptAt\n  writtenAt\n  verifiedAt\n}\n\nfragment SoapCanvasEditorPage_canvas on SoapCanvas {\n  id\n  templateCode\n  finalSoap\n  prompt\n  version\n  isFinalized\n  finalizedAt\n  finalizedByName\n  exportedTo\n  updatedByName\n  updatedAt\n  practiceExport {\n    ...PracticeExportStatus_practiceExport\n    id\n  }\n}\n\nfragment SoapCanvasPage_canvas on SoapCanvas {\n  id\n  templateCode\n  finalSoap\n  prompt\n  version\n  isFinalized\n  chatHistory {\n    role\n    content\n    at\n  }\n  practiceExport {\n    ...PracticeExportStatus_practiceExport\n    id\n  }\n}\n\nfragment useVisitAiDrafts_visit on Visit {\n  aiDrafts {\n    id\n    record\n    field\n    text\n    status\n    ...AiDraftBadge_draft\n  }\n}\n"
  }
};
})();

(node as any).hash = "82d62bed70de294527ca2eea0b36bc5a";

export default node;
