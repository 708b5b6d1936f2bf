/**
 * @generated SignedSource<<840f75d753384bbc7b207a3a47af47b1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type UpdateSoapTemplateInput = {
  basedOnVersion: number;
  code: string;
  content: ReadonlyArray<TemplateSectionInput>;
  description: string;
  name: string;
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
export type useUpdateSoapTemplateMutation$variables = {
  input: UpdateSoapTemplateInput;
};
export type useUpdateSoapTemplateMutation$data = {
  readonly updateSoapTemplate: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly template?: {
      readonly code: string;
      readonly content: ReadonlyArray<{
        readonly fields: ReadonlyArray<{
          readonly hint: string;
          readonly name: string;
        }>;
        readonly section: string;
        readonly value: string;
      }>;
      readonly description: string;
      readonly id: string;
      readonly name: string;
      readonly status: SoapTemplateStatus;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useUpdateSoapTemplateMutation = {
  response: useUpdateSoapTemplateMutation$data;
  variables: useUpdateSoapTemplateMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "updateSoapTemplate",
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
              (v1/*: any*/),
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TemplateSection",
                "kind": "LinkedField",
                "name": "content",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "section",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TemplateField",
                    "kind": "LinkedField",
                    "name": "fields",
                    "plural": true,
                    "selections": [
                      (v1/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hint",
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
        ],
        "type": "UpdateSoapTemplateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*: any*/)
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
              (v2/*: any*/)
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
    "name": "useUpdateSoapTemplateMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateSoapTemplateMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "2a95bba50f9317dfd4d420cc22d90064",
    "id": null,
    "metadata": {},
    "name": "useUpdateSoapTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSoapTemplateMutation(\n  $input: UpdateSoapTemplateInput!\n) {\n  updateSoapTemplate(input: $input) {\n    __typename\n    ... on UpdateSoapTemplateSuccess {\n      template {\n        id\n        code\n        name\n        description\n        status\n        version\n        updatedAt\n        content {\n          section\n          value\n          fields {\n            name\n            hint\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c8c63901f80def158f8345965547045";

export default node;
