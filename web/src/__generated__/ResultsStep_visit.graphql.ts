/**
 * @generated SignedSource<<27d236648fb1f29d68d731ecdb7028f6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LabOrderKind = "ADDITIONAL" | "ORDER" | "%future added value";
export type LabOrderStatus = "CANCELLED" | "COMPLETED" | "IN_PROGRESS" | "PENDING" | "QUEUED" | "SUBMITTED" | "%future added value";
export type LabResultFlag = "ABNORMAL" | "HIGH" | "LOW" | "NORMAL" | "%future added value";
export type ResultCommentKind = "DIAGNOSTIC" | "SERVICE" | "%future added value";
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResultsStep_visit$data = {
  readonly id: string;
  readonly isLocked: boolean;
  readonly labOrdering: {
    readonly allowAdditionalOrder: boolean;
    readonly connected: boolean;
    readonly placeOrder: boolean;
    readonly provider: string | null | undefined;
    readonly providerName: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly objectiveNote: {
    readonly id: string;
    readonly ruleOuts: ReadonlyArray<{
      readonly category: string | null | undefined;
      readonly description: string;
      readonly diagnosis: {
        readonly id: string;
      } | null | undefined;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly pet: {
    readonly id: string;
    readonly name: string;
  };
  readonly results: {
    readonly comments: ReadonlyArray<{
      readonly comments: string;
      readonly id: string;
      readonly itemCode: string;
      readonly kind: ResultCommentKind;
      readonly updatedAt: string;
      readonly updatedByName: string;
      readonly version: number;
    }>;
    readonly inHouseResults: ReadonlyArray<{
      readonly comment: string;
      readonly id: string;
      readonly planItemId: string;
      readonly result: string;
      readonly resultDate: string;
      readonly source: string;
      readonly testDate: string;
      readonly updatedAt: string;
      readonly updatedByName: string;
      readonly version: number;
    }>;
    readonly labOrders: ReadonlyArray<{
      readonly createdAt: string;
      readonly createdByName: string;
      readonly id: string;
      readonly kind: LabOrderKind;
      readonly lastError: string | null | undefined;
      readonly links: ReadonlyArray<{
        readonly type: string;
        readonly url: string;
      }>;
      readonly provider: string;
      readonly providerName: string;
      readonly status: LabOrderStatus;
      readonly tests: ReadonlyArray<{
        readonly code: string;
        readonly name: string;
      }>;
    }>;
    readonly labResults: ReadonlyArray<{
      readonly assigned: boolean;
      readonly finalResultDate: string | null | undefined;
      readonly history: ReadonlyArray<{
        readonly action: string;
        readonly actorName: string;
        readonly description: string;
        readonly updatedAt: string;
      }>;
      readonly id: string;
      readonly identifier: string;
      readonly parentName: string;
      readonly petName: string;
      readonly provider: string;
      readonly providerName: string;
      readonly reportAvailable: boolean;
      readonly status: string;
      readonly testDate: string;
      readonly tests: ReadonlyArray<{
        readonly code: string;
        readonly name: string;
        readonly values: ReadonlyArray<{
          readonly analyte: string;
          readonly flag: LabResultFlag;
          readonly referenceRange: string;
          readonly unit: string;
          readonly value: string;
        }>;
      }>;
    }>;
    readonly treatmentResult: {
      readonly id: string;
      readonly result: {
        readonly additionalCareText: string;
        readonly customMedications: ReadonlyArray<{
          readonly catalogueId: string | null | undefined;
          readonly code: string;
          readonly comment: string | null | undefined;
          readonly dosage: string | null | undefined;
          readonly name: string;
          readonly planItemId: string | null | undefined;
          readonly quantity: number | null | undefined;
        }>;
        readonly diagnosis: ReadonlyArray<{
          readonly category: string | null | undefined;
          readonly description: string | null | undefined;
          readonly diagnosisId: string | null | undefined;
          readonly name: string;
        }>;
        readonly inventories: ReadonlyArray<{
          readonly catalogueId: string | null | undefined;
          readonly code: string;
          readonly comment: string | null | undefined;
          readonly dosage: string | null | undefined;
          readonly name: string;
          readonly planItemId: string | null | undefined;
          readonly quantity: number | null | undefined;
        }>;
        readonly medications: ReadonlyArray<{
          readonly catalogueId: string | null | undefined;
          readonly code: string;
          readonly comment: string | null | undefined;
          readonly dosage: string | null | undefined;
          readonly name: string;
          readonly planItemId: string | null | undefined;
          readonly quantity: number | null | undefined;
        }>;
        readonly ruleOuts: ReadonlyArray<{
          readonly category: string | null | undefined;
          readonly description: string | null | undefined;
          readonly diagnosisId: string | null | undefined;
          readonly name: string;
        }>;
        readonly services: ReadonlyArray<{
          readonly catalogueId: string | null | undefined;
          readonly code: string;
          readonly comment: string | null | undefined;
          readonly dosage: string | null | undefined;
          readonly name: string;
          readonly planItemId: string | null | undefined;
          readonly quantity: number | null | undefined;
        }>;
        readonly treatments: ReadonlyArray<{
          readonly catalogueId: string | null | undefined;
          readonly code: string;
          readonly comment: string | null | undefined;
          readonly dosage: string | null | undefined;
          readonly name: string;
          readonly planItemId: string | null | undefined;
          readonly quantity: number | null | undefined;
        }>;
      };
      readonly soapTemplate: {
        readonly code: string;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly templateCode: string | null | undefined;
      readonly templateContent: ReadonlyArray<{
        readonly section: string;
        readonly value: string;
      }> | null | undefined;
      readonly updatedAt: string;
      readonly updatedByName: string;
      readonly version: number;
      readonly writtenBackAt: string | null | undefined;
      readonly writtenBackTo: string | null | undefined;
    } | null | undefined;
    readonly unprocessedLabOrders: ReadonlyArray<{
      readonly id: string;
      readonly links: ReadonlyArray<{
        readonly type: string;
        readonly url: string;
      }>;
      readonly providerName: string;
      readonly status: LabOrderStatus;
    }>;
  };
  readonly signedTreatmentPlan: {
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly approved: boolean;
      readonly approvedAt: string | null | undefined;
      readonly catalogueId: string;
      readonly category: string | null | undefined;
      readonly code: string;
      readonly comment: string;
      readonly description: string;
      readonly id: string;
      readonly inHouse: boolean;
      readonly kind: TreatmentPlanItemKind;
      readonly labCode: string | null | undefined;
      readonly name: string;
      readonly quantity: number;
      readonly removed: boolean;
      readonly rowId: string;
      readonly selectedDosage: {
        readonly dosage: string;
        readonly unit: string;
      } | null | undefined;
    }>;
    readonly signedAt: string;
  } | null | undefined;
  readonly status: {
    readonly name: string;
  };
  readonly treatmentPlan: {
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly approved: boolean;
      readonly approvedAt: string | null | undefined;
      readonly catalogueId: string;
      readonly category: string | null | undefined;
      readonly code: string;
      readonly comment: string;
      readonly description: string;
      readonly id: string;
      readonly inHouse: boolean;
      readonly kind: TreatmentPlanItemKind;
      readonly labCode: string | null | undefined;
      readonly name: string;
      readonly quantity: number;
      readonly removed: boolean;
      readonly rowId: string;
      readonly selectedDosage: {
        readonly dosage: string;
        readonly unit: string;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ResultsStep_visit";
};
export type ResultsStep_visit$key = {
  readonly " $data"?: ResultsStep_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsStep_visit">;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogueId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "comment",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dosage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    (v4/*: any*/),
    (v5/*: any*/),
    (v1/*: any*/),
    (v6/*: any*/),
    (v2/*: any*/),
    (v3/*: any*/),
    (v7/*: any*/),
    (v8/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DosageUnit",
      "kind": "LinkedField",
      "name": "selectedDosage",
      "plural": false,
      "selections": [
        (v9/*: any*/),
        (v10/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "removed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inHouse",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labCode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "providerName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "LabLink",
  "kind": "LinkedField",
  "name": "links",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testDate",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planItemId",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedByName",
  "storageKey": null
},
v22 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "diagnosisId",
    "storageKey": null
  },
  (v1/*: any*/),
  (v2/*: any*/),
  (v3/*: any*/)
],
v23 = [
  (v19/*: any*/),
  (v5/*: any*/),
  (v6/*: any*/),
  (v1/*: any*/),
  (v8/*: any*/),
  (v9/*: any*/),
  (v7/*: any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsStep_visit",
  "selections": [
    (v0/*: any*/),
    (v1/*: any*/),
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
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        (v1/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Pet",
      "kind": "LinkedField",
      "name": "pet",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        (v1/*: any*/)
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
          "concreteType": "RuleOut",
          "kind": "LinkedField",
          "name": "ruleOuts",
          "plural": true,
          "selections": [
            (v1/*: any*/),
            (v2/*: any*/),
            (v3/*: any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Diagnosis",
              "kind": "LinkedField",
              "name": "diagnosis",
              "plural": false,
              "selections": [
                (v0/*: any*/)
              ],
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
      "concreteType": "TreatmentPlan",
      "kind": "LinkedField",
      "name": "treatmentPlan",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        (v11/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SignedTreatmentPlan",
      "kind": "LinkedField",
      "name": "signedTreatmentPlan",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedAt",
          "storageKey": null
        },
        (v11/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LabOrdering",
      "kind": "LinkedField",
      "name": "labOrdering",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connected",
          "storageKey": null
        },
        (v12/*: any*/),
        (v13/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "placeOrder",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowAdditionalOrder",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitResults",
      "kind": "LinkedField",
      "name": "results",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LabOrder",
          "kind": "LinkedField",
          "name": "labOrders",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            (v4/*: any*/),
            (v14/*: any*/),
            (v12/*: any*/),
            (v13/*: any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "LabOrderTest",
              "kind": "LinkedField",
              "name": "tests",
              "plural": true,
              "selections": [
                (v6/*: any*/),
                (v1/*: any*/)
              ],
              "storageKey": null
            },
            (v15/*: any*/),
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
              "name": "createdByName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LabOrder",
          "kind": "LinkedField",
          "name": "unprocessedLabOrders",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            (v14/*: any*/),
            (v13/*: any*/),
            (v15/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LabResult",
          "kind": "LinkedField",
          "name": "labResults",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            (v12/*: any*/),
            (v13/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "identifier",
              "storageKey": null
            },
            (v14/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "petName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "parentName",
              "storageKey": null
            },
            (v16/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "finalResultDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reportAvailable",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "assigned",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LabTest",
              "kind": "LinkedField",
              "name": "tests",
              "plural": true,
              "selections": [
                (v6/*: any*/),
                (v1/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "LabValue",
                  "kind": "LinkedField",
                  "name": "values",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "analyte",
                      "storageKey": null
                    },
                    (v17/*: any*/),
                    (v10/*: any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "referenceRange",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "flag",
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
              "concreteType": "LabResultEvent",
              "kind": "LinkedField",
              "name": "history",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "action",
                  "storageKey": null
                },
                (v3/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "actorName",
                  "storageKey": null
                },
                (v18/*: any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InHouseTestResult",
          "kind": "LinkedField",
          "name": "inHouseResults",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            (v19/*: any*/),
            (v16/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "resultDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "result",
              "storageKey": null
            },
            (v7/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "source",
              "storageKey": null
            },
            (v20/*: any*/),
            (v21/*: any*/),
            (v18/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResultComment",
          "kind": "LinkedField",
          "name": "comments",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            (v4/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "itemCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comments",
              "storageKey": null
            },
            (v20/*: any*/),
            (v21/*: any*/),
            (v18/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TreatmentResult",
          "kind": "LinkedField",
          "name": "treatmentResult",
          "plural": false,
          "selections": [
            (v0/*: any*/),
            (v20/*: any*/),
            (v21/*: any*/),
            (v18/*: any*/),
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
              "name": "writtenBackAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "writtenBackTo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "SoapTemplate",
              "kind": "LinkedField",
              "name": "soapTemplate",
              "plural": false,
              "selections": [
                (v0/*: any*/),
                (v6/*: any*/),
                (v1/*: any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TemplateSection",
              "kind": "LinkedField",
              "name": "templateContent",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "section",
                  "storageKey": null
                },
                (v17/*: any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TreatmentResultContent",
              "kind": "LinkedField",
              "name": "result",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultDiagnosis",
                  "kind": "LinkedField",
                  "name": "ruleOuts",
                  "plural": true,
                  "selections": (v22/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultDiagnosis",
                  "kind": "LinkedField",
                  "name": "diagnosis",
                  "plural": true,
                  "selections": (v22/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultRow",
                  "kind": "LinkedField",
                  "name": "treatments",
                  "plural": true,
                  "selections": (v23/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultRow",
                  "kind": "LinkedField",
                  "name": "medications",
                  "plural": true,
                  "selections": (v23/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultRow",
                  "kind": "LinkedField",
                  "name": "customMedications",
                  "plural": true,
                  "selections": (v23/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultRow",
                  "kind": "LinkedField",
                  "name": "inventories",
                  "plural": true,
                  "selections": (v23/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ResultRow",
                  "kind": "LinkedField",
                  "name": "services",
                  "plural": true,
                  "selections": (v23/*: any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "additionalCareText",
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
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "81bedca32ed6ffd4208661338802cd4d";

export default node;
