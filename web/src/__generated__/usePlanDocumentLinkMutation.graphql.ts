/**
 * @generated SignedSource<<c89ad154835b15fc1b3892a68c1944ab>>
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
export type usePlanDocumentLinkMutation$variables = {
  input: CreateVisitDocumentLinkInput;
};
export type usePlanDocumentLinkMutation$data = {
  readonly createVisitDocumentLink: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type usePlanDocumentLinkMutation = {
  response: usePlanDocumentLinkMutation$data;
  variables: usePlanDocumentLinkMutation$variables;
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
    "name": "usePlanDocumentLinkMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePlanDocumentLinkMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "1996aeedc684abde03246e86eee5488c",
    "id": null,
    "metadata": {},
    "name": "usePlanDocumentLinkMutation",
    "operationKind": "mutation",
    "text": "mutation usePlanDocumentLinkMutation(\n  $input: CreateVisitDocumentLinkInput!\n) {\n  createVisitDocumentLink(input: $input) {\n    __typename\n    ... on CreateVisitDocumentLinkSuccess {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e716de40b6674c1bb53ee9de706603af";

export default node;
