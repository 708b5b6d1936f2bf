/**
 * @generated SignedSource<<2fece3376302b3864cc9c3418f7d9cd4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CreateSoapTemplateInput = {
  content: ReadonlyArray<TemplateSectionInput>;
  description: string;
  name: string;
  status?: SoapTemplateStatus | null | undefined;
};
export type TemplateSectionInput = {
  fields?: ReadonlyArray<TemplateFieldInput> | null | undefined;
  section: string;
  value: string;
};
export type TemplateFieldInput = {
  hint: string;
  name: string;
};
export type useCreateSoapTemplateMutation$variables = {
  input: CreateSoapTemplateInput;
};
export type useCreateSoapTemplateMutation$data = {
  readonly createSoapTemplate: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly template?: {
      readonly code: string;
      readonly id: string;
      readonly name: string;
      readonly status: SoapTemplateStatus;
      readonly version: number;
    };
  };
};
export type useCreateSoapTemplateMutation = {
  response: useCreateSoapTemplateMutation$data;
  variables: useCreateSoapTemplateMutation$variables;
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
    "name": "createSoapTemplate",
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
            "concreteType": "SoapTemplate",
            "kind": "LinkedField",
            "name": "template",
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
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
                "name": "version",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateSoapTemplateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
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
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
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
    "name": "useCreateSoapTemplateMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCreateSoapTemplateMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "5357b563e54319353df69fdd13e3d7b9",
    "id": null,
    "metadata": {},
    "name": "useCreateSoapTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSoapTemplateMutation(\n  $input: CreateSoapTemplateInput!\n) {\n  createSoapTemplate(input: $input) {\n    __typename\n    ... on CreateSoapTemplateSuccess {\n      template {\n        id\n        code\n        name\n        status\n        version\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e4d8850b1aed811c7220e465b9f17e9";

export default node;
