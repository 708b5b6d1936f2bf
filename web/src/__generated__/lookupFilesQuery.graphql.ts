/**
 * @generated SignedSource<<1fa9ae3acd430f77c32a93785425e692>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LookupFileFormat = "CSV" | "XLSX" | "%future added value";
export type LookupModule = "BREEDS" | "DIAGNOSIS" | "DIAGNOSTICS" | "GENDER" | "INVENTORY" | "MEDICATIONS" | "SERVICES" | "SPECIES" | "VACCINES" | "%future added value";
export type lookupFilesQuery$variables = {
  format: LookupFileFormat;
  module: LookupModule;
  search?: string | null | undefined;
  template?: boolean | null | undefined;
};
export type lookupFilesQuery$data = {
  readonly lookupListFile: {
    readonly base64: string;
    readonly fileName: string;
    readonly mimeType: string;
    readonly rowCount: number;
  };
};
export type lookupFilesQuery = {
  response: lookupFilesQuery$data;
  variables: lookupFilesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "format"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "module"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "template"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "format",
        "variableName": "format"
      },
      {
        "kind": "Variable",
        "name": "module",
        "variableName": "module"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "template",
        "variableName": "template"
      }
    ],
    "concreteType": "LookupFile",
    "kind": "LinkedField",
    "name": "lookupListFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mimeType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "base64",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "lookupFilesQuery",
    "selections": (v4/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Operation",
    "name": "lookupFilesQuery",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "bd809966429ae516c09458995913f117",
    "id": null,
    "metadata": {},
    "name": "lookupFilesQuery",
    "operationKind": "query",
    "text": "query lookupFilesQuery(\n  $module: LookupModule!\n  $format: LookupFileFormat!\n  $search: String\n  $template: Boolean\n) {\n  lookupListFile(module: $module, format: $format, search: $search, template: $template) {\n    fileName\n    mimeType\n    base64\n    rowCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "73c48fa559b590381564c76f5a781d0d";

export default node;
