/**
 * @generated SignedSource<<205855cd700b52a3a33b1f786c38165e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FinalizeSoapCanvasInput = {
  basedOnVersion: number;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type useFinalizeSoapCanvasMutation$variables = {
  input: FinalizeSoapCanvasInput;
};
export type useFinalizeSoapCanvasMutation$data = {
  readonly finalizeSoapCanvas: {
    readonly __typename: string;
    readonly canvas?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SoapCanvasEditorPage_canvas" | "SoapCanvasPage_canvas">;
    };
    readonly message?: string;
    readonly visit?: {
      readonly id: string;
      readonly isLocked: boolean;
      readonly isReadOnly: boolean;
      readonly status: {
        readonly name: string;
      };
    };
  };
};
export type useFinalizeSoapCanvasMutation = {
  response: useFinalizeSoapCanvasMutation$data;
  variables: useFinalizeSoapCanvasMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Visit",
  "kind": "LinkedField",
  "name": "visit",
  "plural": false,
  "selections": [
    (v4/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isReadOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
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
    "name": "useFinalizeSoapCanvasMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "finalizeSoapCanvas",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapCanvas",
                "kind": "LinkedField",
                "name": "canvas",
                "plural": false,
                "selections": [
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
              (v5/*: any*/)
            ],
            "type": "FinalizeSoapCanvasSuccess",
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
    "name": "useFinalizeSoapCanvasMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "finalizeSoapCanvas",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SoapCanvas",
                "kind": "LinkedField",
                "name": "canvas",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "templateCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "finalSoap",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prompt",
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
                      (v4/*: any*/),
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
              (v5/*: any*/)
            ],
            "type": "FinalizeSoapCanvasSuccess",
            "abstractKey": null
          },
          (v6/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "65fd864d47bef1f28724a4ccc9ced560",
    "id": null,
    "metadata": {},
    "name": "useFinalizeSoapCanvasMutation",
    "operationKind": "mutation",
    "text": "mutation useFinalizeSoapCanvasMutation(\n  $input: FinalizeSoapCanvasInput!\n) {\n  finalizeSoapCanvas(input: $input) {\n    __typename\n    ... on FinalizeSoapCanvasSuccess {\n      message\n      canvas {\n        id\n        ...SoapCanvasEditorPage_canvas\n        ...SoapCanvasPage_canvas\n      }\n      visit {\n        id\n        isLocked\n        isReadOnly\n        status {\n          name\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment PracticeExportStatus_practiceExport on PracticeExport {\n  id\n  kind\n  state\n  attempts\n  lastError\n  partnerName\n  partnerRecordId\n  nextAttemptAt\n  writtenAt\n  verifiedAt\n}\n\nfragment SoapCanvasEditorPage_canvas on SoapCanvas {\n  id\n  templateCode\n  finalSoap\n  prompt\n  version\n  isFinalized\n  finalizedAt\n  finalizedByName\n  exportedTo\n  updatedByName\n  updatedAt\n  practiceExport {\n    ...PracticeExportStatus_practiceExport\n    id\n  }\n}\n\nfragment SoapCanvasPage_canvas on SoapCanvas {\n  id\n  templateCode\n  finalSoap\n  prompt\n  version\n  isFinalized\n  chatHistory {\n    role\n    content\n    at\n  }\n  practiceExport {\n    ...PracticeExportStatus_practiceExport\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "095aa1e576343393a7a1b507d1f8d85f";

export default node;
