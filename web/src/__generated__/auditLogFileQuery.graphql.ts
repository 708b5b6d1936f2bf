/**
 * @generated SignedSource<<8b36c80ea06ed15675fad0fa0be6a86d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type auditLogFileQuery$variables = {
  actorId?: string | null | undefined;
  petId?: string | null | undefined;
  visitId?: string | null | undefined;
};
export type auditLogFileQuery$data = {
  readonly auditLogFile: {
    readonly base64: string;
    readonly fileName: string;
    readonly mimeType: string;
    readonly rowCount: number;
    readonly totalCount: number;
    readonly truncated: boolean;
  };
};
export type auditLogFileQuery = {
  response: auditLogFileQuery$data;
  variables: auditLogFileQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "petId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "visitId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "actorId",
        "variableName": "actorId"
      },
      {
        "kind": "Variable",
        "name": "petId",
        "variableName": "petId"
      },
      {
        "kind": "Variable",
        "name": "visitId",
        "variableName": "visitId"
      }
    ],
    "concreteType": "AuditLogFile",
    "kind": "LinkedField",
    "name": "auditLogFile",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "truncated",
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
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "auditLogFileQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v2/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "auditLogFileQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "59a6543e99a547f6d7ab7d908a32f8b9",
    "id": null,
    "metadata": {},
    "name": "auditLogFileQuery",
    "operationKind": "query",
    "text": "query auditLogFileQuery(\n  $petId: ID\n  $visitId: ID\n  $actorId: ID\n) {\n  auditLogFile(petId: $petId, visitId: $visitId, actorId: $actorId) {\n    fileName\n    mimeType\n    base64\n    rowCount\n    totalCount\n    truncated\n  }\n}\n"
  }
};
})();

(node as any).hash = "729520072a1b3a5cf5696ce1928c0484";

export default node;
