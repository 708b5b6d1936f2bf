// The charting steps' tables at a staff laptop's 1440×900: the Assessment step's
// suggestion blocks and treatment plan, with the AI's suggestions and their reasons, and the
// Objective step's Physical Exam Summary fit their column: none scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { sessionToken, signIn } from './support';
import { addPet, createVisit, graphql, saveSubjective } from './visit-vitals-api';

test.use({ viewport: { width: 1440, height: 900 } });

const suffix = Date.now().toString(36).slice(-6);
const stepPath = (step: string, petId: string, visitId: string) => `/d/pet-profiles/pets/${petId}?source=vea&soap=${step}&visitId=${encodeURIComponent(visitId)}`;

/** Every table of the page whose box scrolls sideways, by its caption, with the widths. */
const sideways = (page: Page) =>
  page.locator('table').evaluateAll((tables) =>
    tables
      .map((table) => {
        const box = table.parentElement!;
        return { table: table.querySelector('caption')?.textContent ?? '(no caption)', scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
      })
      .filter((measure) => measure.scrollWidth > measure.clientWidth),
  );
const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('at 1440×900 the Assessment blocks, the plan and the Physical Exam Summary fit without scrolling sideways', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const smart = await graphql(request, token, `mutation { setSmartRecommendations(input: { enabled: true }) { __typename } }`);
  expect(smart.setSmartRecommendations.__typename).toBe('SetSmartRecommendationsSuccess');
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Layout ${suffix}`);
  await saveSubjective(request, token, visitId, {
    chiefComplaint: { complaint: 'Vomiting and diarrhea since yesterday, itchy skin, limping', duration: 'ACUTE' },
    reasonForConsultation: { mainCaseIds: [1, 3, 4] },
  });

  // The Assessment step with suggestions in every block, and all of them added to the plan.
  await page.goto(stepPath('assessment', petId, visitId));
  const diagnostics = page.getByRole('region', { name: 'AI Suggestions for Diagnostics' });
  await expect(diagnostics.getByRole('row').filter({ hasText: 'Complete Blood Count (CBC)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'AI Suggestions for Treatment Protocol' }).getByRole('row').filter({ hasText: 'Maropitant (Cerenia)' })).toBeVisible();
  expect(await sideways(page)).toEqual([]);
  // Every suggestion added, one by one: the plan at its widest.
  const addButtons = page.getByRole('button', { name: /^Add .* to the plan$/ });
  for (let left = await addButtons.count(); left > 0; left -= 1) {
    await addButtons.first().click();
    await expect(addButtons).toHaveCount(left - 1);
  }
  await expect(page.getByRole('table', { name: "Biscuit's Treatment Plan" }).getByRole('row').filter({ hasText: 'Maropitant (Cerenia)' })).toBeVisible();
  expect(await sideways(page)).toEqual([]);
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/layout-assessment-1440.png', fullPage: true });

  // The Objective step's exam table, filled by the AI (each value marked AI, its words in a
  // tooltip beside the mark), with a long comment typed in.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.goto(stepPath('objective', petId, visitId));
  await expect(page.getByRole('table', { name: 'Physical Exam Summary' })).toBeVisible();
  const prompt = page.getByRole('region', { name: /AI Prompt/ });
  await prompt.getByLabel('AI prompt', { exact: true }).fill('Heart: grade II murmur on the left. Skin: flaky and red on the back. Ears: brown discharge in both ears.');
  await prompt.getByRole('button', { name: 'Ask AI' }).click();
  await expect(page.getByLabel('Comment for Heart')).not.toHaveValue('');
  await expect(page.locator('[data-ai-mark="Comment for Heart"]')).toBeVisible();
  await page.getByLabel('Comment for Eyes').fill('Erythema and papules over the ventral abdomen and axillae, with excoriations from scratching and a moist hot spot on the left flank');
  expect(await sideways(page)).toEqual([]);
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/layout-objective-1440.png', fullPage: true });
});
