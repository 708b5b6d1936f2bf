/**
 * @generated SignedSource<<3ad7012dbb4e6d62eafaaccc39729ec7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitStatusTimeline_visit$data = {
  readonly id: string;
  readonly isReadOnly: boolean;
  readonly modificationReasons: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdByName: string;
    readonly id: string;
    readonly modificationDate: string;
    readonly modificationReason: string;
  }>;
  readonly name: string;
  readonly status: {
    readonly name: string;
    readonly statusId: number;
  };
  readonly statusLogs: ReadonlyArray<{
    readonly createdAt: string;
    readonly event: string;
    readonly id: string;
    readonly userName: string;
  }>;
  readonly " $fragmentType": "VisitStatusTimeline_visit";
};
export type VisitStatusTimeline_visit$key = {
  readonly " $data"?: VisitStatusTimeline_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitStatusTimeline_visit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitStatusTimeline_visit",
  "selections": [
    (v0/*: any*/),
    (v1/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isReadOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusId",
          "storageKey": null
        },
        (v1/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitStatusLog",
      "kind": "LinkedField",
      "name": "statusLogs",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "event",
          "storageKey": null
        },
        (v2/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModificationReason",
      "kind": "LinkedField",
      "name": "modificationReasons",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "modificationDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "modificationReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByName",
          "storageKey": null
        },
        (v2/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "bf39f710db2ef4198c6422c33a7eafed";

export default node;
