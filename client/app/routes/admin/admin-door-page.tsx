import { DoorView } from '../../../features/door/components/door-view';
import { useParams } from '../../../lib/router/router';
import { usePageTitle } from '../../../lib/use-page-title';

// Issue 42 (D36): /admin/door/:opportunityId, the door of an event (admins, on a phone first).
export function AdminDoorPage() {
  const { opportunityId = '' } = useParams();
  usePageTitle('Door');
  return <DoorView key={opportunityId} opportunityId={opportunityId} />;
}
