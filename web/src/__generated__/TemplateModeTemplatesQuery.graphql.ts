/**
 * @generated SignedSource<<f067dfc36a5c3013ab891c8adb2d1d80>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TemplateModeTemplatesQuery$variables = Record<PropertyKey, never>;
export type TemplateModeTemplatesQuery$data = {
  readonly soapTemplates: ReadonlyArray<{
    readonly code: string;
    readonly description: string;
    readonly id: string;
    readonly name: string;
  }>;
};
export type TemplateModeTemplatesQuery = {
  response: TemplateModeTemplatesQuery$data;
  variables: TemplateModeTemplatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "status",
        "value": "ACTIVE"
      }
    ],
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
        "name": "description",
        "storageKey": null
      }
    ],
    "storageKey": "soapTemplates(status:\"ACTIVE\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplateModeTemplatesQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TemplateModeTemplatesQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "5a6359e9f8cbb0e1fcfa36b295e342e4",
    "id": null,
    "metadata": {},
    "name": "TemplateModeTemplatesQuery",
    "operationKind": "query",
    "text": "query TemplateModeTemplatesQuery {\n  soapTemplates(status: ACTIVE) {\n    id\n    code\n    name\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "cae01d14a61a558608c3e79727aedc33";

export default node;
