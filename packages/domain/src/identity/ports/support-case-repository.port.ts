import type { SupportCase, SupportCaseStatus } from '../support-case.js';

/** Support cases as customer care works them: opened by shoppers, listed, read and closed by agents. */
export interface SupportCaseRepository {
  insert(supportCase: SupportCase): Promise<void>;
  find(caseNumber: string): Promise<SupportCase | null>;
  /** Newest first; `status` narrows the list. */
  list(filter: { readonly status?: SupportCaseStatus; readonly limit: number }): Promise<SupportCase[]>;
  /** Closes an open case; answers the closed case, or null when there is no open case of that number. */
  close(caseNumber: string, closing: { readonly closedBy: string; readonly resolution: string; readonly at: Date }): Promise<SupportCase | null>;
}
