/**
 * @generated SignedSource<<5bb172c8c34db82954027c195e9fa0fe>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitStatusTimeline_query$data = {
  readonly visitStatuses: ReadonlyArray<{
    readonly name: string;
    readonly statusId: number;
  }>;
  readonly " $fragmentType": "VisitStatusTimeline_query";
};
export type VisitStatusTimeline_query$key = {
  readonly " $data"?: VisitStatusTimeline_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitStatusTimeline_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitStatusTimeline_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "visitStatuses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "36728c05d883f883170b616412a5a9af";

export default node;
