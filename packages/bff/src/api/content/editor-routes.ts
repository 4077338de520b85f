import { importContentDocuments } from '@stride/application/commerce';
import { apiRoutes } from '@stride/application/api-routes';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import type { ContentDeps } from './content-deps.js';
import { CONTENT_EDITOR_AGENT_ROLES } from './preview-access.js';

const DEFAULT_PREVIEW_LINK_SECONDS = 24 * 3600;

/** The editor behind an agent token: an employee; a store associate is refused (403 CNT403). */
function editorOf(principal: Principal | undefined): Result<string, StrideError> {
  if (principal?.agentRole === undefined || !CONTENT_EDITOR_AGENT_ROLES.includes(principal.agentRole)) {
    return err(strideError('CNT403', 'Editing content needs an employee sign-in.'));
  }
  return ok(principal.consumerNo);
}

/** Editors' calls: import (all or none), export, publish with a window, signed preview links. */
export function registerEditorRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ContentDeps): void {
  defineRoute(app, registry, apiRoutes.importContentDocuments, async ({ body, principal }) => {
    const editor = editorOf(principal);
    if (editor.isErr()) return err(editor.error);
    const sources = body.documents.map((entry) => ({ source: entry.source, value: entry.document }));
    const imported = await importContentDocuments(deps.repository, sources, { mode: 'new-version', author: editor.value, now: deps.now() });
    if (imported.isOk()) {
      deps.logger.info('content imported', { editor: editor.value, ...imported.value });
      return ok({
        ...imported.value,
        created: [...imported.value.created],
        versioned: [...imported.value.versioned],
        unchanged: [...imported.value.unchanged],
      });
    }
    const [first] = imported.error;
    const more = imported.error.length > 1 ? ` (and ${imported.error.length - 1} more)` : '';
    return err(strideError('CNT422', `${first?.source ?? 'document'}: ${first?.path ?? '$'}: ${first?.message ?? 'invalid'}${more}. Nothing was imported.`));
  });

  defineRoute(app, registry, apiRoutes.exportContentDocuments, async ({ principal }) => {
    const editor = editorOf(principal);
    if (editor.isErr()) return err(editor.error);
    const latest = await deps.repository.latestVersions();
    const documents = latest.map((version) => ({
      id: version.id,
      kind: version.kind,
      siteId: version.siteId,
      key: version.key,
      locale: version.locale,
      ...(version.publishAt === null ? {} : { publishAt: version.publishAt.toISOString() }),
      ...(version.unpublishAt === null ? {} : { unpublishAt: version.unpublishAt.toISOString() }),
      version: version.version,
      content: version.content,
    }));
    return ok({ documents });
  });

  defineRoute(app, registry, apiRoutes.publishContentDocument, async ({ params, body, principal }) => {
    const editor = editorOf(principal);
    if (editor.isErr()) return err(editor.error);
    const publishAt = new Date(body.publishAt);
    const unpublishAt = body.unpublishAt === undefined ? null : new Date(body.unpublishAt);
    if (unpublishAt !== null && unpublishAt <= publishAt) return err(strideError('CNT422', 'unpublishAt must be after publishAt.'));
    const scheduled = await deps.repository.schedule(params.id, { publishAt, unpublishAt }, { author: editor.value, now: deps.now() });
    if (scheduled === undefined) return err(strideError('CNT404', `No content document ${params.id}.`));
    deps.logger.info('content scheduled', { editor: editor.value, id: scheduled.id, version: scheduled.version, publishAt });
    return ok({ id: scheduled.id, version: scheduled.version, publishAt: publishAt.toISOString(), unpublishAt: unpublishAt?.toISOString() ?? null });
  });

  defineRoute(app, registry, apiRoutes.createContentPreviewLink, async ({ body, principal }) => {
    const editor = editorOf(principal);
    if (editor.isErr()) return err(editor.error);
    const expires = Math.floor(deps.now().getTime() / 1000) + (body.expiresInSeconds ?? DEFAULT_PREVIEW_LINK_SECONDS);
    const signature = deps.previewLinks.sign(body.path, expires);
    return ok({ path: body.path, expires, signature, url: `${body.path}?expires=${expires}&signature=${signature}` });
  });
}
