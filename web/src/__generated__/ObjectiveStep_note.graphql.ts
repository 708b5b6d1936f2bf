/**
 * @generated SignedSource<<bc76e12a52bacb02e519ebcd37f02086>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Mentation = "Bright" | "Comatose" | "Depressed" | "Stuporous" | "%future added value";
export type PhysicalExamStatus = "Abnormal" | "Negative" | "Normal" | "Positive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ObjectiveStep_note$data = {
  readonly bodyScore: number | null | undefined;
  readonly dentalScore: number | null | undefined;
  readonly grimaceScale: number | null | undefined;
  readonly id: string;
  readonly medicalHistoryNotes: string;
  readonly mentation: Mentation;
  readonly muscleConditionScore: number | null | undefined;
  readonly painScore: number | null | undefined;
  readonly physicalExamResults: ReadonlyArray<{
    readonly category: string;
    readonly categoryId: string | null | undefined;
    readonly comment: string;
    readonly result: PhysicalExamStatus;
  }>;
  readonly ruleOuts: ReadonlyArray<{
    readonly category: string | null | undefined;
    readonly description: string;
    readonly diagnosis: {
      readonly id: string;
    } | null | undefined;
    readonly name: string;
  }>;
  readonly updatedAt: string;
  readonly updatedByName: string;
  readonly version: number;
  readonly " $fragmentType": "ObjectiveStep_note";
};
export type ObjectiveStep_note$key = {
  readonly " $data"?: ObjectiveStep_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObjectiveStep_note">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ObjectiveStep_note"
};

(node as any).hash = "eb8fc84b13191be89d4c69bfd82cc3d4";

export default node;
