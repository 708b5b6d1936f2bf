// POST /platform/upload (spec: logo upload, { name, type, data_uri } → { url }) and GET /files
// (the caller's organization's uploads, for the gateway's batch loader). The bytes go to the
// file storage under a random key; main.files records who uploaded what for which clinic.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { createFileStorage, publicFileUrl, type FileStorage } from '@vetchart/platform/file-storage';
import { HttpError, badRequest, listOffset, listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { ServiceDeps } from '@vetchart/platform/service';
import { ADD_PET, EDIT_PET } from '../pets/permissions.ts';
import { fileUploadWire } from '@vetchart/contracts/files/file';
import { PICTURE_BOUNDS, boundsRefusal } from '@vetchart/contracts/files/image-bounds';
import { MAX_UPLOAD_BYTES, detectImage, parseDataUri } from '@vetchart/platform/image-check';

const PET_IMAGE_UPLOADERS = [ADD_PET, EDIT_PET];
const TOO_LARGE = 'The file is too large: images can be at most 5 MB.';
const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
// The JSON body carries the file as base64 (4/3 of its size) plus the name and type.
const MAX_BODY_BYTES = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4096;

interface FileRow {
  id: string;
  storage_key: string;
  clinic_code: string | null;
  uploaded_by: string;
  purpose: string;
  name: string;
  content_type: string;
  size_bytes: number;
  created_at: Date | string;
}

const toFileView = (row: FileRow) => ({
  id: row.id,
  url: publicFileUrl(row.storage_key),
  name: row.name,
  content_type: row.content_type,
  size: row.size_bytes,
  purpose: row.purpose,
  clinic_code: row.clinic_code,
  uploaded_by: row.uploaded_by,
  created_at: new Date(row.created_at).toISOString(),
});

export function registerFileRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, storage?: FileStorage): void {
  const files = storage ?? createFileStorage(deps.config.dataDir);
  const auth = requirePrincipal(deps);

  app.post(
    '/platform/upload',
    auth,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, TOO_LARGE, [{ path: 'data_uri', message: TOO_LARGE }]);
      },
    }),
    async (c) => {
      const principal = c.var.principal;
      // Someone who may upload nothing learns nothing from validation messages.
      requireAccess(principal, { superAdmin: true, clientAdmin: true, anyPermission: PET_IMAGE_UPLOADERS });
      const body = await readBody(c, fileUploadWire);
      if (body.purpose === 'pet-image') {
        // A pet's picture is part of adding or editing the pet.
        requireAccess(principal, { anyPermission: PET_IMAGE_UPLOADERS });
      } else {
        // Logos change how the clinic appears to everyone: the same people who edit hospital settings.
        requireAccess(principal, { superAdmin: true, clientAdmin: true });
      }
      const parsed = parseDataUri(body.dataUri);
      if (!parsed) throw badRequest(NOT_AN_IMAGE, [{ path: 'data_uri', message: NOT_AN_IMAGE }]);
      if (parsed.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE, [{ path: 'data_uri', message: TOO_LARGE }]);
      const bytes = Buffer.from(parsed.base64, 'base64');
      const image = detectImage(bytes);
      if (!image) throw badRequest(NOT_AN_IMAGE, [{ path: 'data_uri', message: NOT_AN_IMAGE }]);
      // Logos print on every document and pictures show in every list: a small file that decodes huge is refused.
      const tooManyPixels = boundsRefusal(image, PICTURE_BOUNDS);
      if (tooManyPixels) throw badRequest(tooManyPixels, [{ path: 'data_uri', message: tooManyPixels }]);

      const key = `${randomBytes(24).toString('base64url')}.${image.extension}`;
      await files.put(key, bytes, image.contentType);
      const [row] = await deps.db.query<FileRow>(
        `INSERT INTO main.files (storage_key, organization_id, clinic_id, clinic_code, uploaded_by, purpose, name, content_type, size_bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING id, storage_key, clinic_code, uploaded_by, purpose, name, content_type, size_bytes, created_at`,
        [key, principal.organizationId, principal.clinicId, principal.clinicCode, principal.userId, body.purpose, body.name, image.contentType, bytes.length],
      );
      return c.json(toFileView(row!), 201);
    },
  );

  app.get('/files', auth, async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const ids = query.ids?.filter((id) => uuid.test(id)) ?? null;
    if (query.ids && !ids?.length) return c.json(listResponse([], query, 0));
    const where = `organization_id = $1 AND deleted_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
      AND ($3::text IS NULL OR name ILIKE $3)`;
    const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const params = [c.var.principal.organizationId, ids, search];
    const { rows, total } = await pagedQuery<FileRow>(deps.db, {
      columns: 'id, storage_key, clinic_code, uploaded_by, purpose, name, content_type, size_bytes, created_at',
      from: 'main.files',
      where,
      orderBy: 'created_at DESC, id',
      params,
      page: { limit: query.limit, offset: listOffset(query) },
    });
    return c.json(listResponse(rows.map(toFileView), query, total));
  });
}
