// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './notice';

afterEach(cleanup);

describe('Notice', () => {
  it('says its tone in words when it has no title', () => {
    render(<Notice tone="warning">Your session ends in one minute.</Notice>);
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText('Your session ends in one minute.').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a title, rich content and a live role', () => {
    render(
      <Notice tone="danger" title="Message not sent" role="alert">
        <p>
          Try again in <strong>30 seconds</strong>.
        </p>
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Message not sentTry again in 30 seconds.');
    expect(alert.dataset.tone).toBe('danger');
  });

  it('is informational by default and can announce politely', () => {
    render(<Notice role="status">Saved.</Notice>);
    const status = screen.getByRole('status');
    expect(status.dataset.tone).toBe('info');
    expect(status.textContent).toBe('InformationSaved.');
  });
});
