import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/back-office';
import { forceStatus, opportunityWithApplicants, statusOf } from '../../test/participant-fixtures';
import { signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const withdrawPath = (opportunityId: string) => `/api/opportunities/${opportunityId}/application/withdraw`;

describe('withdrawing an opportunity application (D11)', () => {
  it('withdraws a pending application, logs it, and refuses a second withdrawal or a new application', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const [applicant] = applicants;
    if (!applicant) throw new Error('no applicant');

    const response = await applicant.client.post(withdrawPath(opportunity.id), {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: applicant.applicationId, status: 'withdrawn' });
    expect(await statusOf(t, applicant.applicationId)).toBe('withdrawn');
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityId, applicant.applicationId),
          eq(activityLog.actionType, 'opportunity_application_status'),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ status: 'withdrawn', previousStatus: 'pending' });

    const again = await applicant.client.post(withdrawPath(opportunity.id), {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only an application that is still pending can be withdrawn');
    const reapply = await applicant.client.post(`/api/opportunities/${opportunity.id}/applications`, {});
    expect(reapply.status).toBe(409);
    expect(reapply.body.error.message).toBe("You've already applied to this opportunity");
  });

  it('refuses once an admin has moved the application on, and changes nothing', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const [applicant] = applicants;
    if (!applicant) throw new Error('no applicant');
    for (const status of ['under_review', 'accepted'] as const) {
      await forceStatus(t, applicant.applicationId, status);
      const response = await applicant.client.post(withdrawPath(opportunity.id), {});
      expect(response.status).toBe(409);
      expect(await statusOf(t, applicant.applicationId)).toBe(status);
    }
  });

  it('reaches only the caller’s own application: others, anonymous callers and unknown ids are refused', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const [applicant] = applicants;
    if (!applicant) throw new Error('no applicant');
    const other = await signedInPerson(t);

    const byOther = await other.client.post(withdrawPath(opportunity.id), {});
    expect(byOther.status).toBe(404);
    expect(byOther.body.error.message).toBe("You haven't applied to this opportunity");
    expect((await t.client().post(withdrawPath(opportunity.id), {})).status).toBe(401);
    expect((await applicant.client.post(withdrawPath('not-an-id'), {})).status).toBe(404);
    expect((await applicant.client.post(withdrawPath(crypto.randomUUID()), {})).status).toBe(404);
    expect(await statusOf(t, applicant.applicationId)).toBe('pending');
  });

  it('lets exactly one of a withdrawal and an admin’s review win when they happen at once', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const [applicant] = applicants;
    if (!applicant) throw new Error('no applicant');
    const [withdrawn, reviewed] = await Promise.all([
      applicant.client.post(withdrawPath(opportunity.id), {}),
      admin.put(`/api/admin/opportunities/${opportunity.id}/participants/${applicant.applicationId}/status`, {
        status: 'under_review',
      }),
    ]);
    expect([withdrawn.status, reviewed.status].sort()).toEqual([200, 409]);
    expect(await statusOf(t, applicant.applicationId)).toBe(withdrawn.status === 200 ? 'withdrawn' : 'under_review');
  });
});
