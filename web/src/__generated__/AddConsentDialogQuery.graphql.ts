/**
 * @generated SignedSource<<19e750b6272fe2d3c4265d32636aa5a6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddConsentDialogQuery$variables = Record<PropertyKey, never>;
export type AddConsentDialogQuery$data = {
  readonly consentForms: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly archived: boolean;
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
};
export type AddConsentDialogQuery = {
  response: AddConsentDialogQuery$data;
  variables: AddConsentDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ConsentFormsConnection",
    "kind": "LinkedField",
    "name": "consentForms",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConsentFormsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ConsentForm",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "archived",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddConsentDialogQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddConsentDialogQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "d60c7940ba55c64c5989c3625dcf5dfb",
    "id": null,
    "metadata": {},
    "name": "AddConsentDialogQuery",
    "operationKind": "query",
    "text": "query AddConsentDialogQuery {\n  consentForms {\n    edges {\n      node {\n        id\n        title\n        archived\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4f388b71ed8378e9b292921bb9533ba";

export default node;
