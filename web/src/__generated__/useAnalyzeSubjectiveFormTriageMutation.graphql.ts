/**
 * @generated SignedSource<<2783038e9531143194128bfa22f32869>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type ComplaintDuration = "ACUTE" | "GRADUAL" | "PROGRESSING" | "STATIC" | "WORSENING" | "%future added value";
export type AnalyzeSubjectiveFormTriageInput = {
  text: string;
  token: string;
};
export type useAnalyzeSubjectiveFormTriageMutation$variables = {
  input: AnalyzeSubjectiveFormTriageInput;
};
export type useAnalyzeSubjectiveFormTriageMutation$data = {
  readonly analyzeSubjectiveFormTriage: {
    readonly __typename: string;
    readonly analysis?: {
      readonly additionalNotes: {
        readonly appetite: string | null | undefined;
        readonly coughing: boolean | null | undefined;
        readonly diarrhea: boolean | null | undefined;
        readonly sneezing: boolean | null | undefined;
        readonly supplements: string | null | undefined;
        readonly travel: boolean | null | undefined;
        readonly vomiting: boolean | null | undefined;
        readonly waterIntake: string | null | undefined;
      };
      readonly chiefComplaint: string | null | undefined;
      readonly complaintDuration: ComplaintDuration | null | undefined;
      readonly evidence: ReadonlyArray<{
        readonly field: string;
        readonly text: string;
      }>;
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
      readonly mainCaseIds: ReadonlyArray<number>;
      readonly medications: ReadonlyArray<string>;
      readonly provider: string;
      readonly specialDiets: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type useAnalyzeSubjectiveFormTriageMutation = {
  response: useAnalyzeSubjectiveFormTriageMutation$data;
  variables: useAnalyzeSubjectiveFormTriageMutation$variables;
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
    "name": "analyzeSubjectiveFormTriage",
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
            "concreteType": "TriageAnalysis",
            "kind": "LinkedField",
            "name": "analysis",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chiefComplaint",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "complaintDuration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mainCaseIds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TriageAdditionalNotes",
                "kind": "LinkedField",
                "name": "additionalNotes",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waterIntake",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "appetite",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "travel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coughing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sneezing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vomiting",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "diarrhea",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplements",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "medications",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specialDiets",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TriageEvidence",
                "kind": "LinkedField",
                "name": "evidence",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  (v1/*: any*/)
                ],
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AnalyzeTriageNotesSuccess",
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
    "name": "useAnalyzeSubjectiveFormTriageMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAnalyzeSubjectiveFormTriageMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "8b8635ff3bac3425a6f713dcb118f031",
    "id": null,
    "metadata": {},
    "name": "useAnalyzeSubjectiveFormTriageMutation",
    "operationKind": "mutation",
    "text": "mutation useAnalyzeSubjectiveFormTriageMutation(\n  $input: AnalyzeSubjectiveFormTriageInput!\n) {\n  analyzeSubjectiveFormTriage(input: $input) {\n    __typename\n    ... on AnalyzeTriageNotesSuccess {\n      analysis {\n        chiefComplaint\n        complaintDuration\n        mainCaseIds\n        additionalNotes {\n          waterIntake\n          appetite\n          travel\n          coughing\n          sneezing\n          vomiting\n          diarrhea\n          supplements\n        }\n        medications\n        specialDiets\n        evidence {\n          field\n          text\n        }\n        lines {\n          text\n          sources {\n            kind\n            label\n            quote\n            start\n            end\n          }\n        }\n        provider\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2dc3c6a2f8c7c2b9643f7fa696fab0dc";

export default node;
