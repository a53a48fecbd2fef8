// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Save</Button>
        <Button type="submit" variant="secondary">
          Submit
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy shows a spinner, says so, refuses clicks and keeps focus', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Sending" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('a busy submit button does not submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Book
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Book/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled variant="danger" onClick={onClick}>
        Cancel appointment
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel appointment' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('passes its ref and attributes to the button', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button ref={(node) => void (element = node)} variant="ghost" aria-label="Close dialog">
        ×
      </Button>,
    );
    expect(element).toBe(screen.getByRole('button', { name: 'Close dialog' }));
  });
});
