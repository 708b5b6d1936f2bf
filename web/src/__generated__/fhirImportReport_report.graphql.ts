/**
 * @generated SignedSource<<375cab7aa450b92d2ebef8fe1eb17344>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type fhirImportReport_report$data = {
  readonly cannotMap: ReadonlyArray<{
    readonly reason: string;
    readonly source: string;
  }>;
  readonly create: {
    readonly files: ReadonlyArray<{
      readonly label: string;
      readonly note: string | null | undefined;
      readonly source: string;
    }>;
    readonly notes: ReadonlyArray<{
      readonly label: string;
      readonly note: string | null | undefined;
      readonly source: string;
    }>;
    readonly petParents: ReadonlyArray<{
      readonly label: string;
      readonly note: string | null | undefined;
      readonly source: string;
    }>;
    readonly pets: ReadonlyArray<{
      readonly label: string;
      readonly note: string | null | undefined;
      readonly source: string;
    }>;
    readonly visits: ReadonlyArray<{
      readonly label: string;
      readonly note: string | null | undefined;
      readonly source: string;
    }>;
    readonly vitals: ReadonlyArray<{
      readonly label: string;
      readonly note: string | null | undefined;
      readonly source: string;
    }>;
  };
  readonly manifestClinicName: string | null | undefined;
  readonly manifestFormat: string | null | undefined;
  readonly manifestTime: string | null | undefined;
  readonly match: {
    readonly files: ReadonlyArray<{
      readonly label: string;
      readonly source: string;
    }>;
    readonly notes: ReadonlyArray<{
      readonly label: string;
      readonly source: string;
    }>;
    readonly petParents: ReadonlyArray<{
      readonly label: string;
      readonly source: string;
    }>;
    readonly pets: ReadonlyArray<{
      readonly label: string;
      readonly source: string;
    }>;
    readonly visits: ReadonlyArray<{
      readonly label: string;
      readonly source: string;
    }>;
    readonly vitals: ReadonlyArray<{
      readonly label: string;
      readonly source: string;
    }>;
  };
  readonly " $fragmentType": "fhirImportReport_report";
};
export type fhirImportReport_report$key = {
  readonly " $data"?: fhirImportReport_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"fhirImportReport_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = [
  (v0/*: any*/),
  (v1/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "note",
    "storageKey": null
  }
],
v3 = [
  (v0/*: any*/),
  (v1/*: any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "fhirImportReport_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FhirImportKinds",
      "kind": "LinkedField",
      "name": "create",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "petParents",
          "plural": true,
          "selections": (v2/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "pets",
          "plural": true,
          "selections": (v2/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "visits",
          "plural": true,
          "selections": (v2/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "vitals",
          "plural": true,
          "selections": (v2/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "notes",
          "plural": true,
          "selections": (v2/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": (v2/*: any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FhirImportKinds",
      "kind": "LinkedField",
      "name": "match",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "petParents",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "pets",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "visits",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "vitals",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "notes",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FhirImportItem",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": (v3/*: any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FhirImportProblem",
      "kind": "LinkedField",
      "name": "cannotMap",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manifestFormat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manifestTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manifestClinicName",
      "storageKey": null
    }
  ],
  "type": "FhirImportReport",
  "abstractKey": null
};
})();

(node as any).hash = "c1ec99b87812b63bd3d56f2abb385015";

export default node;
