// Whether the builder creates a template or edits one (spec 003 section 2.5: query edit=true,
// templateCode, name, description). Edit mode without a template code cannot update anything.
import type { PreloadedQuery } from 'react-relay';
import type { TemplateBuilderPageQuery } from '../__generated__/TemplateBuilderPageQuery.graphql';

export type BuilderMode = { kind: 'create' } | { kind: 'edit'; templateCode: string; name: string; description: string };

export interface TemplateBuilderLoaderData {
  mode: BuilderMode;
  queryRef: PreloadedQuery<TemplateBuilderPageQuery> | null;
}

export function builderModeOf(params: URLSearchParams): BuilderMode {
  if (params.get('edit') !== 'true') return { kind: 'create' };
  return { kind: 'edit', templateCode: params.get('templateCode')?.trim() ?? '', name: params.get('name') ?? '', description: params.get('description') ?? '' };
}
