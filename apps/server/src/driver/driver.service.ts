import { AppError, ERR, type DriverItem } from '@convoy/domain';
import type { AccountService } from '../account/account.service';
import type { DriverRepository, DriverRow } from './driver.repository';

const toDto = (row: DriverRow): DriverItem => ({
  id: row.id,
  accountId: row.account_id,
  code: row.code,
  name: row.name,
  phone: row.phone,
  licenceNumber: row.licence_number,
  idNumber: row.id_number,
  icCardNumber: row.ic_card_number,
  vehicle:
    row.device_id !== null && row.imei !== null
      ? { deviceId: row.device_id, imei: row.imei, name: row.device_name ?? '' }
      : null,
  createdAt: row.created_at.toISOString(),
});

/** Drivers of an account tree (SPEC.md §3 Driver): seen by their account and those above it. */
export class DriverService {
  constructor(
    private readonly repository: DriverRepository,
    private readonly accounts: AccountService,
  ) {}

  async list(callerId: string, search?: string): Promise<DriverItem[]> {
    const accountIds = await this.accounts.treeAccountIds(callerId);
    if (!accountIds) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    return (await this.repository.listByAccounts(accountIds, search)).map(toDto);
  }
}
