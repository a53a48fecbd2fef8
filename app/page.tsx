import { connection } from 'next/server';
import { describeServiceMode } from '@/lib/bff/app-config';
import { getAppConfig } from '@/lib/bff/env';

export default async function HomePage() {
  // The mode comes from the environment at run time, not at build time.
  await connection();
  const { service } = getAppConfig();
  return (
    <main id="main" className="page">
      <h1>Consultations</h1>
      <p>Talk to the clinical assistant, read the documents your consultation produces, and book a visit.</p>
      <p className="mode-banner" data-mode={service.kind}>
        {describeServiceMode(service)}
      </p>
    </main>
  );
}
