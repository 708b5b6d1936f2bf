/**
 * @generated SignedSource<<80a82b05f8d4a4ffe4186505dc0df819>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ComplaintDuration = "ACUTE" | "GRADUAL" | "PROGRESSING" | "STATIC" | "WORSENING" | "%future added value";
export type Mentation = "Bright" | "Comatose" | "Depressed" | "Stuporous" | "%future added value";
export type PhysicalExamStatus = "Abnormal" | "Negative" | "Normal" | "Positive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SoapPreviewContent_visit$data = {
  readonly objectiveNote: {
    readonly bodyScore: number | null | undefined;
    readonly bodyScoreLabel: string;
    readonly dentalScore: number | null | undefined;
    readonly grimaceScale: number | null | undefined;
    readonly id: string;
    readonly medicalHistoryNotes: string;
    readonly mentation: Mentation;
    readonly muscleConditionLabel: string | null | undefined;
    readonly muscleConditionScore: number | null | undefined;
    readonly painScore: number | null | undefined;
    readonly painScoreLabel: string | null | undefined;
    readonly physicalExamResults: ReadonlyArray<{
      readonly category: string;
      readonly comment: string;
      readonly result: PhysicalExamStatus;
    }>;
    readonly ruleOuts: ReadonlyArray<{
      readonly name: string;
    }>;
  } | null | undefined;
  readonly subjectiveNote: {
    readonly additionalNotes: {
      readonly additionalVomiting: string | null | undefined;
      readonly appetite: string | null | undefined;
      readonly coughing: string | null | undefined;
      readonly diarrhea: string | null | undefined;
      readonly fleaComb: string | null | undefined;
      readonly indoor: number | null | undefined;
      readonly medications: ReadonlyArray<string>;
      readonly otherPets: string | null | undefined;
      readonly sneezing: string | null | undefined;
      readonly specialDiets: string | null | undefined;
      readonly supplements: string | null | undefined;
      readonly travel: string | null | undefined;
      readonly triageNotes: string | null | undefined;
      readonly vomiting: string | null | undefined;
      readonly waterIntake: string | null | undefined;
    };
    readonly chiefComplaint: {
      readonly complaint: string | null | undefined;
      readonly duration: ComplaintDuration;
    };
    readonly id: string;
    readonly reasonForConsultation: {
      readonly diarrhea: {
        readonly accidents: string | null | undefined;
        readonly diarrhea: string | null | undefined;
        readonly dietIndiscretions: string | null | undefined;
        readonly eatingStool: string | null | undefined;
        readonly missingToys: string | null | undefined;
        readonly petActing: string | null | undefined;
        readonly someVisit: string | null | undefined;
        readonly timesDiarrhea: string | null | undefined;
      } | null | undefined;
      readonly generalHealth: string | null | undefined;
      readonly mainCaseIds: ReadonlyArray<number>;
      readonly otherCases: ReadonlyArray<string>;
      readonly skinCase: string | null | undefined;
      readonly vomiting: {
        readonly ateSomething: string | null | undefined;
        readonly dietChanges: string | null | undefined;
        readonly dietIndiscretions: string | null | undefined;
        readonly intoTrash: string | null | undefined;
        readonly ratPoison: string | null | undefined;
        readonly recentlyVaccinated: string | null | undefined;
        readonly timesVomiting: string | null | undefined;
        readonly vomiting: string | null | undefined;
      } | null | undefined;
    };
  } | null | undefined;
  readonly vitals: {
    readonly heartRate: number | null | undefined;
    readonly id: string;
    readonly respiratoryRate: number | null | undefined;
    readonly temperature: {
      readonly unit: string;
      readonly value: number;
    } | null | undefined;
    readonly weight: {
      readonly unit: string;
      readonly value: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "SoapPreviewContent_visit";
};
export type SoapPreviewContent_visit$key = {
  readonly " $data"?: SoapPreviewContent_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapPreviewContent_visit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vomiting",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dietIndiscretions",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diarrhea",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoapPreviewContent_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SubjectiveNote",
      "kind": "LinkedField",
      "name": "subjectiveNote",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ChiefComplaint",
          "kind": "LinkedField",
          "name": "chiefComplaint",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "complaint",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "duration",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReasonForConsultation",
          "kind": "LinkedField",
          "name": "reasonForConsultation",
          "plural": false,
          "selections": [
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
              "kind": "ScalarField",
              "name": "otherCases",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "generalHealth",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "skinCase",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "VomitingCase",
              "kind": "LinkedField",
              "name": "vomiting",
              "plural": false,
              "selections": [
                (v1/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "timesVomiting",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "intoTrash",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ateSomething",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ratPoison",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "dietChanges",
                  "storageKey": null
                },
                (v2/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "recentlyVaccinated",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "DiarrheaCase",
              "kind": "LinkedField",
              "name": "diarrhea",
              "plural": false,
              "selections": [
                (v3/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "timesDiarrhea",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "eatingStool",
                  "storageKey": null
                },
                (v2/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "missingToys",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "accidents",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "someVisit",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "petActing",
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
          "concreteType": "AdditionalNotes",
          "kind": "LinkedField",
          "name": "additionalNotes",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "triageNotes",
              "storageKey": null
            },
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
            (v1/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "additionalVomiting",
              "storageKey": null
            },
            (v3/*: any*/),
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
              "kind": "ScalarField",
              "name": "supplements",
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
              "name": "fleaComb",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "indoor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "otherPets",
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
      "concreteType": "Vitals",
      "kind": "LinkedField",
      "name": "vitals",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Measurement",
          "kind": "LinkedField",
          "name": "temperature",
          "plural": false,
          "selections": (v4/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "respiratoryRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heartRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Measurement",
          "kind": "LinkedField",
          "name": "weight",
          "plural": false,
          "selections": (v4/*: any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ObjectiveNote",
      "kind": "LinkedField",
      "name": "objectiveNote",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PhysicalExamResult",
          "kind": "LinkedField",
          "name": "physicalExamResults",
          "plural": true,
          "selections": [
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
              "name": "result",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comment",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RuleOut",
          "kind": "LinkedField",
          "name": "ruleOuts",
          "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyScoreLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "painScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "painScoreLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dentalScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "muscleConditionScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "muscleConditionLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "grimaceScale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mentation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "medicalHistoryNotes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "2babc9094bf6e749b6cfae6867492ff0";

export default node;
