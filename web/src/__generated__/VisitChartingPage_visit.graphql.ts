/**
 * @generated SignedSource<<5161d86cf5270b822cff29d33ca436e6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitChartingPage_visit$data = {
  readonly id: string;
  readonly isLocked: boolean;
  readonly isReadOnly: boolean;
  readonly name: string;
  readonly pet: {
    readonly id: string;
  };
  readonly status: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"VisitStatusTimeline_visit" | "VitalsPanel_visit">;
  readonly " $fragmentType": "VisitChartingPage_visit";
};
export type VisitChartingPage_visit$key = {
  readonly " $data"?: VisitChartingPage_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitChartingPage_visit">;
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
  "name": "VisitChartingPage_visit",
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
      "kind": "ScalarField",
      "name": "isLocked",
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
        (v1/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Pet",
      "kind": "LinkedField",
      "name": "pet",
      "plural": false,
      "selections": [
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VitalsPanel_visit"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VisitStatusTimeline_visit"
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "a7de18df4add73091d9bb6fe498251c3";

export default node;
