/**
 * @generated SignedSource<<76192718a9fabcef72ab784d5c133472>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssessmentStep_recommendations$data = {
  readonly aiRecommendations: {
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
  readonly id: string;
  readonly " $fragmentType": "AssessmentStep_recommendations";
};
export type AssessmentStep_recommendations$key = {
  readonly " $data"?: AssessmentStep_recommendations$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_recommendations">;
};

import AssessmentStepRecommendationsRefetchQuery_graphql from './AssessmentStepRecommendationsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v3 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "AssessmentStep_suggestion",
    "selections": [
      (v0/*: any*/),
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
          (v1/*: any*/),
          (v2/*: any*/),
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
    "args": null,
    "argumentDefinitions": ([]/*: any*/)
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": AssessmentStepRecommendationsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "AssessmentStep_recommendations",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiRecommendations",
      "kind": "LinkedField",
      "name": "aiRecommendations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AiSuggestion",
          "kind": "LinkedField",
          "name": "diagnostics",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AiSuggestion",
          "kind": "LinkedField",
          "name": "services",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AiSuggestion",
          "kind": "LinkedField",
          "name": "medications",
          "plural": true,
          "selections": (v3/*: any*/),
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
                (v0/*: any*/),
                (v2/*: any*/),
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
    },
    (v1/*: any*/)
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "78e2de9e106c2a545c46712c878f6415";

export default node;
