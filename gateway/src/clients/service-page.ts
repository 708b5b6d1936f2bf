// A page of a service's list ({ data, meta: { total } }), as the REST clients return it and the
// Relay connections (connections.ts) read it. Its own module, so the clients need nothing from
// the schema builder.
export interface ServicePage<T> {
  data: T[];
  meta: { total: number };
}
