import { describe, expect, it } from 'vitest';
import { renderMail, renderPasswordChangedMail, renderStaffInvitationMail } from './mail-content';

const facts = {
  organizationName: 'Springfield <Clinic> & Co',
  timeZone: 'America/Chicago',
  startsAt: '2026-12-01T15:00:00Z',
  pageUrl: 'https://visits.example.test/appointments/apt_1?x=1&y=2',
};

describe('renderMail', () => {
  it("gives the time in the patient's zone, named, in both parts, signed with the organization's name", () => {
    const mail = renderMail('booked', facts);
    expect(mail.subject).toBe(
      'Your visit on Tue, Dec 1, 2026, 9:00 AM Central Standard Time is booked · Springfield <Clinic> & Co',
    );
    expect(mail.text).toContain('Your visit is booked for Tue, Dec 1, 2026, 9:00 AM Central Standard Time.');
    expect(mail.text).toContain(
      'See your appointment: https://visits.example.test/appointments/apt_1?x=1&y=2',
    );
    expect(mail.html).toContain('<strong>Springfield &lt;Clinic&gt; &amp; Co</strong>');
    expect(mail.html).toContain('href="https://visits.example.test/appointments/apt_1?x=1&amp;y=2"');
    expect(mail.html).not.toContain('<Clinic>');
  });

  it('says the old and the new time of a moved visit, and a place in the waiting room without a time', () => {
    const moved = renderMail('rescheduled', { ...facts, previousStartsAt: '2026-11-30T15:00:00Z' });
    expect(moved.text).toContain(
      'Your visit on Mon, Nov 30, 2026, 9:00 AM Central Standard Time is moved to Tue, Dec 1, 2026, 9:00 AM Central Standard Time.',
    );
    expect(renderMail('booked', { ...facts, startsAt: null }).subject).toBe(
      'You have a place in the waiting room · Springfield <Clinic> & Co',
    );
    expect(renderMail('cancelled', { ...facts, startsAt: null }).text).toContain('Your visit is cancelled.');
  });
});

describe('renderPasswordChangedMail', () => {
  it("says when, in the person's zone, where to sign in, and the organization, escaped in the HTML part", () => {
    const mail = renderPasswordChangedMail({
      organizationName: 'Springfield <Clinic> & Co',
      timeZone: 'America/Chicago',
      changedAt: '2026-12-01T15:00:00Z',
      signInUrl: 'https://visits.example.test/sign-in?x=1&y=2',
    });
    expect(mail.subject).toBe('Your password was changed · Springfield <Clinic> & Co');
    expect(mail.text).toContain(
      'The password of your account was changed on Tue, Dec 1, 2026, 9:00 AM Central Standard Time',
    );
    expect(mail.text).toContain('contact Springfield <Clinic> & Co at once.');
    expect(mail.text).toContain('Sign in: https://visits.example.test/sign-in?x=1&y=2');
    expect(mail.html).toContain('href="https://visits.example.test/sign-in?x=1&amp;y=2"');
    expect(mail.html).toContain('contact Springfield &lt;Clinic&gt; &amp; Co at once.');
    expect(mail.html).not.toContain('<Clinic>');
  });
});

describe('renderStaffInvitationMail', () => {
  it('gives the role, the link and its 72 hours, escaped in the HTML part', () => {
    const mail = renderStaffInvitationMail({
      organizationName: 'Springfield <Clinic> & Co',
      roleName: 'an admin',
      invitationUrl: 'https://visits.example.test/staff/accept-invitation#token=abc_DEF-1',
      validHours: 72,
    });
    expect(mail.subject).toBe('You are invited to the staff dashboard · Springfield <Clinic> & Co');
    expect(mail.text).toContain(
      "You are invited to Springfield <Clinic> & Co's staff dashboard, as an admin.",
    );
    expect(mail.text).toContain('The link works once, for 72 hours.');
    expect(mail.text).toContain(
      'Accept the invitation: https://visits.example.test/staff/accept-invitation#token=abc_DEF-1',
    );
    expect(mail.html).toContain('href="https://visits.example.test/staff/accept-invitation#token=abc_DEF-1"');
    expect(mail.html).not.toContain('<Clinic>');
  });
});
