/**
 * @generated SignedSource<<80c507da898acd820a6613a969a264b1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TemplateModePreviewQuery$variables = {
  templateId: string;
  visitId: string;
};
export type TemplateModePreviewQuery$data = {
  readonly node: {
    readonly treatmentResultPreview?: ReadonlyArray<{
      readonly section: string;
      readonly value: string;
    }>;
  } | null | undefined;
};
export type TemplateModePreviewQuery = {
  response: TemplateModePreviewQuery$data;
  variables: TemplateModePreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "templateId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "visitId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "visitId"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "templateId",
          "variableName": "templateId"
        }
      ],
      "concreteType": "TemplateSection",
      "kind": "LinkedField",
      "name": "treatmentResultPreview",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplateModePreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "TemplateModePreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*: any*/),
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
    ]
  },
  "params": {
    "cacheID": "9723bcbc0f517758a075683ab8c58f49",
    "id": null,
    "metadata": {},
    "name": "TemplateModePreviewQuery",
    "operationKind": "query",
    "text": "query TemplateModePreviewQuery(\n  $visitId: ID!\n  $templateId: ID!\n) {\n  node(id: $visitId) {\n    __typename\n    ... on Visit {\n      treatmentResultPreview(templateId: $templateId) {\n        section\n        value\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f1f42ab6cce5f229f26a5f0d6d5c7f8";

export default node;
