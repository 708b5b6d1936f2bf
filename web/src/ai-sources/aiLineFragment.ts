// An AI line and its sources as every reader asks for them (triage import, Generate SOAP), spread
// unmasked into their mutations.
import { graphql } from 'react-relay';

graphql`
  fragment aiLineFragment_line on AiLine {
    text
    sources {
      kind
      label
      quote
      start
      end
    }
  }
`;
