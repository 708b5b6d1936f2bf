// The SOAP canvas routes under /d (spec 003 sections 2.2 and 2.3): the editor of one visit's note
// (/d/soap-canvas-editor, where 'Add new visit' and the visit history's edit action lead) and the
// older canvas (/d/SOAPCanvas). Each page is a chunk of its own; the markdown renderer loads only
// with the editor.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { SoapCanvasEditorPageQuery } from '../__generated__/SoapCanvasEditorPageQuery.graphql';
import type { SoapCanvasPageQuery } from '../__generated__/SoapCanvasPageQuery.graphql';
import { getSession } from '../auth/session';
import { DEFAULT_SOURCE, globalIdOf, petGlobalId } from '../pet-profile/petProfileLinks';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { SoapCanvasEditorLoaderData } from './SoapCanvasEditorPage';
import type { SoapCanvasLoaderData } from './SoapCanvasPage';

function addressOf(request: Request) {
  const search = new URL(request.url).searchParams;
  return { petId: search.get('pet') ?? '', visitId: search.get('visitId') ?? '', source: search.get('source') || DEFAULT_SOURCE, edit: search.get('edit') === 'true' };
}

export async function soapCanvasEditorLoader({ request }: LoaderFunctionArgs): Promise<SoapCanvasEditorLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const { petId, visitId, source, edit } = addressOf(request);
  const queryRef =
    petId && visitId
      ? await preloadRouteQuery<SoapCanvasEditorPageQuery>(
          () => import('../__generated__/SoapCanvasEditorPageQuery.graphql'),
          { petId: petGlobalId(petId), visitId: globalIdOf('Visit', visitId) },
          'store-and-network',
        )
      : null;
  return { petId, source, visitId, edit, queryRef };
}

export async function soapCanvasLoader({ request }: LoaderFunctionArgs): Promise<SoapCanvasLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const { petId, visitId, source } = addressOf(request);
  const queryRef = petId
    ? await preloadRouteQuery<SoapCanvasPageQuery>(
        () => import('../__generated__/SoapCanvasPageQuery.graphql'),
        { petId: petGlobalId(petId), visitId: visitId ? globalIdOf('Visit', visitId) : '', hasVisit: Boolean(visitId) },
        'store-and-network',
      )
    : null;
  return { petId, source, visitId, queryRef };
}

export const soapCanvasRoutes: RouteObject[] = [
  {
    path: 'soap-canvas-editor',
    loader: soapCanvasEditorLoader,
    lazy: { Component: async () => (await import('./SoapCanvasEditorPage')).SoapCanvasEditorPage },
  },
  {
    path: 'SOAPCanvas',
    loader: soapCanvasLoader,
    lazy: { Component: async () => (await import('./SoapCanvasPage')).SoapCanvasPage },
  },
];
