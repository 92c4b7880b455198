import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Chips, DetailItem, DetailList } from './detail-list';

// spec §2: target city and target markets, shown only if a target city exists.
export function ApplicationDetailsCard({ application }: { application: ApplicationDetailDto }) {
  if (!application.targetCity) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Application details</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailItem label="Target city">{application.targetCity}</DetailItem>
          <DetailItem label="Target markets">
            {application.targetMarkets.length > 0 ? <Chips values={application.targetMarkets} /> : 'None chosen'}
          </DetailItem>
        </DetailList>
      </CardContent>
    </Card>
  );
}
