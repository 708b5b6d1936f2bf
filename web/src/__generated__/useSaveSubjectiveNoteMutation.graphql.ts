/**
 * @generated SignedSource<<8a058c10af6b599eab13d5ce4975f05d>>
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
export type ComplaintDuration = "ACUTE" | "GRADUAL" | "PROGRESSING" | "STATIC" | "WORSENING" | "%future added value";
export type SaveSubjectiveNoteInput = {
  additionalNotes?: AdditionalNotesInput | null | undefined;
  aiDrafts?: ReadonlyArray<AiDraftMarkInput> | null | undefined;
  basedOnVersion?: number | null | undefined;
  chiefComplaint: ChiefComplaintInput;
  reasonForConsultation: ReasonForConsultationInput;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type AdditionalNotesInput = {
  additionalVomiting?: string | null | undefined;
  appetite?: string | null | undefined;
  coughing?: string | null | undefined;
  diarrhea?: string | null | undefined;
  fleaComb?: string | null | undefined;
  indoor?: number | null | undefined;
  medications?: ReadonlyArray<string> | null | undefined;
  otherPets?: string | null | undefined;
  reminders?: string | null | undefined;
  sneezing?: string | null | undefined;
  specialDiets?: string | null | undefined;
  supplements?: string | null | undefined;
  travel?: string | null | undefined;
  triageNotes?: string | null | undefined;
  vomiting?: string | null | undefined;
  waterIntake?: string | null | undefined;
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
export type ChiefComplaintInput = {
  complaint?: string | null | undefined;
  duration?: ComplaintDuration | null | undefined;
};
export type ReasonForConsultationInput = {
  diarrhea?: DiarrheaCaseInput | null | undefined;
  generalHealth?: string | null | undefined;
  mainCaseIds?: ReadonlyArray<number> | null | undefined;
  otherCases?: ReadonlyArray<string> | null | undefined;
  skinCase?: string | null | undefined;
  vomiting?: VomitingCaseInput | null | undefined;
};
export type DiarrheaCaseInput = {
  accidents?: string | null | undefined;
  diarrhea?: string | null | undefined;
  dietIndiscretions?: string | null | undefined;
  eatingStool?: string | null | undefined;
  missingToys?: string | null | undefined;
  petActing?: string | null | undefined;
  someVisit?: string | null | undefined;
  timesDiarrhea?: string | null | undefined;
};
export type VomitingCaseInput = {
  ateSomething?: string | null | undefined;
  dietChanges?: string | null | undefined;
  dietIndiscretions?: string | null | undefined;
  intoTrash?: string | null | undefined;
  ratPoison?: string | null | undefined;
  recentlyVaccinated?: string | null | undefined;
  timesVomiting?: string | null | undefined;
  vomiting?: string | null | undefined;
};
export type useSaveSubjectiveNoteMutation$variables = {
  input: SaveSubjectiveNoteInput;
};
export type useSaveSubjectiveNoteMutation$data = {
  readonly saveSubjectiveNote: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"subjectiveNoteData_note">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly subjectiveNote?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"subjectiveNoteData_note">;
    };
    readonly visit?: {
      readonly id: string;
      readonly lastModifiedByName: string;
      readonly status: {
        readonly name: string;
      };
      readonly subjectiveNote: {
        readonly id: string;
      } | null | undefined;
      readonly updatedAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"useVisitAiDrafts_visit">;
    };
  };
};
export type useSaveSubjectiveNoteMutation = {
  response: useSaveSubjectiveNoteMutation$data;
  variables: useSaveSubjectiveNoteMutation$variables;
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
  "name": "updatedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vomiting",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dietIndiscretions",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diarrhea",
  "storageKey": null
},
v8 = [
  (v3/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "version",
    "storageKey": null
  },
  (v4/*: any*/),
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
    "name": "filledByPetParent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiConsent",
    "storageKey": null
  },
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
          (v5/*: any*/),
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
          (v6/*: any*/),
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
          (v7/*: any*/),
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
          (v6/*: any*/),
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
      (v5/*: any*/),
      (v7/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "additionalVomiting",
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
        "kind": "ScalarField",
        "name": "supplements",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reminders",
        "storageKey": null
      },
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
v9 = [
  (v3/*: any*/),
  {
    "kind": "InlineDataFragmentSpread",
    "name": "subjectiveNoteData_note",
    "selections": (v8/*: any*/),
    "args": null,
    "argumentDefinitions": ([]/*: any*/)
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastModifiedByName",
  "storageKey": null
},
v11 = {
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
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "SubjectiveNote",
  "kind": "LinkedField",
  "name": "subjectiveNote",
  "plural": false,
  "selections": [
    (v3/*: any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedByName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": [
    (v15/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v17 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v15/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSubjectiveNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSubjectiveNote",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveNote",
                "kind": "LinkedField",
                "name": "subjectiveNote",
                "plural": false,
                "selections": (v9/*: any*/),
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
                  (v10/*: any*/),
                  (v4/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "useVisitAiDrafts_visit"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSubjectiveNoteSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*: any*/),
              (v14/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveNote",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v9/*: any*/),
                "storageKey": null
              }
            ],
            "type": "SubjectiveNoteStaleVersionError",
            "abstractKey": null
          },
          (v16/*: any*/),
          (v17/*: any*/)
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
    "name": "useSaveSubjectiveNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSubjectiveNote",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveNote",
                "kind": "LinkedField",
                "name": "subjectiveNote",
                "plural": false,
                "selections": (v8/*: any*/),
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
                  (v10/*: any*/),
                  (v4/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
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
            "type": "SaveSubjectiveNoteSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*: any*/),
              (v14/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveNote",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v8/*: any*/),
                "storageKey": null
              }
            ],
            "type": "SubjectiveNoteStaleVersionError",
            "abstractKey": null
          },
          (v16/*: any*/),
          (v17/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "78e7e06c19134400e3281b017adc9139",
    "id": null,
    "metadata": {},
    "name": "useSaveSubjectiveNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSubjectiveNoteMutation(\n  $input: SaveSubjectiveNoteInput!\n) {\n  saveSubjectiveNote(input: $input) {\n    __typename\n    ... on SaveSubjectiveNoteSuccess {\n      subjectiveNote {\n        id\n        ...subjectiveNoteData_note\n      }\n      visit {\n        id\n        lastModifiedByName\n        updatedAt\n        status {\n          name\n        }\n        subjectiveNote {\n          id\n        }\n        ...useVisitAiDrafts_visit\n      }\n    }\n    ... on SubjectiveNoteStaleVersionError {\n      changedByName\n      changedAt\n      current {\n        id\n        ...subjectiveNoteData_note\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment AiDraftBadge_draft on AiDraft {\n  id\n  part\n  status\n  featureLabel\n  provider\n  reviewedByName\n  reviewedAt\n  hasSources\n}\n\nfragment subjectiveNoteData_note on SubjectiveNote {\n  id\n  version\n  updatedAt\n  updatedByName\n  filledByPetParent\n  aiConsent\n  chiefComplaint {\n    complaint\n    duration\n  }\n  reasonForConsultation {\n    mainCaseIds\n    otherCases\n    generalHealth\n    skinCase\n    vomiting {\n      vomiting\n      timesVomiting\n      intoTrash\n      ateSomething\n      ratPoison\n      dietChanges\n      dietIndiscretions\n      recentlyVaccinated\n    }\n    diarrhea {\n      diarrhea\n      timesDiarrhea\n      eatingStool\n      dietIndiscretions\n      missingToys\n      accidents\n      someVisit\n      petActing\n    }\n  }\n  additionalNotes {\n    waterIntake\n    appetite\n    travel\n    coughing\n    sneezing\n    vomiting\n    diarrhea\n    additionalVomiting\n    specialDiets\n    supplements\n    reminders\n    triageNotes\n    medications\n    fleaComb\n    indoor\n    otherPets\n  }\n}\n\nfragment useVisitAiDrafts_visit on Visit {\n  aiDrafts {\n    id\n    record\n    field\n    text\n    status\n    ...AiDraftBadge_draft\n  }\n}\n"
  }
};
})();

(node as any).hash = "debab1f8e4c4af5acf1e51b3bd60199e";

export default node;
