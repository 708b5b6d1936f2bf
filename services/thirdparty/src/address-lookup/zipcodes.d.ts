// Types for the `zipcodes` package (8.0.0), which ships none: only the parts we use.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCodeRecord>;
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
}
