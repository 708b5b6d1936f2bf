// Journey 2 and 3: choose a plan, sign up in three steps, activate from the e-mail, sign in.
import { expect, test } from '@playwright/test';
import { latestMail, linkPath } from './support';

interface Plan {
  name: string;
  code: string;
  monthlyPrice: number;
  annualPrice: number;
  discount: number;
}

test('plans: monthly by default, annual shows the saving, Subscribe starts sign-up', async ({ page, request }) => {
  const response = await request.post('/graphql', { data: { query: '{ plans { name code monthlyPrice annualPrice discount } }' } });
  const { plans } = (await response.json()).data as { plans: Plan[] };
  expect(plans.length).toBeGreaterThanOrEqual(2);

  await page.goto('/subscription-plans');
  await expect(page.getByText('Trusted by 1,000+ clinics worldwide')).toBeVisible();
  const first = plans[0]!;
  await expect(page.getByText(`$${Math.round(first.monthlyPrice)}`).first()).toBeVisible();
  await expect(page.getByText('/ monthly').first()).toBeVisible();
  await expect(page.getByText(`Save ${Math.round(first.discount)}%`)).toBeVisible();

  await page.getByText(/billed annually/i).click();
  await expect(page.getByText('/ annually').first()).toBeVisible();
  for (const plan of plans) {
    const saving = Math.round((plan.annualPrice * plan.discount) / 100);
    await expect(page.getByText(`Save $${saving} when you pay annual`).first()).toBeVisible();
  }

  await page.getByRole('button', { name: /subscribe/i }).first().click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?planCode=${first.code}$`));
});

test('sign-up without a plan goes back to the plans', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/subscription-plans$/);
});

test('three-step sign-up with the spec messages, activation e-mail, sign-in into the subscription checkout', async ({ page, request }) => {
  await page.goto('/signup?planCode=basic');

  await page.getByRole('button', { name: /next/i }).click();
  for (const message of ['Please enter organization name', 'Please enter address', 'Please enter city', 'Please enter state', 'Please enter zip']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Organization Name').fill('Cedar Creek Veterinary');
  await expect(page.getByLabel('Clinic Name')).toHaveValue('Cedar Creek Veterinary');
  await page.getByLabel('Address Line 1').fill('400 Cedar Creek Road');
  await page.getByLabel('City').fill('Boise');
  await page.getByLabel('State').fill('ID');
  await page.getByLabel('Zip').fill('83702');
  await page.getByRole('button', { name: /next/i }).click();

  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Hale');
  await page.getByLabel('Email').fill('morgan@cedarcreek');
  await page.getByLabel('Phone Number').fill('208-555');
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByText('Please input correct email address!')).toBeVisible();
  await expect(page.getByText('Phone Number must not contain special characters!')).toBeVisible();
  await page.getByLabel('Phone Number').fill('208555');
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByText('Phone Number must be 10-digits.')).toBeVisible();

  await page.getByRole('button', { name: /back/i }).click();
  await expect(page.getByLabel('Organization Name')).toHaveValue('Cedar Creek Veterinary');
  await page.getByRole('button', { name: /next/i }).click();

  await page.getByLabel('Email').fill('morgan@cedarcreek.vet');
  await page.getByLabel('Phone Number').fill('2085550199');
  await page.getByRole('button', { name: /next/i }).click();

  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: /create|sign up|submit/i }).click();
  await expect(page.getByText('Enter a valid password')).toBeVisible();
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
  await expect(page.getByText('Please agree to the privacy policy')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Cedar!2026');
  await page.getByLabel('Confirm Password').fill('Cedar!2026');
  await page.getByLabel('Security Question').selectOption({ index: 1 });
  await page.getByLabel('Security Answer').fill('Pickles');
  await page.getByRole('checkbox', { name: /license agreement/i }).check();
  await page.getByRole('checkbox', { name: /privacy policy/i }).check();
  await page.getByRole('button', { name: /create|sign up|submit/i }).click();
  await expect(page.getByText('Clinic successfully created')).toBeVisible();

  const mail = await latestMail(request, 'morgan@cedarcreek.vet');
  await page.goto(linkPath(mail, '/verify/'));
  await expect(page).toHaveURL(/\/\?message=/);
  await expect(page.getByText('Your email has been successfully verified. Please log in to continue.')).toBeVisible();

  await page.getByLabel('Email').fill('morgan@cedarcreek.vet');
  await page.getByLabel('Password', { exact: true }).fill('Cedar!2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/d\/welcome$/);
  await expect(page.getByText('Morgan Hale')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  // The new clinic has not paid yet: its owner, a client admin, gets the card checkout at once
  // (the payment itself: payments.spec.ts).
  await expect(page.getByRole('heading', { name: 'Activate your subscription' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
});
