/**
 * @generated SignedSource<<19fa34c987d9cb6b8592f49d8c8ca1eb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SchedulesCardQuery$variables = {
  doctorId?: string | null | undefined;
  endDate: string;
  startDate: string;
};
export type SchedulesCardQuery$data = {
  readonly practiceDoctors: {
    readonly __typename: "PracticeDoctorList";
    readonly doctors: ReadonlyArray<{
      readonly doctorId: string;
      readonly name: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly practiceSchedules: {
    readonly __typename: string;
    readonly appointments?: ReadonlyArray<{
      readonly appointmentDate: string;
      readonly appointmentId: string;
      readonly appointmentTime: string;
      readonly appointmentType: string;
      readonly canSync: boolean;
      readonly doctor: string;
      readonly pet: {
        readonly id: string;
      } | null | undefined;
      readonly petName: string;
      readonly petParentName: string;
      readonly source: string;
      readonly sourceId: string;
      readonly status: string;
    }>;
    readonly message?: string;
  };
};
export type SchedulesCardQuery = {
  response: SchedulesCardQuery$data;
  variables: SchedulesCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "doctorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "practiceDoctors",
    "plural": false,
    "selections": [
      (v3/*: any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PracticeDoctor",
            "kind": "LinkedField",
            "name": "doctors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "doctorId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PracticeDoctorList",
        "abstractKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "doctorId",
        "variableName": "doctorId"
      },
      {
        "kind": "Variable",
        "name": "endDate",
        "variableName": "endDate"
      },
      {
        "kind": "Variable",
        "name": "startDate",
        "variableName": "startDate"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "practiceSchedules",
    "plural": false,
    "selections": [
      (v3/*: any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PracticeAppointment",
            "kind": "LinkedField",
            "name": "appointments",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appointmentId",
                "storageKey": null
              },
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
                "name": "petParentName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "doctor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appointmentType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appointmentDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appointmentTime",
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
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canSync",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PracticeSchedule",
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
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SchedulesCardQuery",
    "selections": (v4/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "SchedulesCardQuery",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "748f8ba62d0ad336e0588051edb57737",
    "id": null,
    "metadata": {},
    "name": "SchedulesCardQuery",
    "operationKind": "query",
    "text": "query SchedulesCardQuery(\n  $startDate: String!\n  $endDate: String!\n  $doctorId: String\n) {\n  practiceDoctors {\n    __typename\n    ... on PracticeDoctorList {\n      doctors {\n        doctorId\n        name\n      }\n    }\n  }\n  practiceSchedules(startDate: $startDate, endDate: $endDate, doctorId: $doctorId) {\n    __typename\n    ... on PracticeSchedule {\n      appointments {\n        appointmentId\n        petName\n        petParentName\n        doctor\n        appointmentType\n        appointmentDate\n        appointmentTime\n        status\n        source\n        sourceId\n        canSync\n        pet {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "50949512ecbae877cfc402d958fc9473";

export default node;
