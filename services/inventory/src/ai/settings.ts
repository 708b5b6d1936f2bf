// The clinic's AI settings (spec 002 section 4: 'Smart Recommendations toggle: on or off, stored as
// clinic config; if absent on load it is created as on'): clinic config key ai_status, 'on' or 'off'.
import type { aiSettingsUpdateWire } from '@vetchart/contracts/ai/ai-requests';
import type { z } from 'zod/mini';
import type { Sql } from '@vetchart/platform/database';
import { recordAudit, type ClinicScope } from '../lookups/scope.ts';

export const AI_STATUS_KEY = 'ai_status';

export interface AiSettings {
  smart_recommendations: boolean;
}

/** The clinic's settings; the ai_status row is created 'on' when the clinic has none. */
export async function readAiSettings(sql: Sql, scope: Pick<ClinicScope, 'clinicId' | 'organizationId'>): Promise<AiSettings> {
  const [existing] = await sql.query<{ value: string }>(`SELECT value FROM inventory.clinic_ai_settings WHERE clinic_id = $1 AND key = $2`, [scope.clinicId, AI_STATUS_KEY]);
  if (existing) return { smart_recommendations: existing.value === 'on' };
  // Two first reads at once both insert: the second keeps the first's row.
  await sql.query(
    `INSERT INTO inventory.clinic_ai_settings (clinic_id, key, organization_id, value) VALUES ($1, $2, $3, 'on') ON CONFLICT (clinic_id, key) DO NOTHING`,
    [scope.clinicId, AI_STATUS_KEY, scope.organizationId],
  );
  const [row] = await sql.query<{ value: string }>(`SELECT value FROM inventory.clinic_ai_settings WHERE clinic_id = $1 AND key = $2`, [scope.clinicId, AI_STATUS_KEY]);
  return { smart_recommendations: row?.value === 'on' };
}

export async function writeAiSettings(sql: Sql, scope: ClinicScope, body: z.output<typeof aiSettingsUpdateWire>): Promise<AiSettings> {
  const value = body.smartRecommendations ? 'on' : 'off';
  await sql.query(
    `INSERT INTO inventory.clinic_ai_settings (clinic_id, key, organization_id, value, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (clinic_id, key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = clock_timestamp()`,
    [scope.clinicId, AI_STATUS_KEY, scope.organizationId, value, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'ai_settings.updated', targetType: 'clinic_ai_settings', targetId: scope.clinicId, detail: { key: AI_STATUS_KEY, value } });
  return { smart_recommendations: body.smartRecommendations };
}
