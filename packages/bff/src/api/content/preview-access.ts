import type { ContentReadWindow } from '@stride/domain/content';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { ContentMode, ContentQuery } from '@stride/application/storefront';
import { err, ok, type Result } from 'neverthrow';
import type { Principal } from '../principal.js';
import type { PreviewLinks } from './preview-link.js';

/** Agent roles that hold an editor's right: head-office employees edit content; store associates do not. */
export const CONTENT_EDITOR_AGENT_ROLES: readonly string[] = ['EMPLOYEE'];

/** What decides who may read which versions. */
export interface PreviewRequest {
  readonly mode: ContentMode;
  readonly query: ContentQuery;
  readonly principal: Principal | undefined;
  /** The request's path, which a signed preview link covers. */
  readonly path: string;
  readonly now: Date;
}

/**
 * The versions a request may read: published ones now, or, in preview, drafts and scheduled versions at
 * previewDateTime, only for an employee agent token or a valid signed link (401 without either, 403 otherwise).
 */
export function contentReadWindow(request: PreviewRequest, links: PreviewLinks): Result<ContentReadWindow, StrideError> {
  if (request.mode === 'published') return ok({ mode: 'published', at: request.now });
  const at = request.query.previewDateTime === undefined ? request.now : new Date(request.query.previewDateTime);
  const { signature, expires } = request.query;
  if (signature !== undefined && expires !== undefined) {
    const valid = links.verify(request.path, Number(expires), signature, Math.floor(request.now.getTime() / 1000));
    return valid ? ok({ mode: 'preview', at }) : err(strideError('CNT403', 'This preview link is not valid or has expired.'));
  }
  if (request.principal === undefined) return err(strideError('AUT432', 'Preview needs an editor: sign in as an employee or use a signed preview link.'));
  if (request.principal.agentRole === undefined || !CONTENT_EDITOR_AGENT_ROLES.includes(request.principal.agentRole)) {
    return err(strideError('CNT403'));
  }
  return ok({ mode: 'preview', at });
}
