import type { ActivityEntryDto } from '@server/modules/activity/activity.dto';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

const entry = (overrides: Partial<ActivityEntryDto>): ActivityEntryDto => ({
  id: '1',
  actionType: 'status_change',
  entityType: 'application',
  entityId: 'a',
  details: {},
  authorName: 'Ada',
  subjectName: 'Nia Park',
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('describeActivity', () => {
  it('names the status, with or without whose application it was', () => {
    const change = entry({ details: { status: 'under_review' } });
    expect(describeActivity(change, { withSubject: true })).toBe("moved Nia Park's application to under review");
    expect(describeActivity(change, { withSubject: false })).toBe('changed the status to under review');
    expect(
      describeActivity(entry({ subjectName: 'James', details: { status: 'booked' } }), { withSubject: true }),
    ).toBe("moved James' application to booked");
  });

  it('names a deleted account\'s application as "Deleted user" (D25)', () => {
    const change = entry({ subjectName: null, details: { status: 'booked' } });
    expect(describeActivity(change, { withSubject: true })).toBe("moved Deleted user's application to booked");
  });

  it('quotes the note preview, marking a cut one', () => {
    expect(
      describeActivity(entry({ actionType: 'add_note', details: { preview: 'Great set' } }), { withSubject: false }),
    ).toBe('added a note: “Great set”');
    const long = 'x'.repeat(50);
    expect(describeActivity(entry({ actionType: 'add_note', details: { preview: long } }), { withSubject: true })).toBe(
      `added a note on Nia Park's application: “${long}…”`,
    );
  });

  it('reads team changes and the kinds nothing writes yet', () => {
    expect(
      describeActivity(entry({ actionType: 'add_team_member', subjectName: 'Nora', details: { role: 'admin' } }), {
        withSubject: true,
      }),
    ).toBe('added Nora as an admin');
    // Issue 41: a role changed in place.
    expect(
      describeActivity(
        entry({
          actionType: 'add_team_member',
          subjectName: 'Nora',
          details: { role: 'admin', previousRole: 'reviewer' },
        }),
        { withSubject: true },
      ),
    ).toBe('made Nora an admin (was a reviewer)');
    expect(
      describeActivity(entry({ actionType: 'remove_team_member', subjectName: null, details: { role: 'reviewer' } }), {
        withSubject: true,
      }),
    ).toBe('removed someone as a reviewer');
    expect(describeActivity(entry({ actionType: 'assign_reviewer' }), { withSubject: true })).toBe(
      "assigned a reviewer to Nia Park's application",
    );
    expect(
      describeActivity(entry({ actionType: 'opportunity_application_status', details: { status: 'accepted' } }), {
        withSubject: true,
      }),
    ).toBe("moved Nia Park's application to accepted");
    expect(
      describeActivity(
        entry({
          actionType: 'opportunity_application_status',
          details: { status: 'under_review', opportunityTitle: 'Rooftop Host' },
        }),
        { withSubject: false },
      ),
    ).toBe('moved an opportunity application for Rooftop Host to under review');
    expect(
      describeActivity(
        entry({
          actionType: 'opportunity_application_status',
          details: { status: 'withdrawn', opportunityTitle: 'Rooftop Host' },
        }),
        { withSubject: true },
      ),
    ).toBe('withdrew their application for Rooftop Host');
  });

  it('tells of new applications (issue 19: the author is the applicant)', () => {
    expect(
      describeActivity(entry({ actionType: 'submit_application', details: { track: 'ambassador' } }), {
        withSubject: true,
      }),
    ).toBe('applied to the ambassador track');
    expect(
      describeActivity(entry({ actionType: 'apply_to_opportunity', details: { opportunityTitle: 'Rooftop Host' } }), {
        withSubject: true,
      }),
    ).toBe('applied for Rooftop Host');
  });

  it("tells the event night's steps in words (issue 42)", () => {
    const night = (actionType: ActivityEntryDto['actionType'], details: Record<string, unknown> = {}) =>
      describeActivity(
        entry({
          actionType,
          entityType: 'opportunity_application',
          details: { title: 'Friday Residency', ...details },
        }),
        { withSubject: true },
      );
    expect(night('booking_confirm_asked')).toBe("asked to confirm Nia Park's booking for Friday Residency");
    expect(night('booking_released')).toBe("released Nia Park's booking for Friday Residency: not confirmed in time");
    expect(night('booking_cancelled', { late: true })).toBe("cancelled Nia Park's booking for Friday Residency late");
    expect(night('spot_offer_answered', { outcome: 'accepted' })).toBe('took the offered spot at Friday Residency');
    expect(night('checked_in')).toBe('checked Nia Park in at Friday Residency');
    expect(night('no_show_corrected', { reason: 'Came in the side door' })).toBe(
      "corrected Nia Park's no-show at Friday Residency: “Came in the side door”",
    );
    expect(night('reliability_block_lifted', { note: 'Family emergency' })).toBe(
      "lifted Nia Park's pause: “Family emergency”",
    );
  });
});
