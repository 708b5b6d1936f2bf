/**
 * @generated SignedSource<<a23af4ab014964d87c9e2c91a12175ee>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicSubjectiveFormPageQuery$variables = {
  token: string;
};
export type PublicSubjectiveFormPageQuery$data = {
  readonly subjectiveForm: {
    readonly __typename: "ConflictError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "SubjectiveForm";
    readonly cases: ReadonlyArray<{
      readonly caseId: number;
      readonly label: string;
    }>;
    readonly clinic: {
      readonly addressLine1: string | null | undefined;
      readonly city: string | null | undefined;
      readonly email: string | null | undefined;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
      readonly phone: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zip: string | null | undefined;
    } | null | undefined;
    readonly medicationNames: ReadonlyArray<string>;
    readonly otherReminders: ReadonlyArray<{
      readonly date: string;
      readonly reminder: string;
    }>;
    readonly pet: {
      readonly name: string;
      readonly parentAddress: {
        readonly addressLine1: string | null | undefined;
        readonly addressLine2: string | null | undefined;
        readonly city: string | null | undefined;
        readonly country: string | null | undefined;
        readonly state: string | null | undefined;
        readonly zip: string | null | undefined;
      };
      readonly parentFirstName: string | null | undefined;
      readonly parentLastName: string | null | undefined;
      readonly species: string | null | undefined;
    };
    readonly vaccinationReminders: ReadonlyArray<{
      readonly expirationDate: string;
      readonly lotNumber: string;
      readonly manufacturersName: string;
      readonly productName: string;
      readonly reminderDate: string;
      readonly vaccineStatus: string;
    }>;
  } | {
    readonly __typename: "SubjectiveFormLinkExpiredError";
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
export type PublicSubjectiveFormPageQuery = {
  response: PublicSubjectiveFormPageQuery$data;
  variables: PublicSubjectiveFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
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
  "name": "addressLine1",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v9 = [
  (v8/*: any*/)
],
v10 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "subjectiveForm",
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
            "concreteType": "SubjectiveFormClinic",
            "kind": "LinkedField",
            "name": "clinic",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SubjectiveFormPet",
            "kind": "LinkedField",
            "name": "pet",
            "plural": false,
            "selections": [
              (v1/*: any*/),
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
                "name": "parentFirstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "parentLastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveFormAddress",
                "kind": "LinkedField",
                "name": "parentAddress",
                "plural": false,
                "selections": [
                  (v2/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "addressLine2",
                    "storageKey": null
                  },
                  (v3/*: any*/),
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "country",
                    "storageKey": null
                  },
                  (v5/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SubjectiveFormVaccinationReminder",
            "kind": "LinkedField",
            "name": "vaccinationReminders",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vaccineStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "manufacturersName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lotNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expirationDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reminderDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SubjectiveFormOtherReminder",
            "kind": "LinkedField",
            "name": "otherReminders",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reminder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "medicationNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SoapCase",
            "kind": "LinkedField",
            "name": "cases",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "caseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubjectiveForm",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v8/*: any*/),
          {
            "alias": "clinicContact",
            "args": null,
            "concreteType": "LinkClinicContact",
            "kind": "LinkedField",
            "name": "clinic",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "SubjectiveFormLinkExpiredError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v9/*: any*/),
        "type": "ConflictError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v9/*: any*/),
        "type": "NotFoundError",
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
    "name": "PublicSubjectiveFormPageQuery",
    "selections": (v10/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PublicSubjectiveFormPageQuery",
    "selections": (v10/*: any*/)
  },
  "params": {
    "cacheID": "98dd3e9dbfb9b8c2e21f9a8f1ce3eba3",
    "id": null,
    "metadata": {},
    "name": "PublicSubjectiveFormPageQuery",
    "operationKind": "query",
    "text": "query PublicSubjectiveFormPageQuery(\n  $token: String!\n) {\n  subjectiveForm(token: $token) {\n    __typename\n    ... on SubjectiveForm {\n      clinic {\n        name\n        logoUrl\n        addressLine1\n        city\n        state\n        zip\n        phone\n        email\n      }\n      pet {\n        name\n        species\n        parentFirstName\n        parentLastName\n        parentAddress {\n          addressLine1\n          addressLine2\n          city\n          state\n          country\n          zip\n        }\n      }\n      vaccinationReminders {\n        vaccineStatus\n        productName\n        manufacturersName\n        lotNumber\n        expirationDate\n        reminderDate\n      }\n      otherReminders {\n        reminder\n        date\n      }\n      medicationNames\n      cases {\n        caseId\n        label\n      }\n    }\n    ... on SubjectiveFormLinkExpiredError {\n      message\n      clinicContact: clinic {\n        name\n        phone\n        email\n      }\n    }\n    ... on ConflictError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f3f06819a85211ccb0a28efe7a58409";

export default node;
