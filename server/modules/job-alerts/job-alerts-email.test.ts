import { describe, expect, it } from 'vitest';
import { jobAlertsEmail } from './job-alerts-email';
import type { DigestMatch } from './job-alerts.repo';

// Issue 41: the alert email is worded as people write ("matches", not "match"; each opportunity
// once; the alerts named with "and").

const site = { appName: 'Backline', siteUrl: 'https://backline.example' };
const match = (alert: [string, string], opportunity: [string, string]): DigestMatch => ({
  alertId: alert[0],
  alertName: alert[1],
  opportunityId: opportunity[0],
  title: opportunity[1],
  city: 'Dallas',
  venue: 'The Basement',
  date: '2031-05-02',
});
const email = (matches: DigestMatch[]) =>
  jobAlertsEmail(site, { name: 'Ola Alerts', matches, unsubscribeUrl: (ids) => `https://backline.example/u/${ids}` });

describe('the alert email', () => {
  it('one opportunity, one alert', () => {
    const sent = email([match(['a1', 'House nights'], ['o1', 'Rooftop set'])]);
    expect(sent.subject).toBe('New for your alert: Rooftop set');
    expect(sent.text).toContain('A new opportunity on Backline matches your alert “House nights”:');
    expect(sent.text).toContain('Rooftop set: https://backline.example/opportunity/o1');
    expect(sent.text).toContain('Fri, May 2, 2031 · The Basement, Dallas');
    expect(sent.text).not.toContain('opened on');
  });

  it('several opportunities of one alert', () => {
    const sent = email([
      match(['a1', 'House nights'], ['o1', 'Rooftop set']),
      match(['a1', 'House nights'], ['o2', 'Warehouse']),
    ]);
    expect(sent.subject).toBe('2 new opportunities for your alert');
    expect(sent.text).toContain('2 new opportunities on Backline match your alert “House nights”:');
  });

  it('an opportunity two alerts found is listed once, with both alerts beside it', () => {
    const sent = email([
      match(['a1', 'House nights'], ['o1', 'Rooftop set']),
      match(['a2', 'Dallas'], ['o1', 'Rooftop set']),
      match(['a3', 'Weekends'], ['o2', 'Warehouse']),
    ]);
    expect(sent.subject).toBe('2 new opportunities for your alerts');
    expect(sent.text).toContain(
      '2 new opportunities on Backline match your alerts “House nights”, “Dallas” and “Weekends”:',
    );
    expect(sent.text.match(/Rooftop set: /g)).toHaveLength(1);
    expect(sent.text).toContain('The Basement, Dallas · For “House nights” and “Dallas”');
    for (const [id, name] of [
      ['a1', 'House nights'],
      ['a2', 'Dallas'],
      ['a3', 'Weekends'],
    ]) {
      expect(sent.text).toContain(`Unsubscribe from “${name}”: https://backline.example/u/${id}`);
    }
    expect(sent.text).toContain('Manage your alerts: https://backline.example/settings#alerts');
  });
});
