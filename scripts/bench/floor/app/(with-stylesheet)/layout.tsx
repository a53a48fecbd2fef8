import type { Metadata } from 'next';
import type { ReactNode } from 'react';
// The app's own global stylesheet, so that this reference waits for the same render-blocking request as every
// page of the app does (docs/benchmark.md, "A reference: the floor with the app's stylesheet").
import '../../../../../app/globals.css';

export const metadata: Metadata = { title: 'Floor with a stylesheet' };

export default function StyledRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
