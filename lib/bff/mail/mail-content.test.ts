import { describe, expect, it } from 'vitest';
import {
  renderAccountExistsMail,
  renderMail,
  renderPasswordChangedMail,
  renderRegistrationCodeMail,
  renderStaffInvitationMail,
} from './mail-content';

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
      'Your visit on Tue, Dec 1, 2026, 9:00 AM CST is booked · Springfield <Clinic> & Co',
    );
    expect(mail.text).toContain('Your visit is booked for Tue, Dec 1, 2026, 9:00 AM CST.');
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
      'Your visit on Mon, Nov 30, 2026, 9:00 AM CST is moved to Tue, Dec 1, 2026, 9:00 AM CST.',
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
    expect(mail.text).toContain('The password of your account was changed on Tue, Dec 1, 2026, 9:00 AM CST');
    expect(mail.text).toContain('contact Springfield <Clinic> & Co at once.');
    expect(mail.text).toContain('Sign in: https://visits.example.test/sign-in?x=1&y=2');
    expect(mail.html).toContain('href="https://visits.example.test/sign-in?x=1&amp;y=2"');
    expect(mail.html).toContain('contact Springfield &lt;Clinic&gt; &amp; Co at once.');
    expect(mail.html).not.toContain('<Clinic>');
  });
});

describe('the e-mails of registration (ADR 0088)', () => {
  it('gives a new address its code and link, and says nothing else', () => {
    const mail = renderRegistrationCodeMail({
      organizationName: facts.organizationName,
      confirmUrl: 'https://visits.example.test/register/confirm#token=abc_DEF-123',
      code: 'ABCD-2345',
      validMinutes: 30,
    });
    expect(mail.subject).toBe('Confirm your e-mail address · Springfield <Clinic> & Co');
    expect(mail.text).toContain('type this code on the page that asked for it: ABCD-2345');
    expect(mail.text).toContain(
      'Confirm and continue: https://visits.example.test/register/confirm#token=abc_DEF-123',
    );
    expect(mail.text).toContain('for 30 minutes');
    expect(mail.html).not.toContain('<Clinic>');
  });

  it('tells an account’s owner how to sign in or choose a new password, with both links and no code', () => {
    const mail = renderAccountExistsMail({
      organizationName: facts.organizationName,
      signInUrl: 'https://visits.example.test/sign-in',
      resetUrl: 'https://visits.example.test/forgot-password',
    });
    expect(mail.subject).toBe('You already have an account · Springfield <Clinic> & Co');
    expect(mail.text).toContain('Sign in: https://visits.example.test/sign-in');
    expect(mail.text).toContain('Choose a new password: https://visits.example.test/forgot-password');
    expect(mail.html).toContain('<a href="https://visits.example.test/sign-in">Sign in</a>');
    expect(mail.html).toContain(
      '<a href="https://visits.example.test/forgot-password">Choose a new password</a>',
    );
    expect(mail.text).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
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
