/**
 * @generated SignedSource<<e7d91e94b174d455f20071ff4d80b2cb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type AssessmentStepPromptQuery$variables = {
  extraText: string;
  id: string;
};
export type AssessmentStepPromptQuery$data = {
  readonly node: {
    readonly aiRecommendations?: {
      readonly diagnostics: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_suggestion">;
      }>;
      readonly enabled: boolean;
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
      readonly medications: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_suggestion">;
      }>;
      readonly services: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_suggestion">;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type AssessmentStepPromptQuery = {
  response: AssessmentStepPromptQuery$data;
  variables: AssessmentStepPromptQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "extraText"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = [
  {
    "kind": "Variable",
    "name": "extraText",
    "variableName": "extraText"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = [
  (v5/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "catalogueId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "category",
    "storageKey": null
  },
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
    "concreteType": "DosageUnit",
    "kind": "LinkedField",
    "name": "dosageOptions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dosage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unit",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "doseInstructions",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sideEffects",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AiSource",
    "kind": "LinkedField",
    "name": "source",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      (v6/*: any*/),
      (v7/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchedText",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v9 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "AssessmentStep_suggestion",
    "selections": (v8/*: any*/),
    "args": null,
    "argumentDefinitions": ([]/*: any*/)
  }
],
v10 = {
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
        (v5/*: any*/),
        (v7/*: any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssessmentStepPromptQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v3/*: any*/),
                "concreteType": "AiRecommendations",
                "kind": "LinkedField",
                "name": "aiRecommendations",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "diagnostics",
                    "plural": true,
                    "selections": (v9/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": (v9/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "medications",
                    "plural": true,
                    "selections": (v9/*: any*/),
                    "storageKey": null
                  },
                  (v10/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "AssessmentStepPromptQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
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
                "args": (v3/*: any*/),
                "concreteType": "AiRecommendations",
                "kind": "LinkedField",
                "name": "aiRecommendations",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "diagnostics",
                    "plural": true,
                    "selections": (v8/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": (v8/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "medications",
                    "plural": true,
                    "selections": (v8/*: any*/),
                    "storageKey": null
                  },
                  (v10/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Visit",
            "abstractKey": null
          },
          (v6/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "be9a62d213a071d08d5ba671cfe6e543",
    "id": null,
    "metadata": {},
    "name": "AssessmentStepPromptQuery",
    "operationKind": "query",
    "text": "query AssessmentStepPromptQuery(\n  $id: ID!\n  $extraText: String!\n) {\n  node(id: $id) {\n    __typename\n    ... on Visit {\n      aiRecommendations(extraText: $extraText) {\n        enabled\n        diagnostics {\n          ...AssessmentStep_suggestion\n        }\n        services {\n          ...AssessmentStep_suggestion\n        }\n        medications {\n          ...AssessmentStep_suggestion\n        }\n        lines {\n          text\n          sources {\n            kind\n            label\n            quote\n            start\n            end\n          }\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment AssessmentStep_suggestion on AiSuggestion {\n  kind\n  catalogueId\n  code\n  name\n  category\n  description\n  dosageOptions {\n    dosage\n    unit\n  }\n  doseInstructions\n  sideEffects\n  reason\n  source {\n    type\n    id\n    label\n    matchedText\n  }\n}\n"
  }
};
})();

(node as any).hash = "313c2885117fc71b4ad82c4ab5a5497f";

export default node;
