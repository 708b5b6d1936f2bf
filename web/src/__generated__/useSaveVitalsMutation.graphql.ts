/**
 * @generated SignedSource<<60a6327f83b206a5ff861202c05b96d1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveVitalsInput = {
  basedOnVersion?: number | null | undefined;
  heartRate?: number | null | undefined;
  petId?: string | null | undefined;
  respiratoryRate?: number | null | undefined;
  temperature?: MeasurementInput | null | undefined;
  visitId: string;
  visitModificationId?: string | null | undefined;
  weight?: MeasurementInput | null | undefined;
};
export type MeasurementInput = {
  unit: string;
  value: number;
};
export type useSaveVitalsMutation$variables = {
  input: SaveVitalsInput;
};
export type useSaveVitalsMutation$data = {
  readonly saveVitals: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly heartRate: number | null | undefined;
      readonly id: string;
      readonly respiratoryRate: number | null | undefined;
      readonly temperature: {
        readonly unit: string;
        readonly value: number;
      } | null | undefined;
      readonly updatedAt: string;
      readonly updatedByName: string;
      readonly version: number;
      readonly visitCreatedAt: string;
      readonly weight: {
        readonly unit: string;
        readonly value: number;
      } | null | undefined;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly vitals?: {
      readonly heartRate: number | null | undefined;
      readonly id: string;
      readonly respiratoryRate: number | null | undefined;
      readonly temperature: {
        readonly unit: string;
        readonly value: number;
      } | null | undefined;
      readonly updatedAt: string;
      readonly updatedByName: string;
      readonly version: number;
      readonly visit: {
        readonly id: string;
        readonly vitals: {
          readonly id: string;
        } | null | undefined;
      };
      readonly visitCreatedAt: string;
      readonly weight: {
        readonly unit: string;
        readonly value: number;
      } | null | undefined;
    };
  };
};
export type useSaveVitalsMutation = {
  response: useSaveVitalsMutation$data;
  variables: useSaveVitalsMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
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
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "temperature",
  "plural": false,
  "selections": (v4/*: any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "respiratoryRate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heartRate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "weight",
  "plural": false,
  "selections": (v4/*: any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitCreatedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedByName",
  "storageKey": null
},
v12 = [
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
    "name": "saveVitals",
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
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vitals",
            "kind": "LinkedField",
            "name": "vitals",
            "plural": false,
            "selections": [
              (v2/*: any*/),
              (v3/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v2/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Vitals",
                    "kind": "LinkedField",
                    "name": "vitals",
                    "plural": false,
                    "selections": [
                      (v2/*: any*/)
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
        "type": "SaveVitalsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedByName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Vitals",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": [
              (v2/*: any*/),
              (v3/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "VitalsStaleVersionError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
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
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
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
    "name": "useSaveVitalsMutation",
    "selections": (v12/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSaveVitalsMutation",
    "selections": (v12/*: any*/)
  },
  "params": {
    "cacheID": "7d34267fd5e7d8fb6266685e29812f52",
    "id": null,
    "metadata": {},
    "name": "useSaveVitalsMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveVitalsMutation(\n  $input: SaveVitalsInput!\n) {\n  saveVitals(input: $input) {\n    __typename\n    ... on SaveVitalsSuccess {\n      message\n      vitals {\n        id\n        version\n        temperature {\n          value\n          unit\n        }\n        respiratoryRate\n        heartRate\n        weight {\n          value\n          unit\n        }\n        visitCreatedAt\n        updatedAt\n        updatedByName\n        visit {\n          id\n          vitals {\n            id\n          }\n        }\n      }\n    }\n    ... on VitalsStaleVersionError {\n      changedByName\n      changedAt\n      current {\n        id\n        version\n        temperature {\n          value\n          unit\n        }\n        respiratoryRate\n        heartRate\n        weight {\n          value\n          unit\n        }\n        visitCreatedAt\n        updatedAt\n        updatedByName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8cb08bd7554f892d1db5c87591cf7d8f";

export default node;
