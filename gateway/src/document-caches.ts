// The parse and validation caches of /graphql, in place of Yoga's own. Yoga keeps parsed
// documents in LRU caches with a one-hour time to live and its validation results under a key
// made of every validation rule's name, joined for each request. A cache with a time to live reads
// the clock and arms a timer on a lookup (lru-cache keeps the time it read for a millisecond), and
// the key costs thirty name lookups: together about a tenth of what Yoga does for a request before
// the operation runs. Here a document is kept by its text, with no time to live (a schema does not
// change while the process runs), and its validation result by the parsed document itself.
import type { DocumentNode, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

/** Documents kept, by their text; past it the least recently used go. */
export const DOCUMENT_CACHE_SIZE = 1024;

/** Yoga's `parserAndValidationCache` option without its validation cache (validationResults below replaces it). */
export function documentCaches() {
  return {
    documentCache: new LRUCache<string, DocumentNode>({ max: DOCUMENT_CACHE_SIZE }),
    errorCache: new LRUCache<string, Error>({ max: DOCUMENT_CACHE_SIZE }),
    validationCache: false,
  };
}

/**
 * Keeps each parsed document's validation result, the errors included, by the document itself:
 * the document cache above hands out one object per text, so a document is validated once while it
 * is kept. The rules are the same for every request of the process (graphql's and the query
 * limits', which see the document and not the variables), so the document alone is the key, as the
 * rules' names were all that Yoga's key added to it.
 */
export function validationResults(): Plugin {
  const results = new WeakMap<DocumentNode, readonly (Error | GraphQLError)[]>();
  return {
    onValidate({ params: { documentAST }, setResult }) {
      const kept = results.get(documentAST);
      if (kept) {
        setResult(kept);
        return;
      }
      return ({ result }) => {
        if (result != null) results.set(documentAST, result);
      };
    },
  };
}
