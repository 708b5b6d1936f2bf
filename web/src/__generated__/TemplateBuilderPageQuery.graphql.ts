/**
 * @generated SignedSource<<3a33a4c889a7a9cf4dfd764926ead176>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TemplateBuilderPageQuery$variables = Record<PropertyKey, never>;
export type TemplateBuilderPageQuery$data = {
  readonly soapTemplates: ReadonlyArray<{
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
    readonly version: number;
  }>;
};
export type TemplateBuilderPageQuery = {
  response: TemplateBuilderPageQuery$data;
  variables: TemplateBuilderPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SoapTemplate",
    "kind": "LinkedField",
    "name": "soapTemplates",
    "plural": true,
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
      (v0/*: any*/),
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
        "name": "version",
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
              (v0/*: any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplateBuilderPageQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TemplateBuilderPageQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "9fb9e05d452ed81458bbed8ec49ab3d6",
    "id": null,
    "metadata": {},
    "name": "TemplateBuilderPageQuery",
    "operationKind": "query",
    "text": "query TemplateBuilderPageQuery {\n  soapTemplates {\n    id\n    code\n    name\n    description\n    version\n    content {\n      section\n      value\n      fields {\n        name\n        hint\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9d8ff9ecbb10a7883430eddfe2db423";

export default node;
