// Routes of the visit workflow under /d besides the steps themselves (which live on the pet
// profile route: pet-profile/petProfileRoutes.tsx): the SOAP canvas editor's address.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { SoapCanvasEditorPageQuery } from '../__generated__/SoapCanvasEditorPageQuery.graphql';
import { getSession } from '../auth/session';
import { DEFAULT_SOURCE, globalIdOf, petGlobalId } from '../pet-profile/petProfileLinks';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { SoapCanvasEditorLoaderData } from './SoapCanvasEditorPage';

export async function soapCanvasEditorLoader({ request }: LoaderFunctionArgs): Promise<SoapCanvasEditorLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const search = new URL(request.url).searchParams;
  const petId = search.get('pet') ?? '';
  const visitId = search.get('visitId') ?? '';
  const source = search.get('source') || DEFAULT_SOURCE;
  const queryRef =
    petId && visitId
      ? await preloadRouteQuery<SoapCanvasEditorPageQuery>(
          () => import('../__generated__/SoapCanvasEditorPageQuery.graphql'),
          { petId: petGlobalId(petId), visitId: globalIdOf('Visit', visitId) },
          'store-and-network',
        )
      : null;
  return { petId, source, visitId, queryRef };
}

export const visitChartingRoutes: RouteObject[] = [
  {
    path: 'soap-canvas-editor',
    loader: soapCanvasEditorLoader,
    lazy: { Component: async () => (await import('./SoapCanvasEditorPage')).SoapCanvasEditorPage },
  },
];
