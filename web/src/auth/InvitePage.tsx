// /invite/:token?code=…&id=…: the invitation is looked up only when the link carries both the
// organisation code and the invite id; otherwise, or when it is unknown or used, it has expired.
import { Suspense, use } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { InvitePageQuery$data } from '../__generated__/InvitePageQuery.graphql';
import { buttonClasses } from '../ui/Button';
import { WarningMark } from '../ui/PublicLinkPage';
import { Skeleton } from '../ui/Skeleton';
import { AuthCard } from './AuthLayout';
import { CompleteInviteForm, type InviteLink } from './CompleteInviteForm';

// Read without the Relay store (authRoutes.tsx): the form's fields come unmasked.
graphql`
  query InvitePageQuery($orgCode: String!, $id: String!, $token: String!) {
    invitation(orgCode: $orgCode, id: $id, token: $token) {
      ...CompleteInviteForm_invitation @relay(mask: false)
    }
  }
`;

export interface InviteLoaderData {
  link: InviteLink | null;
  invitation: Promise<InvitePageQuery$data> | null;
}

export function InviteExpired() {
  return (
    <AuthCard width="max-w-[422px]">
      <div className="text-center">
        <WarningMark />
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">Invite Link Expired</h1>
        <p className="mt-3 text-slate-600">
          Oops! It looks like this invite link has expired or already used. Please request a new invite or contact support for assistance.
        </p>
        <Link to="/" className={buttonClasses('primary', 'mt-6 w-full')}>
          Sign In
        </Link>
      </div>
    </AuthCard>
  );
}

function InviteSkeleton() {
  return (
    <AuthCard width="max-w-[422px]">
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your invitation…</span>
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <div className="grid grid-cols-2 gap-4 pt-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10 w-full" />
      </div>
    </AuthCard>
  );
}

function LoadedInvite({ link, query }: { link: InviteLink; query: Promise<InvitePageQuery$data> }) {
  const { invitation } = use(query);
  return invitation ? <CompleteInviteForm invitation={invitation} link={link} /> : <InviteExpired />;
}

export function InvitePage() {
  const { link, invitation } = useLoaderData() as InviteLoaderData;
  if (!link || !invitation) return <InviteExpired />;
  return (
    <Suspense fallback={<InviteSkeleton />}>
      <LoadedInvite link={link} query={invitation} />
    </Suspense>
  );
}
