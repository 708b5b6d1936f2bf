/**
 * @generated SignedSource<<96a10d743464a9bdf62ed3fbc87442e1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  "name": "id",
  "storageKey": null
},
v6 = [
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
      (v5/*: any*/),
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
        "name": "matchedText",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v7 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "AssessmentStep_suggestion",
    "selections": (v6/*: any*/),
    "args": null,
    "argumentDefinitions": ([]/*: any*/)
  }
];
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
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "medications",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  }
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
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "medications",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Visit",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fae5ab558a3c9023e86d07f979669228",
    "id": null,
    "metadata": {},
    "name": "AssessmentStepPromptQuery",
    "operationKind": "query",
    "text": "query AssessmentStepPromptQuery(\n  $id: ID!\n  $extraText: String!\n) {\n  node(id: $id) {\n    __typename\n    ... on Visit {\n      aiRecommendations(extraText: $extraText) {\n        enabled\n        diagnostics {\n          ...AssessmentStep_suggestion\n        }\n        services {\n          ...AssessmentStep_suggestion\n        }\n        medications {\n          ...AssessmentStep_suggestion\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment AssessmentStep_suggestion on AiSuggestion {\n  kind\n  catalogueId\n  code\n  name\n  category\n  description\n  dosageOptions {\n    dosage\n    unit\n  }\n  doseInstructions\n  sideEffects\n  reason\n  source {\n    type\n    id\n    label\n    matchedText\n  }\n}\n"
  }
};
})();

(node as any).hash = "0546adbbdadb7c906797d3f15e889b68";

export default node;
