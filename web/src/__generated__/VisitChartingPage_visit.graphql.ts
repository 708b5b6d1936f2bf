/**
 * @generated SignedSource<<784d699ae4e8c9e9f5aa4ed2a5a17ff0>>
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitChartingPage_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*: any*/),
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

(node as any).hash = "a1a27c7cf6a131ab81b3154615418347";

export default node;
