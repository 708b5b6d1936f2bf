/**
 * @generated SignedSource<<8af7557a64163b3ac63f79100e0424ff>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FhirImportInput = {
  files: ReadonlyArray<FhirImportFileInput>;
};
export type FhirImportFileInput = {
  name: string;
  text: string;
};
export type usePlanFhirImportMutation$variables = {
  input: FhirImportInput;
};
export type usePlanFhirImportMutation$data = {
  readonly planFhirImport: {
    readonly __typename: string;
    readonly message?: string;
    readonly " $fragmentSpreads": FragmentRefs<"fhirImportReport_report">;
  };
};
export type usePlanFhirImportMutation = {
  response: usePlanFhirImportMutation$data;
  variables: usePlanFhirImportMutation$variables;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = [
  (v4/*: any*/),
  (v5/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "note",
    "storageKey": null
  }
],
v7 = [
  (v4/*: any*/),
  (v5/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlanFhirImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "planFhirImport",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "fhirImportReport_report"
              }
            ],
            "type": "FhirImportReport",
            "abstractKey": null
          },
          (v3/*: any*/)
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
    "name": "usePlanFhirImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "planFhirImport",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FhirImportKinds",
                "kind": "LinkedField",
                "name": "create",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "petParents",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "pets",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "visits",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "vitals",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "notes",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "files",
                    "plural": true,
                    "selections": (v6/*: any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FhirImportKinds",
                "kind": "LinkedField",
                "name": "match",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "petParents",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "pets",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "visits",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "vitals",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "notes",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FhirImportItem",
                    "kind": "LinkedField",
                    "name": "files",
                    "plural": true,
                    "selections": (v7/*: any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FhirImportProblem",
                "kind": "LinkedField",
                "name": "cannotMap",
                "plural": true,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "manifestFormat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "manifestTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "manifestClinicName",
                "storageKey": null
              }
            ],
            "type": "FhirImportReport",
            "abstractKey": null
          },
          (v3/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ce674c781cb1ccd783fcc65d39ca6c23",
    "id": null,
    "metadata": {},
    "name": "usePlanFhirImportMutation",
    "operationKind": "mutation",
    "text": "mutation usePlanFhirImportMutation(\n  $input: FhirImportInput!\n) {\n  planFhirImport(input: $input) {\n    __typename\n    ... on FhirImportReport {\n      ...fhirImportReport_report\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment fhirImportReport_report on FhirImportReport {\n  create {\n    petParents {\n      source\n      label\n      note\n    }\n    pets {\n      source\n      label\n      note\n    }\n    visits {\n      source\n      label\n      note\n    }\n    vitals {\n      source\n      label\n      note\n    }\n    notes {\n      source\n      label\n      note\n    }\n    files {\n      source\n      label\n      note\n    }\n  }\n  match {\n    petParents {\n      source\n      label\n    }\n    pets {\n      source\n      label\n    }\n    visits {\n      source\n      label\n    }\n    vitals {\n      source\n      label\n    }\n    notes {\n      source\n      label\n    }\n    files {\n      source\n      label\n    }\n  }\n  cannotMap {\n    source\n    reason\n  }\n  manifestFormat\n  manifestTime\n  manifestClinicName\n}\n"
  }
};
})();

(node as any).hash = "c3e85c3443a666cd66bb8b23a052da17";

export default node;
