// What the web app imports from 'react-relay' (vite.config.ts aliases the package name here).
// react-relay's own entry is CommonJS that requires every API it has, the legacy containers and
// entry points included, so none of them can be tree-shaken; this entry requires only the hooks
// the app uses. Importing anything else from 'react-relay' fails the build: add it here.
import { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
import useFragment from 'react-relay/lib/relay-hooks/useFragment';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
import useMutation from 'react-relay/lib/relay-hooks/useMutation';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery';
import useRefetchableFragment from 'react-relay/lib/relay-hooks/useRefetchableFragment';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';

export { fetchQuery, graphql, readInlineData } from 'relay-runtime';
export { loadQuery, RelayEnvironmentProvider, useFragment, useLazyLoadQuery, useMutation, usePreloadedQuery, useRefetchableFragment, useRelayEnvironment };
