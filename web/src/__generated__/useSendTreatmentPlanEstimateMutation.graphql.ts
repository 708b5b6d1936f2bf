/**
 * @generated SignedSource<<694026a326af77b1640ed3c5b9b1b2b2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendTreatmentPlanEstimateInput = {
  email: string;
  visitId: string;
};
export type useSendTreatmentPlanEstimateMutation$variables = {
  input: SendTreatmentPlanEstimateInput;
};
export type useSendTreatmentPlanEstimateMutation$data = {
  readonly sendTreatmentPlanEstimate: {
    readonly __typename: string;
    readonly email?: string;
    readonly expiresAt?: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useSendTreatmentPlanEstimateMutation = {
  response: useSendTreatmentPlanEstimateMutation$data;
  variables: useSendTreatmentPlanEstimateMutation$variables;
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
    "name": "sendTreatmentPlanEstimate",
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
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "type": "SendTreatmentPlanEstimateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/),
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
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
    "name": "useSendTreatmentPlanEstimateMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSendTreatmentPlanEstimateMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "13bb5475833697ba00a47080f9a63641",
    "id": null,
    "metadata": {},
    "name": "useSendTreatmentPlanEstimateMutation",
    "operationKind": "mutation",
    "text": "mutation useSendTreatmentPlanEstimateMutation(\n  $input: SendTreatmentPlanEstimateInput!\n) {\n  sendTreatmentPlanEstimate(input: $input) {\n    __typename\n    ... on SendTreatmentPlanEstimateSuccess {\n      email\n      expiresAt\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a163508e2063d76b7496f53e1372883d";

export default node;
