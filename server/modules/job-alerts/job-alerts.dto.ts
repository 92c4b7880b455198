import type { OpportunityType } from '@shared/domain-values';

// A saved alert: its name, its filters, and the list address that shows them.
export type JobAlertDto = {
  id: string;
  name: string;
  filters: {
    q: string | null;
    type: OpportunityType | null;
    city: string | null;
    tags: string[];
    from: string | null;
    to: string | null;
  };
  listPath: string;
  createdAt: string;
};

export type JobAlertsDto = { items: JobAlertDto[]; max: number };

// What an unsubscribe link stops (or stopped).
export type UnsubscribeDto = { alerts: { id: string; name: string }[] };
