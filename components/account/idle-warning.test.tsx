// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWarning, formatCountdown, spokenTimeLeft } from './idle-warning';

beforeEach(() => {
  // happy-dom has no modal dialogs of its own: open and close as the browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page with a draft being typed, and the warning as the idle clock drives it. */
function Page({ initialLeft }: { initialLeft: number | null }) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(initialLeft);
  return (
    <>
      <label>
        Message
        <textarea defaultValue="" />
      </label>
      <button type="button" onClick={() => setSecondsLeft(120)}>
        two minutes left
      </button>
      <button type="button" onClick={() => setSecondsLeft((left) => (left === null ? null : left - 45))}>
        later
      </button>
      <IdleWarning secondsLeft={secondsLeft} onStay={() => setSecondsLeft(null)} />
    </>
  );
}

describe('the inactivity warning', () => {
  it('formats the time left as minutes and seconds, and speaks it in steps', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect([120, 75, 60, 31, 30, 11, 10, 1].map(spokenTimeLeft)).toEqual([
      '2 minutes',
      '2 minutes',
      '1 minute',
      '1 minute',
      '30 seconds',
      '30 seconds',
      '10 seconds',
      '10 seconds',
    ]);
  });

  it('shows the countdown, tells screen readers in words, and focuses "Stay signed in"', () => {
    render(<Page initialLeft={null} />);
    expect(screen.queryByText(/signed out in/)).toBeNull();
    fireEvent.click(screen.getByText('two minutes left'));
    expect(screen.getByText('You will be signed out in 2:00 for your security.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You will be signed out in 2 minutes for your security.',
    );
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(screen.getByText('later', { ignore: 'dialog *' }));
    expect(screen.getByText('You will be signed out in 1:15 for your security.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You will be signed out in 2 minutes for your security.',
    );
  });

  it('keeps what was being typed and gives focus back to it on "Stay signed in" or Escape', () => {
    const onStay = vi.fn();
    const page = (secondsLeft: number | null) => (
      <>
        <label>
          Message
          <textarea defaultValue="" />
        </label>
        <IdleWarning secondsLeft={secondsLeft} onStay={onStay} />
      </>
    );
    const { rerender } = render(page(null));
    const draft = screen.getByLabelText('Message') as HTMLTextAreaElement;
    draft.focus();
    fireEvent.change(draft, { target: { value: 'My knee has hurt since' } });

    // The idle clock reaches the warning while the patient's cursor is in the draft.
    rerender(page(120));
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    expect(onStay).toHaveBeenCalledTimes(1);
    rerender(page(null));
    expect(screen.queryByText(/signed out in/)).toBeNull();
    expect(document.activeElement).toBe(draft);
    expect(draft.value).toBe('My knee has hurt since');

    rerender(page(100));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stay signed in' }), { key: 'Escape' });
    expect(onStay).toHaveBeenCalledTimes(2);
    rerender(page(null));
    expect(document.activeElement).toBe(draft);
    expect(draft.value).toBe('My knee has hurt since');
  });
});
