import type { RouteObject } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { InviteExpired, InvitePage, inviteLoader } from './InvitePage';
import { SetPasswordPage, setPasswordLoader } from './SetPasswordPage';
import { SignInPage, signInLoader } from './SignInPage';
import { SignUpPage, signUpLoader } from './SignUpPage';
import { VerifyEmailPage } from './VerifyEmailPage';

export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/', loader: signInLoader, element: <SignInPage />, handle: { title: 'Sign In' } },
      { path: '/signup', loader: signUpLoader, element: <SignUpPage />, handle: { title: 'Sign Up' } },
      { path: '/verify/:token', element: <VerifyEmailPage />, handle: { title: 'Verify Email' } },
      { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } },
      { path: '/set-password/:id', loader: setPasswordLoader, element: <SetPasswordPage />, handle: { title: 'Set New Password' } },
      { path: '/new-password/user/:id', loader: setPasswordLoader, element: <SetPasswordPage />, handle: { title: 'Set New Password' } },
      // The spec treats invite details that cannot be loaded as an expired link.
      {
        path: '/invite/:token',
        loader: inviteLoader,
        element: <InvitePage />,
        errorElement: <InviteExpired />,
        handle: { title: 'Complete Your Registration' },
      },
    ],
  },
];
