/**
 * @generated SignedSource<<b165e209746fd9493b0591419dc36258>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSoapTemplateInput = {
  code: string;
};
export type useDeleteSoapTemplateMutation$variables = {
  input: DeleteSoapTemplateInput;
};
export type useDeleteSoapTemplateMutation$data = {
  readonly deleteSoapTemplate: {
    readonly __typename: string;
    readonly deletedCode?: string;
    readonly message?: string;
  };
};
export type useDeleteSoapTemplateMutation = {
  response: useDeleteSoapTemplateMutation$data;
  variables: useDeleteSoapTemplateMutation$variables;
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
    "name": "deleteSoapTemplate",
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
            "name": "deletedCode",
            "storageKey": null
          }
        ],
        "type": "DeleteSoapTemplateSuccess",
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
    "name": "useDeleteSoapTemplateMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDeleteSoapTemplateMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "1163a77bcc29614427aca57d65c8d343",
    "id": null,
    "metadata": {},
    "name": "useDeleteSoapTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSoapTemplateMutation(\n  $input: DeleteSoapTemplateInput!\n) {\n  deleteSoapTemplate(input: $input) {\n    __typename\n    ... on DeleteSoapTemplateSuccess {\n      deletedCode\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d880de3aed5dcef52924ccef106e41d";

export default node;
