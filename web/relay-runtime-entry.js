// What the web app and the react-relay hooks it uses (react-relay-entry.js) take from
// 'relay-runtime' (vite.config.ts aliases the package name here). relay-runtime's own entry is
// CommonJS that requires all of Relay (updatable queries, subscriptions, the legacy containers'
// resolvers, experimental APIs), none of which can be tree-shaken; this entry requires only the
// modules that are used. Importing anything else from 'relay-runtime' fails the build: add it here.
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import RelayNetwork from 'relay-runtime/lib/network/RelayNetwork';
import RelayObservable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import normalizeResponse from 'relay-runtime/lib/store/normalizeResponse';
import readInlineData from 'relay-runtime/lib/store/readInlineData';
import RelayConcreteVariables from 'relay-runtime/lib/store/RelayConcreteVariables';
import RelayModernEnvironment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import RelayModernRecord from 'relay-runtime/lib/store/RelayModernRecord';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import RelayModernStore from 'relay-runtime/lib/store/RelayModernStore';
import RelayOperationTracker from 'relay-runtime/lib/store/RelayOperationTracker';
import RelayRecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import ResolverFragments from 'relay-runtime/lib/store/ResolverFragments';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import SnapshotErrors from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import RelayReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';
import withProvidedVariables from 'relay-runtime/lib/util/withProvidedVariables';

// The same names and values as relay-runtime's index.js.
export const Environment = RelayModernEnvironment;
export const Network = RelayNetwork;
export const Observable = RelayObservable;
export const RecordSource = RelayRecordSource;
export const Record = RelayModernRecord;
export const ReplaySubject = RelayReplaySubject;
export const Store = RelayModernStore;
export const areEqualSelectors = RelayModernSelector.areEqualSelectors;
export const getSelector = RelayModernSelector.getSelector;
export const getVariablesFromFragment = RelayModernSelector.getVariablesFromFragment;
export const createOperationDescriptor = RelayModernOperationDescriptor.createOperationDescriptor;
export const getFragment = GraphQLTag.getFragment;
export const getRequest = GraphQLTag.getRequest;
export const graphql = GraphQLTag.graphql;
export const ID_KEY = RelayStoreUtils.ID_KEY;
export const handlePotentialSnapshotErrors = SnapshotErrors.handlePotentialSnapshotErrors;

export {
  commitMutation,
  fetchQuery,
  getFragmentIdentifier,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequestIdentifier,
  getValueAtPath,
  isPromise,
  PreloadableQueryRegistry,
  readInlineData,
  recycleNodesInto,
  RelayFeatureFlags,
};
export const __internal = {
  ResolverFragments,
  OperationTracker: RelayOperationTracker,
  createRelayContext,
  createRelayLoggingContext,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  normalizeResponse,
  withProvidedVariables,
};
