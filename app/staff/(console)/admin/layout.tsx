import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { findStaffForPage } from '@/lib/bff/staff/staff-page-session';

/** Admin pages: a `staff` user gets a plain refusal (the API answers them 403 as well). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await findStaffForPage();
  if (staff?.role === 'admin') return children;
  return (
    <>
      <PageHeading>Admins only</PageHeading>
      <ErrorState
        title="You do not have access to this page"
        message="This page is for the organization's administrators."
        nextStep="Ask an admin if something here needs changing."
      />
    </>
  );
}
