// The account pages. Each screen is a chunk of its own (react-router's `lazy`); a loader with a
// query fetches the query's artifact and starts the request while the screen's code downloads.
// These pages read and write without the Relay store (relay/fetchNetworkQuery.ts,
// relay/useNetworkMutation.ts), so none of them loads Relay's code.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { InvitePageQuery } from '../__generated__/InvitePageQuery.graphql';
import type { SetPasswordPageQuery } from '../__generated__/SetPasswordPageQuery.graphql';
import { fetchNetworkQuery, forScreen } from '../relay/fetchNetworkQuery';
import { AuthLayout } from './AuthLayout';
import type { InviteLoaderData } from './InvitePage';
import { getSession } from './session';
import type { SetPasswordLoaderData } from './SetPasswordPage';

/** Someone already signed in has nothing to do here. */
export function signInLoader() {
  return getSession() ? redirect('/d/welcome') : null;
}

export function signUpLoader({ request }: LoaderFunctionArgs) {
  return new URL(request.url).searchParams.get('planCode') ? null : redirect('/subscription-plans');
}

export function setPasswordLoader({ request }: LoaderFunctionArgs): SetPasswordLoaderData {
  const search = new URL(request.url).searchParams;
  const userCode = search.get('user_code');
  const resetId = search.get('reset_id');
  if (!userCode || !resetId) return { link: null, question: null };
  const link = { userCode, resetId };
  return { link, question: forScreen(fetchNetworkQuery<SetPasswordPageQuery>(() => import('../__generated__/SetPasswordPageQuery.graphql'), link)) };
}

export function inviteLoader({ request, params }: LoaderFunctionArgs): InviteLoaderData {
  const search = new URL(request.url).searchParams;
  const orgCode = search.get('code');
  const id = search.get('id');
  if (!orgCode || !id || !params.token) return { link: null, invitation: null };
  const link = { orgCode, id, token: params.token };
  return { link, invitation: forScreen(fetchNetworkQuery<InvitePageQuery>(() => import('../__generated__/InvitePageQuery.graphql'), link)) };
}

const setPasswordPage = { Component: async () => (await import('./SetPasswordPage')).SetPasswordPage };

export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/', loader: signInLoader, lazy: { Component: async () => (await import('./SignInPage')).SignInPage }, handle: { title: 'Sign In' } },
      { path: '/signup', loader: signUpLoader, lazy: { Component: async () => (await import('./SignUpPage')).SignUpPage }, handle: { title: 'Sign Up' } },
      { path: '/verify/:token', lazy: { Component: async () => (await import('./VerifyEmailPage')).VerifyEmailPage }, handle: { title: 'Verify Email' } },
      { path: '/forgot-password', lazy: { Component: async () => (await import('./ForgotPasswordPage')).ForgotPasswordPage }, handle: { title: 'Forgot Password' } },
      { path: '/set-password/:id', loader: setPasswordLoader, lazy: setPasswordPage, handle: { title: 'Set New Password' } },
      { path: '/new-password/user/:id', loader: setPasswordLoader, lazy: setPasswordPage, handle: { title: 'Set New Password' } },
      // The spec treats invite details that cannot be loaded as an expired link.
      {
        path: '/invite/:token',
        loader: inviteLoader,
        lazy: {
          Component: async () => (await import('./InvitePage')).InvitePage,
          ErrorBoundary: async () => (await import('./InvitePage')).InviteExpired,
        },
        handle: { title: 'Complete Your Registration' },
      },
    ],
  },
];
