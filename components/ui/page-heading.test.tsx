// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading';

afterEach(cleanup);

describe('PageHeading', () => {
  it('is the level-one heading and takes focus when the page mounts', () => {
    render(<PageHeading>Your chats</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Your chats' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
