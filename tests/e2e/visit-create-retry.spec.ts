// A person's retry of 'Add new visit' saves one visit. The first click's
// request reaches the server, which saves the visit, but its answer is lost on the way back to
// the browser (every automatic resend of it too), so 'Failed to create visitation' shows; the
// person clicks again and the same action's Idempotency-Key goes with it, so the server answers
// the visit it already saved instead of saving a second one.
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { addPet, graphql, notice, sessionToken } from './visit-vitals-api';

test("clicking 'Add new visit' again after a lost answer makes one visit", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);

  let loseAnswers = true;
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('useCreateVisitMutation')) return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!loseAnswers) return route.continue();
    // The server handles the request and saves the visit; the browser then sees the connection fail.
    await route.fetch();
    await route.abort('connectionfailed');
  });

  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea`);
  await page.getByRole('button', { name: 'Add new visit' }).click();
  await expect(notice(page, 'Failed to create visitation')).toBeVisible({ timeout: 15_000 });
  const firstClick = keys.length;
  expect(firstClick).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/visit-create-retry-failed.png' });

  loseAnswers = false;
  await page.getByRole('button', { name: 'Add new visit' }).click();
  await expect(page).toHaveURL(/\/d\/soap-canvas-editor\?.*visitId=/);
  const pet = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 10) { edges { node { id } } } } } }`, { id: petId });
  expect(pet.node.visits.edges).toHaveLength(1);
  const visitId = new URL(page.url()).searchParams.get('visitId');
  expect(pet.node.visits.edges[0].node.id).toBe(visitId);

  // Every attempt of both clicks carried the first click's key.
  expect(keys.length).toBeGreaterThan(firstClick);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
});

test("the gateway's retryable answer to a lost write is resent with the same key: one visit, no failure shown", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);

  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('useCreateVisitMutation')) return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    // The visit is saved, and the person's browser gets what the gateway answers when the
    // service's answer to a keyed write was lost (gateway/src/clients/http.ts).
    await route.fetch();
    await route.fulfill({
      status: 200,
      contentType: 'application/graphql-response+json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'The patient records service is unavailable. Try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE', service: 'main', retryable: true } }],
      }),
    });
  });

  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea`);
  await page.getByRole('button', { name: 'Add new visit' }).click();
  await expect(page).toHaveURL(/\/d\/soap-canvas-editor\?.*visitId=/);
  await expect(notice(page, 'Failed to create visitation')).toHaveCount(0);
  const pet = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 10) { edges { node { id } } } } } }`, { id: petId });
  expect(pet.node.visits.edges).toHaveLength(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});
