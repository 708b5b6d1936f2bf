/**
 * @generated SignedSource<<338e2aeb504c4d18365dc3441faa3616>>
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "13acdc1ad9f57df1a55a4604b9a7a1ef";

export default node;
