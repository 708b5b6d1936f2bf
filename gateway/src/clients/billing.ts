// Typed client of the billing service.
import { RestClient, type UpstreamOptions } from './http.ts';

export interface PlanRecord {
  id: string;
  name: string;
  code: string;
  feature: string | null;
  monthlyPrice: number;
  annualPrice: number;
  discount: number;
}

export class BillingClient {
  private readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  async plans(): Promise<PlanRecord[]> {
    const body = await this.rest.get<{ data: Record<string, any>[] }>('/plan');
    return body.data.map((raw) => ({
      id: String(raw.id),
      name: raw.name,
      code: raw.code,
      feature: raw.feature ?? null,
      monthlyPrice: Number(raw.price?.monthly ?? 0),
      annualPrice: Number(raw.price?.annually ?? 0),
      discount: Number(raw.discount ?? 0),
    }));
  }
}
