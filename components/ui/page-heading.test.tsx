// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading';

afterEach(cleanup);

describe('PageHeading', () => {
  it('is the level-one heading and takes focus in the frame after the page mounts', async () => {
    render(<PageHeading>Your chats</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Your chats' });
    // Not among the first render's effects, where it would lay the page out inside hydration's task.
    expect(document.activeElement).not.toBe(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
