/**
 * @generated SignedSource<<102f374e669eed69b46e28efeb6b0e76>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type ComplaintDuration = "ACUTE" | "GRADUAL" | "PROGRESSING" | "STATIC" | "WORSENING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type triageAnalysis_analysis$data = {
  readonly additionalNotes: {
    readonly appetite: string | null | undefined;
    readonly coughing: boolean | null | undefined;
    readonly diarrhea: boolean | null | undefined;
    readonly sneezing: boolean | null | undefined;
    readonly supplements: string | null | undefined;
    readonly travel: boolean | null | undefined;
    readonly vomiting: boolean | null | undefined;
    readonly waterIntake: string | null | undefined;
  };
  readonly chiefComplaint: string | null | undefined;
  readonly complaintDuration: ComplaintDuration | null | undefined;
  readonly evidence: ReadonlyArray<{
    readonly field: string;
    readonly text: string;
  }>;
  readonly lines: ReadonlyArray<{
    readonly sources: ReadonlyArray<{
      readonly end: number | null | undefined;
      readonly kind: AiLineSourceKind;
      readonly label: string;
      readonly quote: string | null | undefined;
      readonly start: number | null | undefined;
    }>;
    readonly text: string;
  }>;
  readonly mainCaseIds: ReadonlyArray<number>;
  readonly medications: ReadonlyArray<string>;
  readonly provider: string;
  readonly specialDiets: string | null | undefined;
  readonly " $fragmentType": "triageAnalysis_analysis";
};
export type triageAnalysis_analysis$key = {
  readonly " $data"?: triageAnalysis_analysis$data;
  readonly " $fragmentSpreads": FragmentRefs<"triageAnalysis_analysis">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "triageAnalysis_analysis",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chiefComplaint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complaintDuration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mainCaseIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TriageAdditionalNotes",
      "kind": "LinkedField",
      "name": "additionalNotes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "waterIntake",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appetite",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "travel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coughing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sneezing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vomiting",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "diarrhea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supplements",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medications",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialDiets",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TriageEvidence",
      "kind": "LinkedField",
      "name": "evidence",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AiLineSource",
          "kind": "LinkedField",
          "name": "sources",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quote",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "start",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "end",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    }
  ],
  "type": "TriageAnalysis",
  "abstractKey": null
};
})();

(node as any).hash = "ab82a05bb959e370fe70847f45d20a87";

export default node;
