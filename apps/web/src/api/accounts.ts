/** Accounts, credit, permissions, online users and the operation log (SPEC.md §3, §6, §7). */
import { api } from './http';
import type { BodyOf, ValueOf } from './api-types';
import type { paths } from './schema';

type QueryOf<Path extends keyof paths, M extends 'get' | 'post'> = paths[Path][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

export type AccountDetail = ValueOf<'/api/User/GetSubUsers', 'get'>[number];
export type AddUserBody = BodyOf<'/api/User/AddUser', 'post'>;
export type UpdateUserQuery = QueryOf<'/api/User/UpdateUser', 'get'>;
export type CreditQuery = QueryOf<'/api/User/UpdateUserCredit', 'post'>;
export type Permissions = ValueOf<'/api/User/GetUserPermissions', 'get'>;
export type PermissionsBody = BodyOf<'/api/User/UpdateUserPermissions', 'post'>;
export type LedgerPage = ValueOf<'/api/User/GetCreditLedger', 'get'>;
export type OnlineUser = ValueOf<'/api/Log/GetOnlineUsers', 'get'>[number];
export type OperationLogQuery = BodyOf<'/api/Log/GetOperationLogs', 'post'>;
export type OperationLogPage = ValueOf<'/api/Log/GetOperationLogs', 'post'>;

/** Query strings carry text; undefined fields are left out. */
function asQuery(values: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return out;
}

export const fetchSubUsers = (includeDeleted: boolean) =>
  api.get<AccountDetail[]>('/api/User/GetSubUsers', { includeDeleted });

export const fetchUserDetail = (userId?: string) =>
  api.get<AccountDetail>('/api/User/GetUserDetail', userId ? { userId } : undefined);

export const addUser = (body: AddUserBody) =>
  api.post<ValueOf<'/api/User/AddUser', 'post'>>('/api/User/AddUser', body);

export const updateUser = (query: UpdateUserQuery) =>
  api.get<AccountDetail>('/api/User/UpdateUser', asQuery(query));

export const updateUserPassword = (query: QueryOf<'/api/User/UpdateUserPassword', 'get'>) =>
  api.get<null>('/api/User/UpdateUserPassword', asQuery(query));

export const setTransferPassword = (body: BodyOf<'/api/User/SetTransferPassword', 'post'>) =>
  api.post<null>('/api/User/SetTransferPassword', body);

export function transferCredit(query: CreditQuery): Promise<AccountDetail> {
  const params = new URLSearchParams(
    Object.entries(asQuery(query)).map(([key, value]) => [key, String(value)]),
  );
  return api.post<AccountDetail>(`/api/User/UpdateUserCredit?${params.toString()}`);
}

export const deleteUser = (userId: string) => api.post<null>('/api/User/DeleteUser', { userId });
export const recoverUser = (userId: string) => api.post<null>('/api/User/RecoverUser', { userId });
export const purgeUser = (userId: string) => api.post<null>('/api/User/PurgeUser', { userId });

export const fetchPermissions = (userId: string) =>
  api.get<Permissions>('/api/User/GetUserPermissions', { userId });

export const updatePermissions = (body: PermissionsBody) =>
  api.post<null>('/api/User/UpdateUserPermissions', body);

export const fetchLedger = (userId: string | undefined, page: number, pageSize: number) =>
  api.get<LedgerPage>('/api/User/GetCreditLedger', asQuery({ userId, page, pageSize }));

export const fetchOnlineUsers = () => api.get<OnlineUser[]>('/api/Log/GetOnlineUsers');
export const endSession = (sessionId: string) =>
  api.post<null>('/api/Log/EndSession', { sessionId });

export const fetchOperationLogs = (query: OperationLogQuery) =>
  api.post<OperationLogPage>('/api/Log/GetOperationLogs', query);

export const checkResetLink = (token: string) =>
  api.get<ValueOf<'/api/Login/CheckResetLink', 'get'>>(
    '/api/Login/CheckResetLink',
    { token },
    { anonymous: true },
  );

export const resetPassword = (token: string, password: string) =>
  api.post<null>('/api/Login/ResetPassword', { token, password }, { anonymous: true });
