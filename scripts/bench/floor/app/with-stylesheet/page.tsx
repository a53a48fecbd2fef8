import { connection } from 'next/server';
// The app's own global stylesheet, imported here so that only this page waits for it, as every page of the
// app waits for its own (docs/benchmark.md, "A reference: the floor with the app's stylesheet").
import '../../../../../app/globals.css';

// The floor's paragraph, rendered per request as every page of the app is, under the app's stylesheet: the
// least a page of the app can be before any code of its own.
export default async function FloorWithStylesheetPage() {
  await connection();
  return (
    <main>
      <p>A static paragraph, the only content of the floor app.</p>
    </main>
  );
}
