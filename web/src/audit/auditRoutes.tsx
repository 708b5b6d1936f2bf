import type { RouteObject } from 'react-router';
import type { AuditLogPageQuery } from '../__generated__/AuditLogPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { canReadAuditLog } from './auditAccess';
import type { AuditLogLoaderData } from './AuditLogPage';
import { AUDIT_PAGE_SIZE } from './auditFormat';

export async function auditLogLoader(): Promise<AuditLogLoaderData> {
  // Someone without access is not sent to the server for data it would refuse.
  if (!canReadAuditLog(accessOf(getSession()?.viewer))) return { queryRef: null };
  // Always read fresh: the log grows with every change anyone makes.
  return { queryRef: await preloadRouteQuery<AuditLogPageQuery>(() => import('../__generated__/AuditLogPageQuery.graphql'), { first: AUDIT_PAGE_SIZE }, 'network-only') };
}

/** A child of /d: the admin's audit screen. */
export const auditRoutes: RouteObject[] = [{ path: 'audit-log', loader: auditLogLoader, lazy: { Component: async () => (await import('./AuditLogPage')).AuditLogPage } }];
