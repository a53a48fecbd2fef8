// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

afterEach(cleanup);

function CancelAppointment({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel appointment</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this appointment?"
        actions={
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            Yes, cancel it
          </Button>
        }
      >
        <p>The time goes back to other patients.</p>
      </Dialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

describe('Dialog', () => {
  it('opens as a modal named by its title', async () => {
    render(<CancelAppointment />);
    expect(dialogElement().open).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(dialogElement().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Cancel this appointment?' })).toBe(dialogElement());
    expect(screen.getByText('The time goes back to other patients.')).toBeTruthy();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    render(<CancelAppointment />);
    const opener = screen.getByRole('button', { name: 'Cancel appointment' });
    await userEvent.click(opener);
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button or an action, and focus returns each time', async () => {
    const onConfirm = vi.fn();
    render(<CancelAppointment onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Cancel appointment' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('asks the parent to close when the browser cancels it', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Title">
        Body
      </Dialog>,
    );
    const event = new Event('cancel', { cancelable: true });
    dialogElement().dispatchEvent(event);
    expect(onClose).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });
});
