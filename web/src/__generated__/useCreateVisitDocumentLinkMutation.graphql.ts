/**
 * @generated SignedSource<<646432c42342a53c0e9d56596cb0d371>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VisitDocumentKind = "FINAL_SUMMARY" | "SOAP_NOTE" | "TAKE_HOME" | "TREATMENT_PLAN" | "%future added value";
export type CreateVisitDocumentLinkInput = {
  kind: VisitDocumentKind;
  visitId: string;
};
export type useCreateVisitDocumentLinkMutation$variables = {
  input: CreateVisitDocumentLinkInput;
};
export type useCreateVisitDocumentLinkMutation$data = {
  readonly createVisitDocumentLink: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useCreateVisitDocumentLinkMutation = {
  response: useCreateVisitDocumentLinkMutation$data;
  variables: useCreateVisitDocumentLinkMutation$variables;
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
    "name": "createVisitDocumentLink",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "CreateVisitDocumentLinkSuccess",
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateVisitDocumentLinkMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCreateVisitDocumentLinkMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "61ed2ef865173921b3ed5edcaa9c3a6a",
    "id": null,
    "metadata": {},
    "name": "useCreateVisitDocumentLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateVisitDocumentLinkMutation(\n  $input: CreateVisitDocumentLinkInput!\n) {\n  createVisitDocumentLink(input: $input) {\n    __typename\n    ... on CreateVisitDocumentLinkSuccess {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6f9fdb5a8df987ace84f33e9a950ba6";

export default node;
