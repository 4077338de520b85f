import type { StoreDirectory } from '@stride/domain/catalogue';
import type { AgentRole } from '@stride/domain/identity';
import { IN_STORE_SESSION_TTL_SECONDS } from '@stride/domain/roles';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** The buy-in-store session as the device keeps it (account section 3): the store and the employee, by id and name. */
export interface InStoreSessionView {
  readonly storeId: string;
  readonly storeName: string;
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
}

/** What an open in-store session lets the device do: the associate's authority, for the shopper in front of them. */
export interface InStoreAuthority {
  readonly associateNo: string;
  readonly storeId: string;
  readonly storeEmployeeId: string;
}

/** The associate opening a session: the agent behind the verified token. */
export interface OpeningAssociate {
  readonly consumerNo: string;
  readonly agentRole?: AgentRole | undefined;
  readonly storeId?: string | undefined;
}

const WRONG_STORE = 'You can open an in-store session only in the store you work in.';
const NOT_AN_EMPLOYEE = 'This employee does not work in this store.';

/**
 * Opens a store device's in-store session: a store associate, signed in as an agent, picks their store and the
 * employee the sales are credited to (any associate of that store). A store other than the associate's, or an
 * employee not of it, answers STR404 (employee store not found); an agent who is not a store associate, AUT432.
 * Answers the cookie's value (only its digest is stored) and the session as the device shows it.
 */
export function startInStoreSession(
  deps: IdentityServiceDeps & { readonly stores: StoreDirectory },
  input: { readonly associate: OpeningAssociate; readonly storeId: string; readonly storeEmployeeId: string },
): ResultAsync<{ token: string; expiresAt: Date; session: InStoreSessionView }, StrideError> {
  const run = async (): Promise<Result<{ token: string; expiresAt: Date; session: InStoreSessionView }, StrideError>> => {
    const { associate, storeId, storeEmployeeId } = input;
    if (associate.agentRole !== 'STORE_ASSOCIATE') return err(strideError('AUT432', 'An in-store session is opened by a store associate.'));
    if (associate.storeId !== storeId) return err(strideError('STR404', WRONG_STORE));
    const [employees, stores] = await Promise.all([deps.stores.storeEmployees(storeId), deps.stores.listStores()]);
    const store = stores.find((candidate) => candidate.id === storeId);
    const employee = employees?.find((candidate) => candidate.storeEmployeeId === storeEmployeeId);
    if (store === undefined || employees === null) return err(strideError('STR404'));
    if (employee === undefined) return err(strideError('STR404', NOT_AN_EMPLOYEE));
    const token = deps.tokens.generate();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + IN_STORE_SESSION_TTL_SECONDS * 1000);
    await deps.uow.transaction((repos) =>
      repos.inStoreSessions.insert({
        tokenHash: deps.tokens.digest(token),
        associateNo: associate.consumerNo,
        storeId,
        storeEmployeeId,
        startedAt: now,
        expiresAt,
      }),
    );
    const storeEmployeeName = `${employee.firstName} ${employee.lastName}`.trim();
    return ok({ token, expiresAt, session: { storeId, storeName: store.name, storeEmployeeId, storeEmployeeName } });
  };
  return new ResultAsync(run());
}

/** The authority of an open session, or null when the value names none (unknown, cleared or past its shift). */
export async function resolveInStoreSession(deps: Pick<IdentityServiceDeps, 'uow' | 'tokens' | 'now'>, token: string): Promise<InStoreAuthority | null> {
  const found = await deps.uow.transaction((repos) => repos.inStoreSessions.findActive(deps.tokens.digest(token), deps.now()));
  return found === undefined ? null : { associateNo: found.associateNo, storeId: found.storeId, storeEmployeeId: found.storeEmployeeId };
}

/** Clears the session: the device loses the associate's authority at once, on every replica (idempotent). */
export function endInStoreSession(deps: Pick<IdentityServiceDeps, 'uow' | 'tokens' | 'now'>, token: string | undefined): ResultAsync<void, StrideError> {
  const run = async () => {
    if (token !== undefined) await deps.uow.transaction((repos) => repos.inStoreSessions.end(deps.tokens.digest(token), deps.now()));
  };
  return ResultAsync.fromSafePromise(run());
}
