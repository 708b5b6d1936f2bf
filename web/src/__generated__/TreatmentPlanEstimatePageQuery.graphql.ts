/**
 * @generated SignedSource<<6b9e311a3c8a3cf64d63bfd270f35454>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
export type TreatmentPlanEstimatePageQuery$variables = {
  token: string;
};
export type TreatmentPlanEstimatePageQuery$data = {
  readonly treatmentPlanEstimate: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "TreatmentPlanEstimate";
    readonly approvedTotals: {
      readonly subtotalCents: number;
      readonly taxCents: number;
      readonly taxRate: number;
      readonly totalCents: number;
    };
    readonly clinic: {
      readonly city: string | null | undefined;
      readonly email: string | null | undefined;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
      readonly phone: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zip: string | null | undefined;
    };
    readonly description: string;
    readonly expiresAt: string;
    readonly items: ReadonlyArray<{
      readonly approved: boolean;
      readonly approvedAt: string | null | undefined;
      readonly category: string | null | undefined;
      readonly code: string;
      readonly id: string;
      readonly kind: TreatmentPlanItemKind;
      readonly name: string;
      readonly quantity: number;
      readonly removed: boolean;
      readonly selectedDosage: {
        readonly dosage: string;
        readonly unit: string;
      } | null | undefined;
      readonly taxCents: number;
      readonly totalCents: number;
      readonly unitPriceCents: number;
    }>;
    readonly party: {
      readonly addressLine1: string | null | undefined;
      readonly breed: string | null | undefined;
      readonly city: string | null | undefined;
      readonly parentName: string;
      readonly petName: string;
      readonly species: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zip: string | null | undefined;
    };
    readonly planVersion: number;
    readonly signed: {
      readonly approvedTotalCents: number;
      readonly approvedTotals: {
        readonly subtotalCents: number;
        readonly taxCents: number;
        readonly taxRate: number;
        readonly totalCents: number;
      };
      readonly declineReason: string | null | undefined;
      readonly description: string;
      readonly items: ReadonlyArray<{
        readonly approved: boolean;
        readonly approvedAt: string | null | undefined;
        readonly category: string | null | undefined;
        readonly code: string;
        readonly id: string;
        readonly kind: TreatmentPlanItemKind;
        readonly name: string;
        readonly quantity: number;
        readonly removed: boolean;
        readonly selectedDosage: {
          readonly dosage: string;
          readonly unit: string;
        } | null | undefined;
        readonly taxCents: number;
        readonly totalCents: number;
        readonly unitPriceCents: number;
      }>;
      readonly signatureUrl: string;
      readonly signedAt: string;
      readonly signerName: string;
    } | null | undefined;
  } | {
    readonly __typename: "TreatmentPlanLinkExpiredError";
    readonly clinicContact: {
      readonly email: string | null | undefined;
      readonly name: string;
      readonly phone: string | null | undefined;
    } | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TreatmentPlanEstimatePageQuery = {
  response: TreatmentPlanEstimatePageQuery$data;
  variables: TreatmentPlanEstimatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanEstimateClinic",
  "kind": "LinkedField",
  "name": "clinic",
  "plural": false,
  "selections": [
    (v3/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    (v4/*: any*/),
    (v5/*: any*/),
    (v6/*: any*/),
    (v7/*: any*/),
    (v8/*: any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanEstimateParty",
  "kind": "LinkedField",
  "name": "party",
  "plural": false,
  "selections": [
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
      "name": "species",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "breed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parentName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressLine1",
      "storageKey": null
    },
    (v4/*: any*/),
    (v5/*: any*/),
    (v6/*: any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planVersion",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v14/*: any*/),
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
      "name": "code",
      "storageKey": null
    },
    (v3/*: any*/),
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
      "concreteType": "DosageUnit",
      "kind": "LinkedField",
      "name": "selectedDosage",
      "plural": false,
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
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitPriceCents",
      "storageKey": null
    },
    (v15/*: any*/),
    (v16/*: any*/),
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
      "name": "approved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanTotals",
  "kind": "LinkedField",
  "name": "approvedTotals",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotalCents",
      "storageKey": null
    },
    (v15/*: any*/),
    (v16/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxRate",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signerName",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signedAt",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signatureUrl",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "declineReason",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvedTotalCents",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v25 = {
  "kind": "InlineFragment",
  "selections": [
    (v24/*: any*/),
    {
      "alias": "clinicContact",
      "args": null,
      "concreteType": "LinkClinicContact",
      "kind": "LinkedField",
      "name": "clinic",
      "plural": false,
      "selections": [
        (v3/*: any*/),
        (v7/*: any*/),
        (v8/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "TreatmentPlanLinkExpiredError",
  "abstractKey": null
},
v26 = {
  "kind": "InlineFragment",
  "selections": [
    (v24/*: any*/)
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TreatmentPlanEstimatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "treatmentPlanEstimate",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/),
              (v12/*: any*/),
              (v13/*: any*/),
              (v17/*: any*/),
              (v18/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SignedTreatmentPlan",
                "kind": "LinkedField",
                "name": "signed",
                "plural": false,
                "selections": [
                  (v19/*: any*/),
                  (v20/*: any*/),
                  (v21/*: any*/),
                  (v22/*: any*/),
                  (v11/*: any*/),
                  (v23/*: any*/),
                  (v17/*: any*/),
                  (v18/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "TreatmentPlanEstimate",
            "abstractKey": null
          },
          (v25/*: any*/),
          (v26/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "TreatmentPlanEstimatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "treatmentPlanEstimate",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/),
              (v12/*: any*/),
              (v13/*: any*/),
              (v17/*: any*/),
              (v18/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SignedTreatmentPlan",
                "kind": "LinkedField",
                "name": "signed",
                "plural": false,
                "selections": [
                  (v19/*: any*/),
                  (v20/*: any*/),
                  (v21/*: any*/),
                  (v22/*: any*/),
                  (v11/*: any*/),
                  (v23/*: any*/),
                  (v17/*: any*/),
                  (v18/*: any*/),
                  (v14/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "TreatmentPlanEstimate",
            "abstractKey": null
          },
          (v25/*: any*/),
          (v26/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7f554eb6911e4742933097e823910617",
    "id": null,
    "metadata": {},
    "name": "TreatmentPlanEstimatePageQuery",
    "operationKind": "query",
    "text": "query TreatmentPlanEstimatePageQuery(\n  $token: String!\n) {\n  treatmentPlanEstimate(token: $token) {\n    __typename\n    ... on TreatmentPlanEstimate {\n      clinic {\n        name\n        logoUrl\n        city\n        state\n        zip\n        phone\n        email\n      }\n      party {\n        petName\n        species\n        breed\n        parentName\n        addressLine1\n        city\n        state\n        zip\n      }\n      description\n      planVersion\n      expiresAt\n      items {\n        id\n        kind\n        code\n        name\n        category\n        selectedDosage {\n          dosage\n          unit\n        }\n        quantity\n        unitPriceCents\n        taxCents\n        totalCents\n        removed\n        approved\n        approvedAt\n      }\n      approvedTotals {\n        subtotalCents\n        taxCents\n        totalCents\n        taxRate\n      }\n      signed {\n        signerName\n        signedAt\n        signatureUrl\n        declineReason\n        description\n        approvedTotalCents\n        items {\n          id\n          kind\n          code\n          name\n          category\n          selectedDosage {\n            dosage\n            unit\n          }\n          quantity\n          unitPriceCents\n          taxCents\n          totalCents\n          removed\n          approved\n          approvedAt\n        }\n        approvedTotals {\n          subtotalCents\n          taxCents\n          totalCents\n          taxRate\n        }\n        id\n      }\n    }\n    ... on TreatmentPlanLinkExpiredError {\n      message\n      clinicContact: clinic {\n        name\n        phone\n        email\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e57d5601ab2b00775d88dbc5994be5a5";

export default node;
