// A consent's e-mailed link and its reminders (docs/follow-ups.md), beside the consent in the Plan
// step's panel. Read in a query of its own: inside the Plan step's query the follow-up's fields
// would pass the API's depth limit. One fetch serves every consent of the visit.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ConsentRemindersQuery } from '../__generated__/ConsentRemindersQuery.graphql';
import { LinkReminders } from '../follow-ups/LinkReminders';

const query = graphql`
  query ConsentRemindersQuery($visitId: ID!) {
    node(id: $visitId) {
      ... on Visit {
        consents {
          form {
            id
          }
          followUp {
            ...LinkReminders_followUp
          }
        }
      }
    }
  }
`;

export function ConsentReminders({ visitId, formId, canStop }: { visitId: string; formId: string; canStop: boolean }) {
  const data = useLazyLoadQuery<ConsentRemindersQuery>(query, { visitId }, { fetchPolicy: 'store-and-network' });
  const followUp = data.node?.consents?.find((consent) => consent.form.id === formId)?.followUp;
  return followUp ? <LinkReminders followUp={followUp} canStop={canStop} subject="consent" /> : null;
}
