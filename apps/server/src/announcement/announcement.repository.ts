import type { Kysely } from 'kysely';
import type { AnnouncementDto } from '@convoy/domain';
import type { Database } from '../db/schema';

/** Announcements are kept as a history; the newest row is the one shown. */
export class AnnouncementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async current(): Promise<AnnouncementDto | undefined> {
    const row = await this.db
      .selectFrom('announcements')
      .select(['enabled', 'title', 'content'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { enable: row.enabled, title: row.title, content: row.content };
  }

  async insert(announcement: AnnouncementDto, createdBy: string): Promise<void> {
    await this.db
      .insertInto('announcements')
      .values({
        enabled: announcement.enable,
        title: announcement.title,
        content: announcement.content,
        created_by: createdBy,
      })
      .execute();
  }

  async menuCodes(accountId: string): Promise<number[]> {
    const row = await this.db
      .selectFrom('accounts')
      .select('menu_codes')
      .where('id', '=', accountId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.menu_codes ?? [];
  }
}
