import { AppError, ERR, type AddFeedbackRequest, type Feedback } from '@convoy/domain';
import type { FeedbackRepository } from './feedback.repository';

/** The newest feedback the top account reads in one list. */
export const FEEDBACK_LIST_LIMIT = 500;

/** Feedback from any account to the operator of the site, who reads it as the top account. */
export class FeedbackService {
  constructor(private readonly repository: FeedbackRepository) {}

  async add(accountId: string, request: AddFeedbackRequest): Promise<{ id: string }> {
    return { id: await this.repository.insert(accountId, request.content, request.contact) };
  }

  async list(accountId: string): Promise<Feedback[]> {
    if (!(await this.repository.isTopAccount(accountId))) {
      throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    }
    const rows = await this.repository.list(FEEDBACK_LIST_LIMIT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
