/**
 * @generated SignedSource<<351a64bc3fabc1a7c04fbc529bf6dd00>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateDiagnosticInput = {
  categoryId?: string | null | undefined;
  cost?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  inHouse?: boolean | null | undefined;
  labCode?: string | null | undefined;
  name: string;
  results?: ReadonlyArray<DiagnosticResultInput> | null | undefined;
  specieIds?: ReadonlyArray<string> | null | undefined;
  tax?: boolean | null | undefined;
};
export type DiagnosticResultInput = {
  name: string;
  resultTypeId?: string | null | undefined;
};
export type useUpdateDiagnosticMutation$variables = {
  input: UpdateDiagnosticInput;
};
export type useUpdateDiagnosticMutation$data = {
  readonly updateDiagnostic: {
    readonly __typename: string;
    readonly diagnostic?: {
      readonly " $fragmentSpreads": FragmentRefs<"DiagnosticsTab_row">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useUpdateDiagnosticMutation = {
  response: useUpdateDiagnosticMutation$data;
  variables: useUpdateDiagnosticMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v5 = [
  (v3/*: any*/),
  (v4/*: any*/)
],
v6 = [
  (v3/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
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
    "kind": "ScalarField",
    "name": "cost",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tax",
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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "createdAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DiagnosticResult",
    "kind": "LinkedField",
    "name": "results",
    "plural": true,
    "selections": [
      (v4/*: any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "DiagnosticResultType",
        "kind": "LinkedField",
        "name": "resultType",
        "plural": false,
        "selections": (v5/*: any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DiagnosticCategory",
    "kind": "LinkedField",
    "name": "category",
    "plural": false,
    "selections": (v5/*: any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Species",
    "kind": "LinkedField",
    "name": "species",
    "plural": true,
    "selections": [
      (v3/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specie",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v9 = {
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
        (v7/*: any*/)
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
    "name": "useUpdateDiagnosticMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDiagnostic",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Diagnostic",
                "kind": "LinkedField",
                "name": "diagnostic",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "DiagnosticsTab_row",
                    "selections": (v6/*: any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateDiagnosticSuccess",
            "abstractKey": null
          },
          (v8/*: any*/),
          (v9/*: any*/)
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
    "name": "useUpdateDiagnosticMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDiagnostic",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Diagnostic",
                "kind": "LinkedField",
                "name": "diagnostic",
                "plural": false,
                "selections": (v6/*: any*/),
                "storageKey": null
              }
            ],
            "type": "UpdateDiagnosticSuccess",
            "abstractKey": null
          },
          (v8/*: any*/),
          (v9/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8c74f4e18f6168238c54a6b2579b6078",
    "id": null,
    "metadata": {},
    "name": "useUpdateDiagnosticMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDiagnosticMutation(\n  $input: UpdateDiagnosticInput!\n) {\n  updateDiagnostic(input: $input) {\n    __typename\n    ... on UpdateDiagnosticSuccess {\n      diagnostic {\n        ...DiagnosticsTab_row\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment DiagnosticsTab_row on Diagnostic {\n  id\n  code\n  name\n  description\n  cost\n  tax\n  inHouse\n  labCode\n  createdAt\n  results {\n    name\n    resultType {\n      id\n      name\n    }\n  }\n  category {\n    id\n    name\n  }\n  species {\n    id\n    specie\n  }\n}\n"
  }
};
})();

(node as any).hash = "23c246d6dd0bea974a405037f08a433c";

export default node;
