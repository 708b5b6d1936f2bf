import type { RouteObject } from 'react-router';

export const legalRoutes: RouteObject[] = [
  { path: '/eula', lazy: { Component: async () => (await import('./EulaPage')).EulaPage }, handle: { title: 'End-User License Agreement' } },
  { path: '/privacy-policy', lazy: { Component: async () => (await import('./PrivacyPolicyPage')).PrivacyPolicyPage }, handle: { title: 'Privacy Policy' } },
  { path: '/cookie-policy', lazy: { Component: async () => (await import('./CookiePolicyPage')).CookiePolicyPage }, handle: { title: 'Cookie Policy' } },
];
