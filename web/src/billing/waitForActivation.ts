// A payment the provider accepted activates the subscription when its webhook event arrives,
// which is a moment later: the checkout asks again until the subscription is active, and the
// answer updates Relay's store, so the dashboard's own copy opens the wrapper too.
import { fetchQuery, graphql } from 'react-relay';
import type { waitForActivationQuery } from '../__generated__/waitForActivationQuery.graphql';
import { getRelayEnvironment } from '../relay/environment';

const statusQuery = graphql`
  query waitForActivationQuery {
    subscription {
      id
      status
      currentPeriodEnd
      cancelAtPeriodEnd
      canCancel
    }
  }
`;

/** True once the subscription is active; false when it is not after `attempts` tries a second apart. */
export async function waitForActivation(attempts = 30): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const data = await fetchQuery<waitForActivationQuery>(getRelayEnvironment(), statusQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    if (data?.subscription.status === 'ACTIVE') return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}
