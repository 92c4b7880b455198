import type { DoorScanResultDto } from '@server/modules/door/door.dto';
import type { DoorScanInput } from '@shared/door';
import { apiRequest } from '../../../lib/api-client';

// D36: one scan, by its nonce: sent again (after the connection returns) it answers as it did.
export function sendDoorScan(opportunityId: string, scan: DoorScanInput): Promise<DoorScanResultDto> {
  return apiRequest<DoorScanResultDto>(`/admin/door/${encodeURIComponent(opportunityId)}/scans`, {
    method: 'POST',
    body: scan,
  });
}
