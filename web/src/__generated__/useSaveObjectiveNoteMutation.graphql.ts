/**
 * @generated SignedSource<<07429b39c597178e39aaf2260dbd7536>>
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
export type Mentation = "Bright" | "Comatose" | "Depressed" | "Stuporous" | "%future added value";
export type PhysicalExamStatus = "Abnormal" | "Negative" | "Normal" | "Positive" | "%future added value";
export type SaveObjectiveNoteInput = {
  aiDrafts?: ReadonlyArray<AiDraftMarkInput> | null | undefined;
  basedOnVersion?: number | null | undefined;
  bodyScore?: number | null | undefined;
  dentalScore?: number | null | undefined;
  grimaceScale?: number | null | undefined;
  medicalHistoryNotes?: string | null | undefined;
  mentation?: Mentation | null | undefined;
  muscleConditionScore?: number | null | undefined;
  painScore?: number | null | undefined;
  physicalExamResults?: ReadonlyArray<PhysicalExamResultInput> | null | undefined;
  ruleOutDiagnosisIds?: ReadonlyArray<string> | null | undefined;
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
export type PhysicalExamResultInput = {
  category: string;
  categoryId?: string | null | undefined;
  comment?: string | null | undefined;
  result: PhysicalExamStatus;
};
export type useSaveObjectiveNoteMutation$variables = {
  input: SaveObjectiveNoteInput;
};
export type useSaveObjectiveNoteMutation$data = {
  readonly saveObjectiveNote: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ObjectiveStep_note">;
    } | null | undefined;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly objectiveNote?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ObjectiveStep_note">;
    };
    readonly visit?: {
      readonly id: string;
      readonly lastModifiedByName: string;
      readonly objectiveNote: {
        readonly id: string;
      } | null | undefined;
      readonly status: {
        readonly name: string;
      };
      readonly updatedAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"useVisitAiDrafts_visit">;
    };
  };
};
export type useSaveObjectiveNoteMutation = {
  response: useSaveObjectiveNoteMutation$data;
  variables: useSaveObjectiveNoteMutation$variables;
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
  "name": "category",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v3/*: any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
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
    "name": "painScore",
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PhysicalExamResult",
    "kind": "LinkedField",
    "name": "physicalExamResults",
    "plural": true,
    "selections": [
      (v4/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "categoryId",
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
      (v5/*: any*/),
      (v4/*: any*/),
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
        "concreteType": "Diagnosis",
        "kind": "LinkedField",
        "name": "diagnosis",
        "plural": false,
        "selections": (v6/*: any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "updatedByName",
    "storageKey": null
  },
  (v7/*: any*/)
],
v9 = [
  (v3/*: any*/),
  {
    "kind": "InlineDataFragmentSpread",
    "name": "ObjectiveStep_note",
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
    (v5/*: any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ObjectiveNote",
  "kind": "LinkedField",
  "name": "objectiveNote",
  "plural": false,
  "selections": (v6/*: any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedByName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedAt",
  "storageKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": [
    (v13/*: any*/)
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
        (v13/*: any*/)
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
    "name": "useSaveObjectiveNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveObjectiveNote",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ObjectiveNote",
                "kind": "LinkedField",
                "name": "objectiveNote",
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
                  (v7/*: any*/),
                  (v10/*: any*/),
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
            "type": "SaveObjectiveNoteSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*: any*/),
              (v14/*: any*/),
              (v15/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ObjectiveNote",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v9/*: any*/),
                "storageKey": null
              }
            ],
            "type": "ObjectiveNoteStaleVersionError",
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
    "name": "useSaveObjectiveNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveObjectiveNote",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ObjectiveNote",
                "kind": "LinkedField",
                "name": "objectiveNote",
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
                  (v7/*: any*/),
                  (v10/*: any*/),
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
            "type": "SaveObjectiveNoteSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*: any*/),
              (v14/*: any*/),
              (v15/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ObjectiveNote",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v8/*: any*/),
                "storageKey": null
              }
            ],
            "type": "ObjectiveNoteStaleVersionError",
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
    "cacheID": "ab2f59ad845c49992c0e9351ad55243b",
    "id": null,
    "metadata": {},
    "name": "useSaveObjectiveNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveObjectiveNoteMutation(\n  $input: SaveObjectiveNoteInput!\n) {\n  saveObjectiveNote(input: $input) {\n    __typename\n    ... on SaveObjectiveNoteSuccess {\n      objectiveNote {\n        id\n        ...ObjectiveStep_note\n      }\n      visit {\n        id\n        updatedAt\n        lastModifiedByName\n        status {\n          name\n        }\n        objectiveNote {\n          id\n        }\n        ...useVisitAiDrafts_visit\n      }\n    }\n    ... on ObjectiveNoteStaleVersionError {\n      message\n      changedByName\n      changedAt\n      current {\n        id\n        ...ObjectiveStep_note\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment AiDraftBadge_draft on AiDraft {\n  id\n  part\n  status\n  featureLabel\n  provider\n  reviewedByName\n  reviewedAt\n  hasSources\n}\n\nfragment ObjectiveStep_note on ObjectiveNote {\n  id\n  version\n  bodyScore\n  painScore\n  dentalScore\n  muscleConditionScore\n  grimaceScale\n  mentation\n  medicalHistoryNotes\n  physicalExamResults {\n    category\n    categoryId\n    result\n    comment\n  }\n  ruleOuts {\n    name\n    category\n    description\n    diagnosis {\n      id\n    }\n  }\n  updatedByName\n  updatedAt\n}\n\nfragment useVisitAiDrafts_visit on Visit {\n  aiDrafts {\n    id\n    record\n    field\n    text\n    status\n    ...AiDraftBadge_draft\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d1440f23ad0f6f6239b02f4f2ac4045";

export default node;
