// The pet parent's public pre-visit form (spec 003 section 2.6):
// /subjective-form?token=…, no sign-in. The loader fetches the form for the link's token while
// the page's code downloads; the page reads and writes without the Relay store, so it loads none
// of Relay's code (relay/fetchNetworkQuery.ts).
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PublicSubjectiveFormPageQuery } from '../__generated__/PublicSubjectiveFormPageQuery.graphql';
import { fetchNetworkQuery, forScreen } from '../relay/fetchNetworkQuery';
import type { PublicSubjectiveFormLoaderData } from './PublicSubjectiveFormPage';

export function subjectiveFormLoader({ request }: LoaderFunctionArgs): PublicSubjectiveFormLoaderData {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return {
    token,
    form: forScreen(fetchNetworkQuery<PublicSubjectiveFormPageQuery>(() => import('../__generated__/PublicSubjectiveFormPageQuery.graphql'), { token })),
  };
}

export const subjectiveFormRoutes: RouteObject[] = [
  {
    path: '/subjective-form',
    loader: subjectiveFormLoader,
    lazy: { Component: async () => (await import('./PublicSubjectiveFormPage')).PublicSubjectiveFormPage },
    handle: { title: 'Subjective Form' },
  },
];
