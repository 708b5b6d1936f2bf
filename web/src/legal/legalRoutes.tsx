import type { RouteObject } from 'react-router';
import { CookiePolicyPage } from './CookiePolicyPage';
import { EulaPage } from './EulaPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

export const legalRoutes: RouteObject[] = [
  { path: '/eula', element: <EulaPage />, handle: { title: 'End-User License Agreement' } },
  { path: '/privacy-policy', element: <PrivacyPolicyPage />, handle: { title: 'Privacy Policy' } },
  { path: '/cookie-policy', element: <CookiePolicyPage />, handle: { title: 'Cookie Policy' } },
];
