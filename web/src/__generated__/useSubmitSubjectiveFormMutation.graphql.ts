/**
 * @generated SignedSource<<f4118a40f7ca1d6743c156ae360a1514>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ComplaintDuration = "ACUTE" | "GRADUAL" | "PROGRESSING" | "STATIC" | "WORSENING" | "%future added value";
export type SubmitSubjectiveFormInput = {
  additionalNotes?: AdditionalNotesInput | null | undefined;
  aiConsent?: boolean | null | undefined;
  chiefComplaint: ChiefComplaintInput;
  reasonForConsultation: ReasonForConsultationInput;
  signaturePng: string;
  token: string;
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
export type useSubmitSubjectiveFormMutation$variables = {
  input: SubmitSubjectiveFormInput;
};
export type useSubmitSubjectiveFormMutation$data = {
  readonly submitSubjectiveForm: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useSubmitSubjectiveFormMutation = {
  response: useSubmitSubjectiveFormMutation$data;
  variables: useSubmitSubjectiveFormMutation$variables;
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
  (v1/*: any*/)
],
v3 = [
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
    "name": "submitSubjectiveForm",
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
        "selections": (v2/*: any*/),
        "type": "SubmitSubjectiveFormSuccess",
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
        "selections": (v2/*: any*/),
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
    "name": "useSubmitSubjectiveFormMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSubmitSubjectiveFormMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "dd32dcae28f773a39086571f2d8fbad5",
    "id": null,
    "metadata": {},
    "name": "useSubmitSubjectiveFormMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitSubjectiveFormMutation(\n  $input: SubmitSubjectiveFormInput!\n) {\n  submitSubjectiveForm(input: $input) {\n    __typename\n    ... on SubmitSubjectiveFormSuccess {\n      message\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9831ebf6e27da2f6a9cb9d3dab8804b0";

export default node;
