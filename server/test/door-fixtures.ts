import { zonedInstant } from '@shared/event-times';
import { opportunityWithApplicants } from './participant-fixtures';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

// Issue 42 (D36): an event with people booked and confirmed through the API, each holding a
// ticket (its QR code's content) and a door code, for the door's tests.

export const DOOR_ZONE = 'America/Chicago';
export const DOOR_DAY = '2031-12-12';

// The instant the event's clocks read `time` on `day` (Friday, December 12, 2031 by default).
export const localTime = (time: string, day = DOOR_DAY) => zonedInstant(day, time, DOOR_ZONE);

export type DoorGuest = {
  name: string;
  applicationId: string;
  personId: string;
  client: TestClient;
  payload: string;
  doorCode: string;
};

export async function bookedEvent(
  t: TestApp,
  admin: TestClient,
  options: { title: string; guests: string[]; startTime?: string; endTime?: string; callTime?: string },
): Promise<{ id: string; guests: DoorGuest[] }> {
  const { opportunity, applicants } = await opportunityWithApplicants(t, admin, {
    applicants: options.guests,
    opportunity: {
      title: options.title,
      date: DOOR_DAY,
      startTime: options.startTime ?? '21:00',
      endTime: options.endTime ?? '02:00',
      callTime: options.callTime,
      timeZone: DOOR_ZONE,
      slotsTotal: options.guests.length,
    },
  });
  const guests: DoorGuest[] = [];
  for (const applicant of applicants) {
    for (const status of ['under_review', 'accepted']) {
      const moved = await admin.put(
        `/api/admin/opportunities/${opportunity.id}/participants/${applicant.applicationId}/status`,
        { status },
      );
      if (moved.status !== 200) throw new Error(`move failed: ${moved.text}`);
    }
    const confirmed = await applicant.client.post(`/api/bookings/${applicant.applicationId}/confirm`);
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.text}`);
    const mine = await applicant.client.get('/api/bookings');
    const booking = mine.body.bookings.find(
      (item: { applicationId: string }) => item.applicationId === applicant.applicationId,
    );
    guests.push({
      name: applicant.name,
      applicationId: applicant.applicationId,
      personId: applicant.personId,
      client: applicant.client,
      payload: booking.ticket.qr,
      doorCode: booking.ticket.doorCode,
    });
  }
  return { id: opportunity.id, guests };
}
