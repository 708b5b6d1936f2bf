// The GraphQL calls the plan journeys set their visits up with: a pet of their own with a visit, a
// subjective note and a working treatment plan built from the demo clinic's catalogue (two
// diagnostics, a service and a medication), as the Assessment step would save it; and a signature
// drawn on the pad.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addPet, createVisit, graphql, saveSubjective } from './visit-vitals-api';

export interface PlanRow {
  id: string;
  kind: string;
  catalogueId: string;
  name: string;
  quantity: number;
  approved: boolean;
  removed: boolean;
}

export interface PlanVisit {
  petId: string;
  visitId: string;
  /** The pet parent's e-mail (each pet gets a parent of its own). */
  parentEmail: string;
  items: PlanRow[];
  version: number;
}

const PLAN_FIELDS = `id version items { id kind catalogueId name quantity approved removed }`;

const firstNodes = async (request: APIRequestContext, token: string, field: string, count: number) => {
  const data = await graphql(request, token, `{ ${field}(first: ${count}) { edges { node { id } } } }`);
  const nodes = data[field].edges.map((edge: { node: { id: string } }) => edge.node);
  expect(nodes.length, `the demo catalogue has ${count} ${field}`).toBe(count);
  return nodes as { id: string }[];
};

/** A visit with a saved plan: client at the clinic (Sign in-person) or not (Email Estimate). */
export async function visitWithPlan(request: APIRequestContext, token: string, options: { name: string; isClientAtClinic: boolean }): Promise<PlanVisit> {
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, options.name);
  await saveSubjective(request, token, visitId);
  const diagnostics = await firstNodes(request, token, 'diagnostics', 2);
  const [service] = await firstNodes(request, token, 'services', 1);
  const [medication] = await firstNodes(request, token, 'medications', 1);
  const items = [
    ...diagnostics.map((row) => ({ kind: 'DIAGNOSTIC', catalogueId: row.id, quantity: 1 })),
    { kind: 'SERVICE', catalogueId: service!.id, quantity: 1 },
    { kind: 'MEDICATION', catalogueId: medication!.id, quantity: 2 },
  ].map((item) => ({ ...item, removed: false, approved: true }));
  const saved = await graphql(
    request,
    token,
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on SaveTreatmentPlanSuccess { treatmentPlan { ${PLAN_FIELDS} } } ... on Error { message } } }`,
    { input: { visitId, isClientAtClinic: options.isClientAtClinic, items } },
  );
  expect(saved.saveTreatmentPlan.__typename, saved.saveTreatmentPlan.message).toBe('SaveTreatmentPlanSuccess');
  const pet = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { parent { email } } } }`, { id: petId });
  return { petId, visitId, parentEmail: pet.node.parent.email, items: saved.saveTreatmentPlan.treatmentPlan.items, version: saved.saveTreatmentPlan.treatmentPlan.version };
}

/** Changes the plan behind the page's back: the quantity of its first row. */
export async function changePlanQuantity(request: APIRequestContext, token: string, plan: PlanVisit, quantity: number, isClientAtClinic = false): Promise<void> {
  const current = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { ${PLAN_FIELDS} } } } }`, { id: plan.visitId });
  const { version, items } = current.node.treatmentPlan as { version: number; items: PlanRow[] };
  const saved = await graphql(
    request,
    token,
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on Error { message } } }`,
    {
      input: {
        visitId: plan.visitId,
        basedOnVersion: version,
        isClientAtClinic,
        items: items.map((item, index) => ({ id: item.id, kind: item.kind, catalogueId: item.catalogueId, quantity: index === 0 ? quantity : item.quantity, removed: item.removed, approved: item.approved })),
      },
    },
  );
  expect(saved.saveTreatmentPlan.__typename, saved.saveTreatmentPlan.message).toBe('SaveTreatmentPlanSuccess');
}

/** The visit's path on the steps page. */
export const planStepPath = (plan: PlanVisit, step = 'plan') => `/d/pet-profiles/pets/${encodeURIComponent(plan.petId)}?source=vea&soap=${step}&visitId=${encodeURIComponent(plan.visitId)}`;

/** Draws a signature-like stroke across the pad. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + box.width * (0.1 + step * 0.06), y + Math.sin(step) * box.height * 0.3, { steps: 3 });
  }
  await page.mouse.up();
}
