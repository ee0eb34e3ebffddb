import { expect } from 'vitest';
import { call, TEST_ADMIN_PASSWORD } from './test-server';

/** Logs in through the API and answers the session token. */
export async function loginAs(baseUrl: string, account: string, password: string): Promise<string> {
  const { body } = await call(baseUrl, '/api/Login/UserLogin', {
    method: 'POST',
    json: { useraccount: account, password },
  });
  expect(body.state, `login ${account}: ${body.message ?? ''}`).toBe(1);
  return (body.value as { userToken: string }).userToken;
}

export const loginAdmin = (baseUrl: string) => loginAs(baseUrl, 'admin', TEST_ADMIN_PASSWORD);

/** Creates a sub-account through the API and answers its id. */
export async function addUser(
  baseUrl: string,
  token: string,
  fields: Record<string, unknown> & { useraccount: string },
): Promise<string> {
  const { status, body } = await call(baseUrl, '/api/User/AddUser', {
    method: 'POST',
    token,
    json: { password: 'secret1', nickName: fields.useraccount, ...fields },
  });
  expect(status, `AddUser ${fields.useraccount}: ${body.message ?? ''}`).toBe(200);
  return (body.value as { id: string }).id;
}

/** Moves credit from the parent of `userId` to it. */
export function transferCredit(
  baseUrl: string,
  token: string,
  query: { userId: string; kind: 'gps' | 'dvr'; days: number; transferPassword: string },
) {
  const params = new URLSearchParams({ ...query, days: String(query.days) });
  return call(baseUrl, `/api/User/UpdateUserCredit?${params.toString()}`, {
    method: 'POST',
    token,
  });
}
